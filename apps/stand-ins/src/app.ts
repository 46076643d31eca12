import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  BUG_REPORTER_STAND_IN,
  CHAT_WIDGET_STAND_IN,
  GTAG_STAND_IN,
  REVIEW_WIDGET_STAND_IN,
  TAG_MANAGER_STAND_IN,
} from './browser-scripts';
import {
  BOT_CHECK_MADE_FOR_SEPARATOR,
  BOT_CHECK_SCORES,
  BOT_CHECK_STAND_IN_TOKEN_PREFIX,
  BOT_CHECK_TOKEN_PREFIXES,
  botCheckTokenMadeFor,
  type RecordedBugReport,
  STAND_IN_MODE_HEADER,
  STAND_IN_MODES,
  STAND_IN_PATHS,
  STAND_IN_SERVICES,
  type StandInMode,
  type StandInService,
} from './controls';
import { EmailOutbox } from './outbox';

/** Every body the real services take is small; the e-mail form is the largest. */
export const STAND_IN_BODY_LIMIT_BYTES = 64 * 1024;

/** The bug reporter stand-in keeps the latest reports only, in memory. */
export const BUG_REPORTS_KEPT = 200;

export interface StandInsOptions {
  /** Where the e-mail stand-in writes each accepted message. */
  emailOutboxDir: string;
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

/**
 * The bot check's browser script (decision 0361): `grecaptcha.ready` and `grecaptcha.execute(key,
 * {action})` as the real invisible check offers them, handing out a fresh 'stand-in-<action>-…'
 * token per call, which the verify endpoint scores 0.9, ending '~<action>@<page host name>' so the
 * verify answer names what it was made for (decision 0386). The callback runs at once (no timer), so a
 * page whose clock a test has paused still gets its token.
 */
const BOT_CHECK_SCRIPT = `/* Bot-check stand-in (apps/stand-ins): every token verifies. */
(function () {
  var issued = 0;
  window.grecaptcha = window.grecaptcha || {
    standIn: true,
    ready: function (callback) { callback(); },
    execute: function (_siteKey, options) {
      issued += 1;
      var action = (options && options.action) || 'submit';
      var host = (window.location && window.location.hostname) || 'localhost';
      return Promise.resolve('${BOT_CHECK_STAND_IN_TOKEN_PREFIX}' + action + '-' + issued + '-' + Math.random().toString(36).slice(2) + '${BOT_CHECK_MADE_FOR_SEPARATOR}' + action + '@' + host);
    },
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
  app.post(STAND_IN_PATHS.botCheckVerify, async (request, reply) => {
    if (failing('bot-check', request)) return reply.code(500).send({ error: FAIL_TEXT });
    const fields = {
      ...(isRecord(request.query) ? request.query : {}),
      ...(isRecord(request.body) ? request.body : {}),
    };
    const secret = text(fields.secret);
    const token = text(fields.response);
    const answer = (success: boolean, score: number | undefined, errors: string[] = []) => ({
      success,
      ...(score === undefined ? {} : { score }),
      // The action and host name the token was made for, when it names them (decision 0386).
      ...botCheckTokenMadeFor(token),
      challenge_ts: clock().toISOString(),
      ...(errors.length === 0 ? {} : { 'error-codes': errors }),
    });
    if (secret === '') return answer(false, undefined, ['missing-input-secret']);
    if (token === '') return answer(false, undefined, ['missing-input-response']);
    if (token.startsWith(BOT_CHECK_TOKEN_PREFIXES.fail))
      return answer(false, undefined, ['invalid-input-response']);
    if (token.startsWith(BOT_CHECK_TOKEN_PREFIXES.lowScore)) return answer(true, BOT_CHECK_SCORES.lowScore);
    return answer(true, BOT_CHECK_SCORES.normal);
  });

  // The bot check's browser script; a failing bot check fails to load it too.
  app.get(STAND_IN_PATHS.botCheckScript, async (request, reply) => {
    if (failing('bot-check', request)) return reply.code(503).type('text/plain').send(FAIL_TEXT);
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(BOT_CHECK_SCRIPT);
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

  return app;
}

export type StandIns = Awaited<ReturnType<typeof buildStandIns>>;
