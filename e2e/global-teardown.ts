import { readFileSync, rmSync } from 'node:fs';
import { type HarnessState, STATE_ENV } from './support/environment';
import { stopProcessGroup } from './support/servers';

/** Stops the servers global setup started (by process group id) and removes the temp dir. */
export default async function globalTeardown(): Promise<void> {
  const stateFile = process.env[STATE_ENV];
  if (!stateFile) return;
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as HarnessState;
  // The web app first: it calls the API, not the other way round.
  for (const pid of [...state.pids].reverse()) await stopProcessGroup(pid);
  if (process.env.E2E_KEEP_LOGS) {
    console.log(`Server logs kept in ${state.tempDir}`);
  } else {
    rmSync(state.tempDir, { recursive: true, force: true });
  }
}
