import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  verifyWebhookSignature,
  WEBHOOK_HEADERS,
  type WebhookVerdict,
} from '@fibre/domain/webhook-signature';
import type { FastifyInstance } from 'fastify';
import {
  type RecordedWebhook,
  STAND_IN_PATHS,
  WEBHOOK_INBOX_PATTERN,
  WEBHOOK_RECEIVER_MODES,
  type WebhookInboxSettings,
  type WebhookInboxSummary,
  type WebhookReceiverMode,
} from './controls';

/**
 * The stand-in webhook receiver (issue 23, decision 0645): a subscriber of the provider API's hub
 * for tests and a fresh install. Each inbox (a path segment) records every delivery it gets, checks
 * its Webhook-Signature with the inbox's secret (the domain's verify, the same code a real receiver
 * would use), and can be told to fail the next n deliveries, fail all, or answer slowly, so the
 * hub's retries and give-up are tested against a real HTTP server. One JSON file per delivery in
 * `<dir>/<inbox>/`, beside the inbox's settings, so a restart of the stand-ins keeps them.
 */

const DEFAULT_SETTINGS: WebhookInboxSettings = { secret: null, mode: 'ok', fail_next: 0, delay_ms: 0 };
/** The longest a slow inbox waits before answering. */
const MAX_DELAY_MS = 60_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

export interface WebhookReceiverOptions {
  /** Where each inbox keeps its settings and what it received. */
  dir: string;
  clock: () => Date;
  /** The secret of the 'default' inbox, the one `npm start` subscribes to the hub (WEBHOOK_RECEIVER_SECRET). */
  defaultSecret?: string | null;
}

class WebhookInboxes {
  /** One write at a time per inbox, so 'fail the next n' counts each delivery once. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private sequence = 0;

  constructor(
    private readonly dir: string,
    private readonly defaultSecret: string | null,
  ) {}

  private inboxDir(inbox: string): string {
    return path.join(this.dir, inbox);
  }

  serialised<T>(inbox: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(inbox) ?? Promise.resolve();
    const next = previous.then(work, work);
    this.queues.set(
      inbox,
      next.catch(() => undefined),
    );
    return next;
  }

  async settings(inbox: string): Promise<WebhookInboxSettings> {
    try {
      const stored: unknown = JSON.parse(
        await readFile(path.join(this.inboxDir(inbox), 'settings.json'), 'utf8'),
      );
      return { ...DEFAULT_SETTINGS, ...(isRecord(stored) ? (stored as Partial<WebhookInboxSettings>) : {}) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return { ...DEFAULT_SETTINGS, secret: inbox === 'default' ? this.defaultSecret : null };
    }
  }

  async saveSettings(inbox: string, settings: WebhookInboxSettings): Promise<void> {
    await mkdir(this.inboxDir(inbox), { recursive: true });
    await writeFile(
      path.join(this.inboxDir(inbox), 'settings.json'),
      `${JSON.stringify(settings, null, 2)}\n`,
    );
  }

  async record(inbox: string, delivery: RecordedWebhook): Promise<void> {
    const dir = path.join(this.inboxDir(inbox), 'received');
    await mkdir(dir, { recursive: true });
    this.sequence += 1;
    const stamp = `${delivery.received_at.replace(/[:.]/g, '-')}-${String(this.sequence).padStart(9, '0')}`;
    await writeFile(path.join(dir, `${stamp}-${delivery.id}.json`), `${JSON.stringify(delivery)}\n`, {
      flag: 'wx',
    });
  }

  async list(inbox: string): Promise<RecordedWebhook[]> {
    const dir = path.join(this.inboxDir(inbox), 'received');
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return Promise.all(
      names
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as RecordedWebhook),
    );
  }

  async clear(inbox: string): Promise<void> {
    await rm(this.inboxDir(inbox), { recursive: true, force: true });
  }
}

/** What the inbox received, counted: accepted deliveries, duplicates (an event id accepted twice), refusals. */
export function summariseWebhooks(deliveries: RecordedWebhook[]): WebhookInboxSummary {
  const accepted = deliveries.filter((delivery) => delivery.answered >= 200 && delivery.answered < 300);
  const acceptedIds = new Set(accepted.map((delivery) => delivery.webhook_id));
  return {
    received: deliveries.length,
    accepted: accepted.length,
    distinct_events: acceptedIds.size,
    duplicates: accepted.length - acceptedIds.size,
    refused: deliveries.length - accepted.length,
    bad_signatures: deliveries.filter(
      (delivery) => delivery.signature !== 'valid' && delivery.signature !== 'unchecked',
    ).length,
  };
}

function parseBody(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** What the signature check says, or 'unchecked' when the inbox has no secret to check with. */
function signatureOutcome(verdict: WebhookVerdict | null): RecordedWebhook['signature'] {
  if (verdict === null) return 'unchecked';
  return verdict.ok ? 'valid' : verdict.reason;
}

/** Registers the receiver's routes in a scope of their own: it reads each body as raw text. */
export async function webhookReceiverRoutes(
  app: FastifyInstance,
  options: WebhookReceiverOptions,
): Promise<void> {
  const inboxes = new WebhookInboxes(options.dir, options.defaultSecret ?? null);
  const inboxParams = {
    type: 'object',
    properties: { inbox: { type: 'string', pattern: WEBHOOK_INBOX_PATTERN.source } },
    required: ['inbox'],
  } as const;

  await app.register(async (scope) => {
    // The signature covers the body's exact bytes: parsed and re-serialised JSON would not match.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });

    scope.post<{ Params: { inbox: string }; Body: string }>(
      STAND_IN_PATHS.webhooks,
      { schema: { params: inboxParams } },
      async (request, reply) => {
        const { inbox } = request.params;
        const raw = typeof request.body === 'string' ? request.body : '';
        const receivedAt = options.clock();
        const { settings, failing } = await inboxes.serialised(inbox, async () => {
          const current = await inboxes.settings(inbox);
          if (current.fail_next > 0) {
            await inboxes.saveSettings(inbox, { ...current, fail_next: current.fail_next - 1 });
            return { settings: current, failing: true };
          }
          return { settings: current, failing: current.mode === 'fail' };
        });
        if (settings.delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, settings.delay_ms));
        const verdict = settings.secret
          ? await verifyWebhookSignature({
              secret: settings.secret,
              header: header(request.headers[WEBHOOK_HEADERS.signature]),
              body: raw,
              now: options.clock(),
            })
          : null;
        const signature = signatureOutcome(verdict);
        const answered = failing ? 500 : verdict && !verdict.ok ? 400 : 200;
        await inboxes.record(inbox, {
          id: randomUUID(),
          received_at: receivedAt.toISOString(),
          webhook_id: header(request.headers[WEBHOOK_HEADERS.id]) ?? '',
          webhook_timestamp: header(request.headers[WEBHOOK_HEADERS.timestamp]) ?? '',
          signature,
          answered,
          body: parseBody(raw),
        });
        if (answered === 500) return reply.code(500).send({ error: 'The stand-in was told to fail' });
        if (answered === 400) return reply.code(400).send({ error: `Signature ${signature}` });
        return reply.code(200).send({ received: true });
      },
    );
  });

  app.get<{ Params: { inbox: string } }>(
    STAND_IN_PATHS.webhooks,
    { schema: { params: inboxParams } },
    async (request) => {
      const deliveries = await inboxes.list(request.params.inbox);
      return { deliveries, summary: summariseWebhooks(deliveries) };
    },
  );

  app.get<{ Params: { inbox: string } }>(
    STAND_IN_PATHS.webhookControl,
    { schema: { params: inboxParams } },
    async (request) => {
      const { secret, ...shown } = await inboxes.settings(request.params.inbox);
      return { ...shown, has_secret: secret !== null };
    },
  );

  // Sets an inbox's secret and how it answers: {secret?, mode?, fail_next?, delay_ms?}.
  app.put<{ Params: { inbox: string } }>(
    STAND_IN_PATHS.webhookControl,
    { schema: { params: inboxParams } },
    async (request, reply) => {
      const body = isRecord(request.body) ? request.body : {};
      const { inbox } = request.params;
      const problems: string[] = [];
      if (
        body.secret !== undefined &&
        body.secret !== null &&
        (typeof body.secret !== 'string' || body.secret === '')
      ) {
        problems.push('secret is a string or null');
      }
      if (body.mode !== undefined && !WEBHOOK_RECEIVER_MODES.includes(body.mode as WebhookReceiverMode)) {
        problems.push(`mode is ${WEBHOOK_RECEIVER_MODES.join(' or ')}`);
      }
      const count = (name: string, max: number) => {
        const value = body[name];
        if (
          value !== undefined &&
          !(Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max)
        ) {
          problems.push(`${name} is a whole number from 0 to ${max}`);
        }
      };
      count('fail_next', 1000);
      count('delay_ms', MAX_DELAY_MS);
      if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
      return inboxes.serialised(inbox, async () => {
        const current = await inboxes.settings(inbox);
        const next: WebhookInboxSettings = {
          secret: body.secret === undefined ? current.secret : (body.secret as string | null),
          mode: (body.mode as WebhookReceiverMode | undefined) ?? current.mode,
          fail_next: (body.fail_next as number | undefined) ?? current.fail_next,
          delay_ms: (body.delay_ms as number | undefined) ?? current.delay_ms,
        };
        await inboxes.saveSettings(inbox, next);
        const { secret, ...shown } = next;
        return { ...shown, has_secret: secret !== null };
      });
    },
  );

  // Forgets an inbox: its settings and everything it received.
  app.delete<{ Params: { inbox: string } }>(
    STAND_IN_PATHS.webhookControl,
    { schema: { params: inboxParams } },
    async (request, reply) => {
      await inboxes.serialised(request.params.inbox, () => inboxes.clear(request.params.inbox));
      return reply.code(204).send();
    },
  );
}
