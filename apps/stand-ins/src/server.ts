import { buildStandIns } from './app';
import { loadStandInsConfig, StandInsConfigError } from './config';

/** Starts the stand-ins on loopback; SIGINT and SIGTERM close them. */
async function main(): Promise<void> {
  const config = loadStandInsConfig();
  const app = await buildStandIns({
    emailOutboxDir: config.emailOutboxDir,
    botCheckDir: config.botCheckDir,
    webhookDir: config.webhookDir,
    webhookSecret: config.webhookSecret,
    logLevel: 'warn',
  });
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`stand-ins on ${address}; e-mail outbox ${config.emailOutboxDir}`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof StandInsConfigError ? error.message : `The stand-ins could not start: ${String(error)}`,
  );
  process.exit(1);
});
