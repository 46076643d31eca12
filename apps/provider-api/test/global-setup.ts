import type { TestProject } from 'vitest/node';
import { findPostgresBinDir, startPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throwaway PostgreSQL server, or null when the suite runs on SQLite only. */
    postgresUrl: string | null;
  }
}

/**
 * Starts one PostgreSQL server for the whole run; every suite makes its own database in it.
 * Without the server binaries the run falls back to SQLite only, loudly, except under CI.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.PROVIDER_API_TEST_POSTGRES === 'off') {
    console.warn('[provider-api] PROVIDER_API_TEST_POSTGRES=off: integration tests run on SQLite only.');
    project.provide('postgresUrl', null);
    return async () => {};
  }
  if (!findPostgresBinDir()) {
    const message =
      'PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb) are missing: ' +
      'install Debian package `postgresql` to run the integration tests on PostgreSQL.';
    if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(message);
    console.warn(`\n[provider-api] WARNING: ${message} Running on SQLite only.\n`);
    project.provide('postgresUrl', null);
    return async () => {};
  }
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
