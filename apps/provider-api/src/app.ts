import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER, requestIdOrFresh } from '@fibre/domain/request-id';
import { TIMINGS_MS } from '@fibre/domain/timings';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppDatabase } from './db/database';
import { type LogStream, loggerOptions } from './logger';
import { mailPlugin } from './mail/mail-plugin';
import { createMailer, type Mailer } from './mail/mailer';
import { authPlugin } from './plugins/app/auth';
import { bodyGuardPlugin } from './plugins/app/body-guard';
import { clientErrorReply, connectReply } from './plugins/app/client-error';
import { clockPlugin } from './plugins/app/clock';
import { deliveryWorkerPlugin } from './plugins/app/delivery-worker';
import { errorHandlerPlugin, frameworkErrorReply } from './plugins/app/error-handler';
import { handlerTimeoutPlugin } from './plugins/app/handler-timeout';
import { idempotencySweeperPlugin } from './plugins/app/idempotency-sweeper';
import { jsonBodyParserPlugin } from './plugins/app/json-body-parser';
import { lifecyclePlugin } from './plugins/app/lifecycle';
import { addressChangesPlugin } from './plugins/external/address-changes';
import { catalogueChangesPlugin } from './plugins/external/catalogue-changes';
import { databasePlugin } from './plugins/external/database';
import { helmetPlugin } from './plugins/external/helmet';
import { openApiPlugin } from './plugins/external/openapi';
import { charityVoteRoutes } from './routes/charity-vote';
import { customerRoutes } from './routes/customer';
import { healthRoutes } from './routes/health';
import { hubRoutes } from './routes/hub';
import { orderRoutes } from './routes/order';
import { orderChangeRoutes } from './routes/order/changes';
import { otsRoutes } from './routes/ots';
import { postcodeRoutes } from './routes/postcodes';
import { productRoutes } from './routes/product';
import { promotionRoutes } from './routes/promotion';
import { uprnRoutes } from './routes/uprn';
import { workOrderRoutes } from './routes/workorder';

/** Every request body is small (a sign-up is about 2 KiB): anything above this is refused with 413. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  database: AppDatabase;
  /** The current time (tests fix it). */
  clock?: () => Date;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: LogStream;
  /** Close the database when the app closes. */
  closeDatabase?: boolean;
  /** How often expired idempotency keys are deleted (default hourly; 0 turns it off). */
  idempotencySweepMs?: number;
  /** On PostgreSQL, LISTEN for other processes' address writes (default true; decision 0544). */
  listenForAddressChanges?: boolean;
  /** Sends the order e-mails; by default SMTP_URL's server or the OUTBOX_DIR folder (decision 0211). */
  mailer?: Mailer;
  /** Run the webhook and event e-mail worker (server.ts: WEBHOOK_WORKER; default off for tests). */
  deliveryWorker?: boolean | { random?: () => number; reminderIntervalMs?: number };
  /** The application limit of decision 0063 in ms (default 15 s; tests shorten it). */
  handlerTimeoutMs?: number;
}

/**
 * Decision 0063's limit, the one the domain's timings already hold for the API's requests (the
 * site's body timeout copies it): below the site's apiTimeout, so the site gets our answer.
 */
export const HANDLER_TIMEOUT_MS = TIMINGS_MS.requestBodyTimeout;

/**
 * Builds the provider API as a tree of plugins: infrastructure (errors, helmet, database,
 * clock, OpenAPI), the public routes (health, postcode lookup stand-in), then the provider
 * routes behind one bearer-token hook. No port: server.ts listens, tests call inject().
 */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Node's socket-level limits (slow clients), and an application-level limit below the
    // website's own 20 s timeout so it gets our answer rather than its timeout.
    connectionTimeout: 30_000,
    requestTimeout: HANDLER_TIMEOUT_MS,
    keepAliveTimeout: 10_000,
    // No `handlerTimeout` here: Fastify 5.12.8 drops it once a body is read (fastify#6725), so
    // handlerTimeoutPlugin arms the 15 s limit instead (decision 0689).
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // The caller's x-request-id when it is a valid one (the site sends its own; HAProxy adds one at
    // the edge), else a fresh UUID: logged as reqId and echoed back (decision 0542). Fastify's own
    // requestIdHeader would take any value unchecked, so the header is read here instead.
    requestIdHeader: false,
    genReqId: (request) => requestIdOrFresh(request.headers[REQUEST_ID_HEADER], randomUUID),
    frameworkErrors: frameworkErrorReply,
    // What Node's parser refuses (TRACK, oversized headers) gets the one error body too.
    clientErrorHandler: clientErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  app.server.on('connect', connectReply);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is refused with 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  await app.register(jsonBodyParserPlugin);

  await app.register(lifecyclePlugin);
  await app.register(handlerTimeoutPlugin, { ms: options.handlerTimeoutMs ?? HANDLER_TIMEOUT_MS });
  await app.register(errorHandlerPlugin);
  await app.register(helmetPlugin);
  await app.register(bodyGuardPlugin);
  await app.register(databasePlugin, { database: options.database, closeOnClose: options.closeDatabase });
  await app.register(addressChangesPlugin, {
    database: options.database,
    listen: options.listenForAddressChanges,
  });
  // The same switch: another process's writes reach this one's catalogue snapshot (decision 0613).
  await app.register(catalogueChangesPlugin, {
    database: options.database,
    listen: options.listenForAddressChanges,
  });
  await app.register(clockPlugin, { clock: options.clock });
  await app.register(mailPlugin, {
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: config.outboxDir,
        from: config.mailFrom,
        now: () => app.now(),
      }),
    siteUrl: config.siteUrl,
  });
  await app.register(idempotencySweeperPlugin, { intervalMs: options.idempotencySweepMs });
  await app.register(deliveryWorkerPlugin, {
    config: config.webhooks,
    start: Boolean(options.deliveryWorker),
    ...(typeof options.deliveryWorker === 'object' ? options.deliveryWorker : {}),
  });
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(postcodeRoutes, { prefix: '/postcodes' });

  await app.register(async (provider) => {
    await provider.register(authPlugin, { token: config.token });
    await provider.register(productRoutes, { prefix: '/product' });
    await provider.register(otsRoutes, { prefix: '/ots' });
    await provider.register(promotionRoutes, { prefix: '/promotion' });
    await provider.register(uprnRoutes, { prefix: '/uprn' });
    await provider.register(customerRoutes, { prefix: '/customer', slotCapacity: config.slotCapacity });
    await provider.register(workOrderRoutes, { prefix: '/workorder', slotCapacity: config.slotCapacity });
    await provider.register(charityVoteRoutes, { prefix: '/charity-vote' });
    await provider.register(hubRoutes, { prefix: '/hub' });
    await provider.register(orderRoutes, { prefix: '/order' });
    await provider.register(orderChangeRoutes, { prefix: '/order', slotCapacity: config.slotCapacity });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
