import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { orderEventSchema } from '@fibre/domain/schemas/order-events';
import type { RetryPolicy } from '@fibre/domain/webhook-retry';
import { WEBHOOK_HEADERS, webhookSignatureHeader } from '@fibre/domain/webhook-signature';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import {
  installationReminderEmail,
  installationRescheduledEmail,
  isEmailedEventType,
  orderCancelledEmail,
} from '../mail/event-emails';
import type { Mailer } from '../mail/mailer';
import { type AttemptRecord, type AttemptResult, claimDueDeliveries, recordAttempt } from './delivery-claims';
import { fanOutEvents } from './event-fan-out';
import { makeInstallationReminders } from './installation-reminders';
import { postWebhook } from './webhook-post';
import { EMAIL_TARGET, type EventDeliveryRow } from './webhook-tables';

/**
 * The worker that sends events out (decisions 0641, 0643), one per API process: each pass makes
 * the day-before reminders that are due, fans new outbox events out into deliveries, then claims
 * due deliveries (a lease each) and tries them at once: a signed POST to a subscriber, or the
 * customer's e-mail of the event. Everything it knows is in the database, so a process killed at
 * any point loses nothing: an event not yet fanned out is fanned out by the next pass, a claim
 * whose worker died is taken again when its lease runs out.
 */

export interface DeliveryWorkerOptions {
  db: Kysely<DatabaseSchema>;
  dialect: DatabaseDialect;
  mailer: Mailer;
  /** The public site's origin, for the e-mails' 'Find my order' link. */
  siteUrl: string;
  log: FastifyBaseLogger;
  clock?: () => Date;
  pollIntervalMs: number;
  timeoutMs: number;
  policy: RetryPolicy;
  /** Deliveries tried at once per pass. */
  batchSize?: number;
  /** The jitter of each retry (tests fix it). */
  random?: () => number;
  /** How often the reminders are looked for (default every minute). */
  reminderIntervalMs?: number;
}

export interface PassFigures {
  reminders: number;
  dispatched: number;
  outcomes: AttemptRecord[];
}

/**
 * How long a claim holds: the request's timeout twice over and a second, so it never runs out while
 * the attempt is being made and recorded; a claim of a killed worker is taken again after it.
 */
export function leaseMs(timeoutMs: number): number {
  return 2 * timeoutMs + 1_000;
}

export class DeliveryWorker {
  /** Names this worker in leases and in the delivery log. */
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly clock: () => Date;
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private lastReminderCheck = 0;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  start(): void {
    this.schedule(0);
  }

  /** Stops polling, aborts requests in flight (recorded as failed, tried again later) and waits for the pass. */
  async stop(): Promise<void> {
    this.stopping.abort();
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopping.signal.aborted) return;
    this.timer = setTimeout(() => {
      this.running = this.loop();
    }, delayMs);
  }

  private async loop(): Promise<void> {
    let busy = false;
    try {
      const figures = await this.runOnce();
      // A full batch: there may be more due now.
      busy = figures.outcomes.length >= (this.options.batchSize ?? 20) || figures.dispatched > 0;
    } catch (error) {
      if (!this.stopping.signal.aborted) this.options.log.error({ err: error }, 'webhook worker pass failed');
    }
    this.schedule(busy ? 0 : this.options.pollIntervalMs);
  }

  /** One pass: reminders, fan-out, then one batch of due deliveries. */
  async runOnce(): Promise<PassFigures> {
    const { db, dialect } = this.options;
    let reminders = 0;
    const now = this.clock();
    if (now.getTime() - this.lastReminderCheck >= (this.options.reminderIntervalMs ?? 60_000)) {
      reminders = await makeInstallationReminders(db, now);
      this.lastReminderCheck = now.getTime();
    }
    const dispatched = await fanOutEvents(db, this.clock());
    if (this.stopping.signal.aborted) return { reminders, dispatched, outcomes: [] };
    const claimed = await claimDueDeliveries(db, dialect, {
      owner: this.id,
      now: this.clock(),
      leaseMs: leaseMs(this.options.timeoutMs),
      limit: this.options.batchSize ?? 20,
    });
    const outcomes = await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    return { reminders, dispatched, outcomes };
  }

  private async attempt(delivery: EventDeliveryRow): Promise<AttemptRecord> {
    const startedAt = this.clock();
    let result: AttemptResult;
    try {
      const event = await this.options.db
        .selectFrom('order_event')
        .select('body')
        .where('id', '=', delivery.event_id)
        .executeTakeFirstOrThrow();
      result =
        delivery.target === EMAIL_TARGET
          ? await this.sendEmail(event.body, startedAt)
          : await this.post(delivery, event.body, startedAt);
    } catch (error) {
      result = {
        startedAt,
        finishedAt: this.clock(),
        statusCode: null,
        error: (error instanceof Error ? error.message : String(error)).slice(0, 300),
      };
    }
    const record = await recordAttempt(this.options.db, delivery, result, {
      owner: this.id,
      policy: this.options.policy,
      random: this.options.random?.() ?? Math.random(),
    });
    const fields = { delivery: delivery.id, event: delivery.event_id, target: delivery.target, record };
    if (record === 'given_up') this.options.log.warn({ ...fields, error: result.error }, 'delivery given up');
    else if (record === 'lease_lost')
      this.options.log.warn(fields, 'delivery lease lost; attempt not recorded');
    else this.options.log.debug(fields, 'delivery attempted');
    return record;
  }

  private async post(delivery: EventDeliveryRow, body: string, startedAt: Date): Promise<AttemptResult> {
    const subscription = await this.options.db
      .selectFrom('hub_subscription')
      .select(['callback', 'secret'])
      .where('id', '=', delivery.subscription_id ?? '')
      .executeTakeFirst();
    if (!subscription) {
      return { startedAt, finishedAt: this.clock(), statusCode: null, error: 'The subscription was deleted' };
    }
    const timestamp = Math.floor(startedAt.getTime() / 1000);
    const answer = await postWebhook({
      url: subscription.callback,
      body,
      headers: {
        [WEBHOOK_HEADERS.id]: delivery.event_id,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: await webhookSignatureHeader(subscription.secret, timestamp, body),
      },
      timeoutMs: this.options.timeoutMs,
      signal: this.stopping.signal,
    });
    return { startedAt, finishedAt: this.clock(), ...answer };
  }

  private async sendEmail(body: string, startedAt: Date): Promise<AttemptResult> {
    const event = orderEventSchema.parse(JSON.parse(body));
    const done = (reason: string): AttemptResult => ({
      startedAt,
      finishedAt: this.clock(),
      statusCode: null,
      error: reason,
      done: true,
    });
    if (!isEmailedEventType(event.type)) return done('No e-mail for this event type');
    const customer = await this.options.db
      .selectFrom('customer')
      .select(['email', 'contact_name'])
      .where('code', '=', event.data.order_code)
      .executeTakeFirst();
    if (!customer?.email) return done('The customer has no e-mail address');
    const recipient = { to: customer.email, name: customer.contact_name, siteUrl: this.options.siteUrl };
    const mail =
      event.type === 'order.installation_rescheduled'
        ? installationRescheduledEmail(event, recipient)
        : event.type === 'order.cancelled'
          ? orderCancelledEmail(event, recipient)
          : event.type === 'order.installation_reminder'
            ? installationReminderEmail(event, recipient)
            : null;
    if (!mail) return done('No e-mail for this event type');
    await this.options.mailer.send(mail);
    // A sent e-mail is a 'delivered' attempt with no HTTP status.
    return { startedAt, finishedAt: this.clock(), statusCode: null, error: null, done: true };
  }
}
