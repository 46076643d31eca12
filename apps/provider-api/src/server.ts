import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';

/** How long a graceful close may take before the process gives up waiting. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * Starts the provider API: reads the environment, opens the database (the embedded SQLite
 * file, or PostgreSQL when DATABASE_URL is set), applies the migrations, loads the demo data
 * into an empty database, and listens. SIGINT and SIGTERM close it gracefully.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrateToLatest(database.db);
  const { seeded } = await seedDemoData(database.db, new Date());
  const app = await buildApp({ config, database, closeDatabase: true });
  if (seeded) app.log.info('empty database: demo data loaded');

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    const timer = setTimeout(() => {
      app.log.error('close timed out');
      process.exit(1);
    }, CLOSE_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'close failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

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
