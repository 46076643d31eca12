import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { startSite, stopSite } from '../../e2e/support/site';

/** A port free on loopback now (the OS's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * One site and one API process as the browser tests start them (next start, the API on its own
 * SQLite file, the stand-ins), on free loopback ports: for trying the walker without the cluster
 * (`--own-site`). The API takes the bench's slot capacity from the environment it inherits.
 */
export async function startOwnSite(dir: string, env: NodeJS.ProcessEnv) {
  Object.assign(process.env, env);
  const [apiPort, webPort, standInsPort] = [await freePort(), await freePort(), await freePort()];
  const token = randomBytes(24).toString('hex');
  const servers = await startSite({ apiPort, webPort, standInsPort, tempDir: dir, token });
  return {
    siteUrl: `http://127.0.0.1:${webPort}`,
    apiDatabaseEnv: { DATABASE_URL: '', SQLITE_PATH: path.join(dir, 'provider-api.sqlite') },
    stop: () => stopSite(servers),
  };
}
