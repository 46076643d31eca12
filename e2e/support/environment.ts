import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Ports of the browser tests: never 3000/4000, so a developer's own servers keep running.
 * E2E_API_PORT and E2E_WEB_PORT move them, so two checkouts can run their suites side by side.
 */
export const API_PORT = portFrom(process.env.E2E_API_PORT, 4100);
export const WEB_PORT = portFrom(process.env.E2E_WEB_PORT, 3100);

function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    throw new Error(`E2E port must be a whole number from 1024 to 65535, not ${value}`);
  }
  return port;
}
/** The outside-service stand-ins of the browser tests (decision 0320); E2E_STAND_INS_PORT moves it. */
export const STAND_INS_PORT = portFrom(process.env.E2E_STAND_INS_PORT, 4110);
export const HOST = '127.0.0.1';
export const API_URL = `http://${HOST}:${API_PORT}`;
export const WEB_URL = `http://${HOST}:${WEB_PORT}`;

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIR = path.join(REPO_ROOT, 'apps/web');

/** Where global setup leaves the process ids and temp dir for global teardown. */
export const STATE_ENV = 'FIBRE_E2E_STATE_FILE';

export interface HarnessState {
  tempDir: string;
  /** The provider API token of this run, for tests that read back or clean up through the API. */
  token: string;
  /** Where the provider API writes order mail (OUTBOX_DIR). */
  outbox: string;
  /** Where the e-mail stand-in records each message the site sent (EMAIL_OUTBOX_DIR). */
  emailOutbox: string;
  /** The stand-ins' base URL, for tests that tell a service to fail (POST /__control). */
  standInsUrl: string;
  pids: number[];
  logs: Record<string, string>;
}

/** Debian's Chromium with the flags a container needs; Playwright never downloads a browser. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
