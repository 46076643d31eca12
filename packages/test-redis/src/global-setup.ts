import type { TestProject } from 'vitest/node';
import { findRedisServer, startRedis } from './server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throwaway Redis server, or null when the suite runs with in-memory stores only. */
    redisUrl: string | null;
  }
}

/**
 * A vitest globalSetup: one Redis server for a project's whole run (each suite uses its own key
 * prefix or database number). Without Debian's redis-server the suite runs in memory only, loudly,
 * except under CI, where that would hide a missing install step. `TEST_REDIS=off` skips it on purpose.
 */
export function redisGlobalSetup(label: string) {
  return async function setup(project: TestProject): Promise<() => Promise<void>> {
    if (process.env.TEST_REDIS === 'off') {
      console.warn(`[${label}] TEST_REDIS=off: shared-store tests run in memory only.`);
      project.provide('redisUrl', null);
      return async () => {};
    }
    if (!findRedisServer()) {
      const message =
        'redis-server is missing: install Debian package `redis-server` to run the shared-store tests.';
      if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(message);
      console.warn(`\n[${label}] WARNING: ${message} Running in memory only.\n`);
      project.provide('redisUrl', null);
      return async () => {};
    }
    const server = await startRedis();
    project.provide('redisUrl', server.url);
    return () => server.stop();
  };
}
