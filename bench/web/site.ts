import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  assertPortFree,
  type StartedProcess as Server,
  startProcess as startServer,
  stopProcessGroup,
  waitForHttp,
} from '../../e2e/support/servers';
import { API_PORT, HOST, REPO_ROOT, WEB_DIR, WEB_PORT } from './config';

export type { Server };

/** Stops a server this run started, with its children. */
export async function stopServer(server: Server): Promise<void> {
  if (server.child.pid) await stopProcessGroup(server.child.pid);
}

/**
 * The provider API on a fresh SQLite file (migrated and filled with the demo data on start) and
 * the built web app pointed at it, both on loopback ports of their own, with a token made for this
 * run. The caller stops the servers (in reverse order).
 */
export async function startSite(tempDir: string): Promise<Server[]> {
  await assertPortFree(API_PORT, HOST);
  await assertPortFree(WEB_PORT, HOST);
  const token = randomBytes(24).toString('hex');
  const apiUrl = `http://${HOST}:${API_PORT}`;
  const baseEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  // No analytics tag in the measurement (nobody consents during a Lighthouse run anyway).
  delete baseEnv.NEXT_PUBLIC_GA_MEASUREMENT_ID;
  const started: Server[] = [];
  try {
    const api = startServer(
      'provider API',
      path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      ['src/server.ts'],
      {
        cwd: path.join(REPO_ROOT, 'apps/provider-api'),
        env: {
          ...baseEnv,
          HOST,
          PROVIDER_API_PORT: String(API_PORT),
          PROVIDER_API_TOKEN: token,
          SQLITE_PATH: path.join(tempDir, 'provider-api.sqlite'),
          DATABASE_URL: '',
          LOG_LEVEL: 'warn',
        },
        logPath: path.join(tempDir, 'provider-api.log'),
      },
    );
    started.push(api);
    await waitForHttp(`${apiUrl}/health`, api, 60_000);
    const web = startServer(
      'web app',
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(WEB_PORT), '-H', HOST],
      {
        cwd: WEB_DIR,
        env: { ...baseEnv, PORT: String(WEB_PORT), PROVIDER_API_URL: apiUrl, PROVIDER_API_TOKEN: token },
        logPath: path.join(tempDir, 'web.log'),
      },
    );
    started.push(web);
    await waitForHttp(`http://${HOST}:${WEB_PORT}/`, web, 60_000);
    return started;
  } catch (error) {
    for (const server of started.reverse()) await stopServer(server);
    throw error;
  }
}
