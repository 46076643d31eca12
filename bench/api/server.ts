import { buildApp } from '../../apps/provider-api/src/app';
import { loadConfig } from '../../apps/provider-api/src/config';
import { createDatabase } from '../../apps/provider-api/src/db/database';
import { CONSTANT_BODY, CONSTANT_ROUTE, type ServerMessage } from './protocol';

/**
 * Entry point of the API process the benchmark measures (never imported): its own process, so the
 * load generator does not share its event loop, on loopback only, against the database the
 * environment names, plus one route that answers a constant JSON body: the ceiling of Fastify on this
 * machine in the same run.
 */

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const app = await buildApp({ config, database, closeDatabase: true });
  app.get(CONSTANT_ROUTE, async () => CONSTANT_BODY);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  process.send?.({ ready: true, port } satisfies ServerMessage);

  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
    // CPU time spent serving is the figure other load on the machine disturbs least.
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system } satisfies ServerMessage);
    }
  });
  process.on('SIGTERM', () => void stop());
  // If the benchmark dies, do not outlive it.
  process.on('disconnect', () => void stop());
}

main().catch((error: unknown) => {
  process.send?.({
    ready: false,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});
