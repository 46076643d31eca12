import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { BOT_CHECK_FRAME, botCheckScript } from './bot-check-script';
import { BOT_CHECK_ERROR_CODES, BotCheckTokens, validGrantRequest } from './bot-check-tokens';
import {
  BUG_REPORTER_STAND_IN,
  CHAT_WIDGET_STAND_IN,
  GTAG_STAND_IN,
  REVIEW_WIDGET_STAND_IN,
  TAG_MANAGER_STAND_IN,
} from './browser-scripts';
import {
  BOT_CHECK_SCORES,
  type RecordedBugReport,
  STAND_IN_MODE_HEADER,
  STAND_IN_MODES,
  STAND_IN_PATHS,
  STAND_IN_SERVICES,
  type StandInMode,
  type StandInService,
} from './controls';
import { EmailOutbox } from './outbox';
import { webhookReceiverRoutes } from './webhook-receiver';

/** Every body the real services take is small; the e-mail form is the largest. */
export const STAND_IN_BODY_LIMIT_BYTES = 64 * 1024;

/** The bug reporter stand-in keeps the latest reports only, in memory. */
export const BUG_REPORTS_KEPT = 200;

export interface StandInsOptions {
  /** Where the e-mail stand-in writes each accepted message. */
  emailOutboxDir: string;
  /**
   * The bot-check stand-in's signing key and used-token records (decision 0475): every stand-ins
   * process given the same folder agrees which tokens are spent.
   */
  botCheckDir: string;
  /** Where the webhook receiver keeps each inbox's settings and deliveries (decision 0645). */
  webhookDir?: string;
  /** The secret of the receiver's 'default' inbox, the one `npm start` subscribes to the hub. */
  webhookSecret?: string | null;
  /** The current time (tests fix it). */
  clock?: () => Date;
  /** Fastify's logger: off in tests, a level in the process. */
  logLevel?: 'silent' | 'info' | 'warn' | 'error';
}

const FAIL_TEXT = 'The stand-in was told to fail';

const TRACKING_SCRIPT = `/* Behavioural-tracking stand-in (apps/stand-ins): records nothing, sends nothing. */
(function () {
  var calls = [];
  var record = function (name) {
    return function () {
      calls.push([name, Array.prototype.slice.call(arguments)]);
    };
  };
  window.SR = window.SR || {
    standIn: true,
    calls: calls,
    init: record('init'),
    event: { pageVisit: record('pageVisit'), trackFormSubmit: record('trackFormSubmit'), sendEvent: record('sendEvent') },
  };
})();
`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The local stand-ins for the site's outside services (decision 0320), one small Fastify app: the
 * e-mail sending service (both of its forms, each accepted message written to the outbox folder),
 * the bot check's verify endpoint, and the behavioural-tracking script. Each answers as the real
 * service does for what the site uses, and can be told to fail for tests.
 */
export async function buildStandIns(options: StandInsOptions) {
  const clock = options.clock ?? (() => new Date());
  const outbox = new EmailOutbox(options.emailOutboxDir);
  const botCheckTokens = new BotCheckTokens(options.botCheckDir, clock);
  const modes = new Map<StandInService, StandInMode>(STAND_IN_SERVICES.map((service) => [service, 'ok']));

  const app = Fastify({
    logger: options.logLevel && options.logLevel !== 'silent' ? { level: options.logLevel } : false,
    bodyLimit: STAND_IN_BODY_LIMIT_BYTES,
  });

  // The bot check's verify takes a form-encoded body, the e-mail's send-form a multipart one; both
  // are parsed by the platform's own readers, so the stand-ins need no parser package.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: Buffer) => {
      const form = await new Request('http://stand-in/', {
        method: 'POST',
        headers: { 'content-type': String(request.headers['content-type']) },
        body: new Uint8Array(body),
      }).formData();
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries()) {
        // A file field is recorded by its name only: the site never sends one.
        fields[name] = typeof value === 'string' ? value : `[file ${value.name}]`;
      }
      return fields;
    },
  );

  const failing = (service: StandInService, request: FastifyRequest) =>
    modes.get(service) === 'fail' || request.headers[STAND_IN_MODE_HEADER] === 'fail';

  app.get(STAND_IN_PATHS.health, async () => ({ status: 'ok' }));

  app.get(STAND_IN_PATHS.control, async () => Object.fromEntries(modes));
  app.post(STAND_IN_PATHS.control, async (request, reply) => {
    const body = request.body;
    const service = isRecord(body) ? body.service : undefined;
    const mode = isRecord(body) ? body.mode : undefined;
    if (
      !STAND_IN_SERVICES.includes(service as StandInService) ||
      !STAND_IN_MODES.includes(mode as StandInMode)
    ) {
      return reply.code(400).send({
        error: `Send {service: ${STAND_IN_SERVICES.join(' | ')}, mode: ${STAND_IN_MODES.join(' | ')}}`,
      });
    }
    modes.set(service as StandInService, mode as StandInMode);
    return Object.fromEntries(modes);
  });

  // The e-mail sending service: 200 'OK' when accepted, otherwise a status and a line of text.
  const acceptEmail = async (
    form: 'json' | 'form',
    request: FastifyRequest,
    reply: FastifyReply,
    fields: Record<string, unknown>,
    params: unknown,
  ) => {
    if (failing('email', request)) return reply.code(500).type('text/plain').send(FAIL_TEXT);
    const message = {
      lib_version: text(fields.lib_version),
      user_id: text(fields.user_id),
      service_id: text(fields.service_id),
      template_id: text(fields.template_id),
    };
    const missing =
      (message.user_id === '' && 'The public key is required') ||
      (message.service_id === '' && 'The service ID is required') ||
      (message.template_id === '' && 'The template ID is required') ||
      (!isRecord(params) && 'The template parameters must be an object');
    if (missing) return reply.code(400).type('text/plain').send(missing);
    await outbox.record({ form, ...message, template_params: params as Record<string, unknown> }, clock());
    return reply.code(200).type('text/plain').send('OK');
  };

  app.post(STAND_IN_PATHS.emailSend, async (request, reply) => {
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) {
      return reply.code(415).type('text/plain').send('Send application/json');
    }
    const body = isRecord(request.body) ? request.body : {};
    return acceptEmail('json', request, reply, body, body.template_params ?? {});
  });

  app.post(STAND_IN_PATHS.emailSendForm, async (request, reply) => {
    if (!String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
      return reply.code(415).type('text/plain').send('Send multipart/form-data');
    }
    const { lib_version, user_id, service_id, template_id, ...params } = isRecord(request.body)
      ? request.body
      : {};
    return acceptEmail('form', request, reply, { lib_version, user_id, service_id, template_id }, params);
  });

  app.get(STAND_IN_PATHS.emailOutbox, async () => ({ messages: await outbox.list() }));

  // The bot check's verify endpoint: {success, score, ...} as the real one answers, always 200.
  // Only a token this stand-in signed, under two minutes old and not verified before, succeeds.
  app.post(STAND_IN_PATHS.botCheckVerify, async (request, reply) => {
    if (failing('bot-check', request)) return reply.code(500).send({ error: FAIL_TEXT });
    const fields = {
      ...(isRecord(request.query) ? request.query : {}),
      ...(isRecord(request.body) ? request.body : {}),
    };
    const refused = (code: string) => ({ success: false, 'error-codes': [code] });
    if (text(fields.secret) === '') return refused(BOT_CHECK_ERROR_CODES.missingSecret);
    const token = text(fields.response);
    if (token === '') return refused(BOT_CHECK_ERROR_CODES.missingResponse);
    const verdict = await botCheckTokens.verify(token);
    if (!verdict.ok) return refused(verdict.error);
    const { grant } = verdict;
    return {
      success: true,
      score: grant.score,
      action: grant.action,
      hostname: grant.hostname,
      challenge_ts: grant.issuedAt.toISOString(),
    };
  });

  // The bot check's browser script; a failing bot check fails to load it too.
  app.get(STAND_IN_PATHS.botCheckScript, async (request, reply) => {
    if (failing('bot-check', request)) return reply.code(503).type('text/plain').send(FAIL_TEXT);
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(botCheckScript(`${request.protocol}://${request.host}`));
  });

  // The script's hidden frame, framed by the site's pages.
  app.get(STAND_IN_PATHS.botCheckFrame, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(BOT_CHECK_FRAME),
  );

  /** A token for the action and host name asked, or 400 when they are not what the service names. */
  const issueToken = async (body: unknown, score: number, reply: FastifyReply) => {
    const fields = isRecord(body) ? body : {};
    const action = text(fields.action);
    const hostname = text(fields.hostname);
    if (!validGrantRequest(action, hostname)) {
      return reply.code(400).send({ error: 'Send {action, hostname} as the script does' });
    }
    return { token: await botCheckTokens.issue({ siteKey: text(fields.siteKey), action, hostname, score }) };
  };

  // The frame's token: the score the stand-in gives every visitor. A failing bot check fails its
  // script and its verify; a script already loaded still gets tokens, so a test can fail the verify.
  app.post(STAND_IN_PATHS.botCheckToken, async (request, reply) =>
    issueToken(request.body, BOT_CHECK_SCORES.normal, reply),
  );

  // A test's token, with the score it asks for (0 to 1): a low score is refused by the site.
  app.post(STAND_IN_PATHS.botCheckTestToken, async (request, reply) => {
    const score = isRecord(request.body) ? request.body.score : undefined;
    if (score !== undefined && (typeof score !== 'number' || !(score >= 0 && score <= 1))) {
      return reply.code(400).send({ error: 'score is a number from 0 to 1' });
    }
    return issueToken(request.body, score ?? BOT_CHECK_SCORES.normal, reply);
  });

  // The behavioural-tracking script: a stub that defines the SDK's calls and does nothing.
  app.get(STAND_IN_PATHS.trackingScript, async (request, reply) => {
    if (failing('tracking-script', request)) return reply.code(503).type('text/plain').send(FAIL_TEXT);
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(TRACKING_SCRIPT);
  });

  // The browser's third-party scripts (decision 0370), at their vendors' paths.
  const browserScripts: Array<[string, string]> = [
    [STAND_IN_PATHS.gtag, GTAG_STAND_IN],
    [STAND_IN_PATHS.tagManager, TAG_MANAGER_STAND_IN],
    [STAND_IN_PATHS.chatWidget, CHAT_WIDGET_STAND_IN],
    [STAND_IN_PATHS.reviewWidget, REVIEW_WIDGET_STAND_IN],
  ];
  for (const [path, body] of browserScripts) {
    app.get(path, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(body),
    );
  }

  // The bug reporter (decision 0379): its shim, and the reports its widget sends. The widget runs on
  // the site's origin, so both answers allow any origin to read them (they hold nothing secret).
  const bugReports: RecordedBugReport[] = [];
  app.get(STAND_IN_PATHS.bugReporterScript, async (request, reply) => {
    if (failing('bug-reporter', request)) return reply.code(503).type('text/plain').send(FAIL_TEXT);
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(BUG_REPORTER_STAND_IN);
  });
  app.post(STAND_IN_PATHS.bugReports, async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (failing('bug-reporter', request)) return reply.code(500).type('text/plain').send(FAIL_TEXT);
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        body = null;
      }
    }
    const description = isRecord(body) ? text(body.description) : '';
    if (!isRecord(body) || description === '') {
      return reply.code(400).type('text/plain').send('Send {project, url, description}');
    }
    const report: RecordedBugReport = {
      received_at: clock().toISOString(),
      project: text(body.project).slice(0, 200),
      url: text(body.url).slice(0, 2000),
      description: description.slice(0, 2000),
      userAgent: text(body.userAgent).slice(0, 500),
      viewport: text(body.viewport).slice(0, 50),
    };
    bugReports.push(report);
    if (bugReports.length > BUG_REPORTS_KEPT) bugReports.splice(0, bugReports.length - BUG_REPORTS_KEPT);
    app.log.info({ bugReport: report }, 'bug report received');
    return reply.code(201).send({ ok: true });
  });
  app.get(STAND_IN_PATHS.bugReports, async (_request, reply) =>
    reply.header('access-control-allow-origin', '*').send({ reports: bugReports }),
  );

  if (options.webhookDir) {
    await webhookReceiverRoutes(app, {
      dir: options.webhookDir,
      clock,
      defaultSecret: options.webhookSecret,
    });
  }

  return app;
}

export type StandIns = Awaited<ReturnType<typeof buildStandIns>>;
