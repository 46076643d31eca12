import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type RedisServer, startRedis } from '@fibre/test-redis/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * cache-handler.mjs (decision 0530) in two real Node processes on one real Redis: what one site
 * process caches, the other reads, and a tag revalidated on one is gone on the other, as a publish
 * in /admin through one process must show on every process.
 */
const PROCESS = fileURLToPath(new URL('../test-support/cache-handler-process.mjs', import.meta.url));

interface SiteCache {
  ask(
    op: 'get' | 'set' | 'revalidateTag',
    args: { key?: string; value?: string; tags?: string[] },
  ): Promise<unknown>;
  child: ChildProcess;
}

function startSiteCache(env: Record<string, string>): Promise<SiteCache> {
  const child = fork(PROCESS, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`cache process exited with ${code}`)));
    child.on('message', (message: { ready?: boolean; id?: number; result?: unknown; error?: string }) => {
      if (message.ready) {
        resolve({
          child,
          ask: (op, args) =>
            new Promise((res, rej) => {
              const id = next++;
              waiting.set(id, { resolve: res, reject: rej });
              child.send({ id, op, ...args });
            }),
        });
        return;
      }
      const pending = waiting.get(message.id ?? -1);
      waiting.delete(message.id ?? -1);
      if (message.error) pending?.reject(new Error(message.error));
      else pending?.resolve(message.result);
    });
  });
}

describe('the shared Next.js cache across two site processes', () => {
  let redis: RedisServer;
  let a: SiteCache;
  let b: SiteCache;

  beforeAll(async () => {
    redis = await startRedis();
    const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'cache-test:' };
    [a, b] = await Promise.all([startSiteCache(env), startSiteCache(env)]);
  }, 30_000);

  afterAll(async () => {
    for (const site of [a, b]) site?.child.kill();
    await redis?.stop();
  });

  it('reads on process B what process A cached', async () => {
    await a.ask('set', { key: 'page-home', value: 'Welcome v1', tags: ['cms:page:home'] });
    expect(await b.ask('get', { key: 'page-home' })).toBe('Welcome v1');
  });

  it('misses on process A once process B revalidates its tag, and keeps entries of other tags', async () => {
    await a.ask('set', { key: 'page-about', value: 'About v1', tags: ['cms:page:about', 'cms:media'] });
    await a.ask('set', { key: 'faq', value: 'FAQ v1', tags: ['cms:faq-items'] });
    expect(await a.ask('get', { key: 'page-about' })).toBe('About v1');

    await b.ask('revalidateTag', { tags: ['cms:media'] });

    expect(await a.ask('get', { key: 'page-about' })).toBeNull();
    expect(await a.ask('get', { key: 'faq' })).toBe('FAQ v1');
  });

  it('keeps its keys under REDIS_KEY_PREFIX, so two sites can share one Redis', async () => {
    const other = await startSiteCache({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'other-site:' });
    try {
      await a.ask('set', { key: 'footer', value: 'Footer v1', tags: ['cms:global:footer'] });
      expect(await other.ask('get', { key: 'footer' })).toBeNull();
    } finally {
      other.child.kill();
    }
  });
});
