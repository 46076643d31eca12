import { randomUUID } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { closeSharedStore, connectSharedStore, type SharedStore } from './redis-client';

/** The web project's throwaway Redis (test-support/redis-global-setup.ts), or null without one. */
export const testRedisUrl = inject('redisUrl');

const opened: SharedStore[] = [];
afterAll(async () => {
  await Promise.all(opened.splice(0).map((store) => closeSharedStore(store)));
});

/**
 * A client on the test Redis under a prefix of its own, so suites running at once never share keys;
 * `prefix` gives a second client (another "process") the same keys. Closed after the file's tests.
 */
export function openTestStore(prefix = `test:${randomUUID()}:`): SharedStore {
  if (!testRedisUrl) throw new Error('no test Redis: guard the suite with storeKinds()');
  const store = connectSharedStore(testRedisUrl, prefix);
  opened.push(store);
  return store;
}

export type StoreKind = 'memory' | 'redis';

/**
 * The stores a shared table runs on: memory always, Redis when the global setup started one (CI
 * always does: the setup fails there without redis-server).
 */
export function storeKinds(): StoreKind[] {
  return testRedisUrl ? ['memory', 'redis'] : ['memory'];
}

/** A fresh store of the kind: null (memory) or a Redis client under a new prefix. */
export function freshStore(kind: StoreKind): SharedStore | null {
  return kind === 'redis' ? openTestStore() : null;
}
