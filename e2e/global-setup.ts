import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_PORT,
  API_URL,
  type HarnessState,
  HOST,
  REPO_ROOT,
  STATE_ENV,
  WEB_DIR,
  WEB_PORT,
  WEB_URL,
} from './support/environment';
import {
  assertPortFree,
  type StartedProcess,
  startProcess,
  stopProcessGroup,
  waitForHttp,
} from './support/servers';

/**
 * Starts the provider API on 127.0.0.1:4100 with a fresh SQLite file (migrated and filled with the
 * demo data on start) and the built web app on 127.0.0.1:3100 pointed at it, with a token made for
 * this run. Global teardown stops both and removes nothing else.
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(path.join(WEB_DIR, '.next', 'BUILD_ID'))) {
    throw new Error(
      'apps/web has no production build: run `npm run test:e2e` (it builds first) or `npm run build -w apps/web`.',
    );
  }
  await assertPortFree(API_PORT, HOST);
  await assertPortFree(WEB_PORT, HOST);

  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'fibre-e2e-'));
  const token = randomBytes(24).toString('hex');
  const baseEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const started: StartedProcess[] = [];

  try {
    const api = startProcess('provider API', 'npm', ['run', 'start', '--workspace', 'apps/provider-api'], {
      cwd: REPO_ROOT,
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
    });
    started.push(api);
    await waitForHttp(`${API_URL}/health`, api, 60_000);

    const web = startProcess(
      'web app',
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(WEB_PORT), '-H', HOST],
      {
        cwd: WEB_DIR,
        env: {
          ...baseEnv,
          PORT: String(WEB_PORT),
          PROVIDER_API_URL: API_URL,
          PROVIDER_API_TOKEN: token,
        },
        logPath: path.join(tempDir, 'web.log'),
      },
    );
    started.push(web);
    await waitForHttp(`${WEB_URL}/`, web, 60_000);
  } catch (error) {
    await Promise.all(
      started.map((server) => (server.child.pid ? stopProcessGroup(server.child.pid) : undefined)),
    );
    throw error;
  }

  const state: HarnessState = {
    tempDir,
    pids: started.flatMap((server) => (server.child.pid ? [server.child.pid] : [])),
    logs: Object.fromEntries(started.map((server) => [server.name, server.logPath])),
  };
  const stateFile = path.join(tempDir, 'state.json');
  writeFileSync(stateFile, JSON.stringify(state));
  process.env[STATE_ENV] = stateFile;
  for (const server of started) server.child.unref();
}
