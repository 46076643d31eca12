import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_PORT,
  type HarnessState,
  HOST,
  STAND_INS_PORT,
  STATE_ENV,
  WEB_DIR,
  WEB_PORT,
} from './support/environment';
import { emailOutboxDir, outboxDir, startSite } from './support/site';

/**
 * Starts the provider API on 127.0.0.1:4100 with a fresh SQLite file (migrated and filled with the
 * demo data on start), the outside-service stand-ins on 127.0.0.1:4110 with a throwaway e-mail
 * outbox, and the built web app on 127.0.0.1:3100 pointed at both, with a token made for this run.
 * Global teardown stops them and removes the temp dir.
 *
 * The CMS database is new each run but the build's data cache is not: the site's tag-cached CMS
 * reads (decision 0303) persist in apps/web/.next/cache/fetch-cache, so an earlier run's pages (a
 * headline a staff test changed, a seed's old countdown date) would be served over this run's
 * content. That folder is emptied before the site starts (decision 0307).
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(path.join(WEB_DIR, '.next', 'BUILD_ID'))) {
    throw new Error(
      'apps/web has no production build: run `npm run test:e2e` (it builds first) or `npm run build -w apps/web`.',
    );
  }
  rmSync(path.join(WEB_DIR, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'fibre-e2e-'));
  const token = randomBytes(24).toString('hex');
  const started = await startSite({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    standInsPort: STAND_INS_PORT,
    tempDir,
    token,
  });

  const state: HarnessState = {
    tempDir,
    token,
    outbox: outboxDir(tempDir),
    emailOutbox: emailOutboxDir(tempDir),
    standInsUrl: `http://${HOST}:${STAND_INS_PORT}`,
    pids: started.flatMap((server) => (server.child.pid ? [server.child.pid] : [])),
    logs: Object.fromEntries(started.map((server) => [server.name, server.logPath])),
  };
  const stateFile = path.join(tempDir, 'state.json');
  writeFileSync(stateFile, JSON.stringify(state));
  process.env[STATE_ENV] = stateFile;
  for (const server of started) server.child.unref();
}
