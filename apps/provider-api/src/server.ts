import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { ensureDefaultSubscription } from './webhooks/hub.repository';

/** How long a graceful close may take before the process gives up waiting (contract: 10 s). */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * Starts the provider API: reads the environment, opens the database (the embedded SQLite
 * file, or PostgreSQL when DATABASE_URL is set), applies the migrations and loads the demo data
 * into an empty database (once, however many processes start together: decision 0543), and
 * listens. SIGINT and SIGTERM close it gracefully (decision 0541): readiness answers 503 at once,
 * the listener stops, requests in flight finish, the pools close, and the process exits 0; after
 * 10 s it gives up and exits 1.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const { seeded } = await prepareDatabase(database, new Date());
  // npm start's stand-in receiver subscribes itself (decision 0645): made once, kept up to date.
  if (config.webhooks.defaultSubscription) {
    await ensureDefaultSubscription(database.db, config.webhooks.defaultSubscription, new Date());
  }
  const app = await buildApp({
    config,
    database,
    closeDatabase: true,
    deliveryWorker: config.webhooks.worker,
  });
  if (seeded) app.log.info('empty database: demo data loaded');

  closeWithGrace(
    {
      delay: CLOSE_TIMEOUT_MS,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: () => app.log.error('close timed out'),
    },
    async ({ signal, err }) => {
      app.markClosing();
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      else app.log.info({ signal }, 'closing');
      await app.close();
    },
  );

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `provider API on ${address} (${database.dialect}); reference page ${address}/docs, document ${address}/openapi.json`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The provider API could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
