import type { TestProject } from 'vitest/node';
import { findPostgresBinDir, startPostgres } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throwaway PostgreSQL server, or null when the suite runs on SQLite only. */
    postgresUrl: string | null;
  }
}

/**
 * A vitest globalSetup: one PostgreSQL server for a project's whole run (each suite makes its own
 * database in it, or uses the one made here). Without the server binaries the run falls back to
 * SQLite only, loudly, except under CI, where that would hide a missing install step.
 * `label` names the project in messages; `TEST_POSTGRES=off` (or the provider API's older
 * `PROVIDER_API_TEST_POSTGRES=off`) skips PostgreSQL on purpose.
 */
export function postgresGlobalSetup(label: string) {
  return async function setup(project: TestProject): Promise<() => Promise<void>> {
    if (process.env.TEST_POSTGRES === 'off' || process.env.PROVIDER_API_TEST_POSTGRES === 'off') {
      console.warn(`[${label}] TEST_POSTGRES=off: integration tests run on SQLite only.`);
      project.provide('postgresUrl', null);
      return async () => {};
    }
    if (!findPostgresBinDir()) {
      const message =
        'PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb) are missing: ' +
        'install Debian package `postgresql` to run the integration tests on PostgreSQL.';
      if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(message);
      console.warn(`\n[${label}] WARNING: ${message} Running on SQLite only.\n`);
      project.provide('postgresUrl', null);
      return async () => {};
    }
    const server = await startPostgres();
    project.provide('postgresUrl', server.url);
    return () => server.stop();
  };
}
