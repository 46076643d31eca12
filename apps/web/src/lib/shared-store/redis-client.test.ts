import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError } from '../env-schema';
import { closeSharedStore, connectSharedStore, sharedStore, sharedStoreAnswers } from './redis-client';
import { openTestStore, testRedisUrl } from './shared-store.test-support';
import { redisTurns } from './turns';

const holder = globalThis as typeof globalThis & { __fibreSharedStore?: unknown };

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('sharedStore (decision 0520)', () => {
  afterEach(async () => {
    const store = holder.__fibreSharedStore;
    if (store && typeof store === 'object' && 'redis' in store)
      await closeSharedStore(store as Parameters<typeof closeSharedStore>[0]);
    delete holder.__fibreSharedStore;
    vi.unstubAllEnvs();
  });

  it('is none without REDIS_URL: everything stays in this process (npm start)', () => {
    vi.stubEnv('REDIS_URL', '');
    expect(sharedStore()).toBeNull();
  });

  it('refuses a REDIS_URL that is not redis:// or rediss://, naming the variable', () => {
    vi.stubEnv('REDIS_URL', 'http://127.0.0.1:6379');
    expect(() => sharedStore()).toThrow(EnvError);
    expect(() => sharedStore()).toThrow(/REDIS_URL/);
  });

  it.skipIf(!testRedisUrl)('is one client per process, under REDIS_KEY_PREFIX', async () => {
    vi.stubEnv('REDIS_URL', testRedisUrl ?? '');
    vi.stubEnv('REDIS_KEY_PREFIX', 'site-b:');
    const store = sharedStore();
    expect(store).not.toBeNull();
    expect(sharedStore()).toBe(store);
    expect(store?.keyPrefix).toBe('site-b:');
    expect(store ? await sharedStoreAnswers(store) : false).toBe(true);
  });
});

describe.skipIf(!testRedisUrl)('a shared store client', () => {
  it('writes every key under its prefix, the lock’s scripted keys included', async () => {
    const prefix = `test:client-${Date.now()}:`;
    const store = openTestStore(prefix);
    const raw = openTestStore('');
    let during: string[] = [];
    await redisTurns(store, 'probe').oneAtATime('k', async () => {
      during = await raw.redis.keys('*turns:probe:k*');
    });
    expect(during).toEqual([`${prefix}mutex:turns:probe:k`]);
    expect(await raw.redis.keys('*turns:probe:k*')).toEqual([]);
  });

  it('answers PING while up, and is closed by closeSharedStore', async () => {
    const store = openTestStore();
    expect(await sharedStoreAnswers(store)).toBe(true);
    await closeSharedStore(store);
    expect(store.redis.status).toBe('end');
    expect(await sharedStoreAnswers(store)).toBe(false);
  });
});

describe('a shared store client when Redis does not answer', () => {
  it('fails each command within a second instead of waiting for Redis to come back', async () => {
    const down = connectSharedStore(`redis://127.0.0.1:${await closedPort()}`, 'test:');
    try {
      const started = Date.now();
      expect(await sharedStoreAnswers(down)).toBe(false);
      await expect(down.redis.get('k')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await closeSharedStore(down);
    }
  });
});
