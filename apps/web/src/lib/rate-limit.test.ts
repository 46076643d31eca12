import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { hitAll, WindowLimiter } from './rate-limit';
import { closeSharedStore, connectSharedStore } from './shared-store/redis-client';
import {
  freshStore,
  openTestStore,
  storeKinds,
  testRedisUrl,
} from './shared-store/shared-store.test-support';

const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The same cases on this process's memory (`npm start`) and on a real Redis (several processes).
describe.each(storeKinds())('WindowLimiter on %s', (kind) => {
  const limiter = (limit: number, windowMs = MINUTE, name = 'test') =>
    new WindowLimiter({ limit, windowMs }, name, freshStore(kind));

  it('allows exactly `limit` hits in the window, then refuses until it ends', async () => {
    const three = limiter(3);
    expect(await three.hit('a')).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    expect(await three.hit('a')).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(await three.hit('a')).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    const refused = await three.hit('a');
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    expect(refused.retryAfterMs).toBeGreaterThan(MINUTE - 5_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(MINUTE);
  });

  it('keeps keys, and budgets of different names, apart', async () => {
    const store = freshStore(kind);
    const one = new WindowLimiter({ limit: 1, windowMs: MINUTE }, 'one', store);
    const other = new WindowLimiter({ limit: 1, windowMs: MINUTE }, 'other', store);
    expect((await one.hit('a')).allowed).toBe(true);
    expect((await one.hit('b')).allowed).toBe(true);
    expect((await other.hit('a')).allowed).toBe(true);
    expect((await one.hit('a')).allowed).toBe(false);
  });

  it('peeks without recording', async () => {
    const one = limiter(1);
    expect(await one.peek('a')).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    expect((await one.peek('a')).allowed).toBe(true);
    await one.hit('a');
    const refused = await one.peek('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(MINUTE - 5_000);
  });

  it('lets the key in again once its window has passed, however often it was refused meanwhile', async () => {
    const one = limiter(1, 1_000);
    expect((await one.hit('a')).allowed).toBe(true);
    expect((await one.hit('a')).allowed).toBe(false);
    await sleep(500);
    const refused = await one.hit('a');
    expect(refused.allowed).toBe(false);
    // A refused hit does not move the window's end.
    expect(refused.retryAfterMs).toBeLessThanOrEqual(600);
    await sleep(refused.retryAfterMs + 100);
    expect((await one.hit('a')).allowed).toBe(true);
  });

  it('counts concurrent hits atomically: 50 at once on a budget of 30 let 30 through', async () => {
    const thirty = limiter(30);
    const results = await Promise.all(Array.from({ length: 50 }, () => thirty.hit('a')));
    expect(results.filter((result) => result.allowed)).toHaveLength(30);
  });

  it('rejects rules it cannot keep', () => {
    expect(() => limiter(0)).toThrow(RangeError);
    expect(() => limiter(1.5)).toThrow(RangeError);
    expect(() => limiter(1, 0)).toThrow(RangeError);
    expect(() => limiter(1, 1_500)).toThrow(RangeError);
  });

  describe('hitAll', () => {
    it('counts the hit in every budget when all allow it', async () => {
      const store = freshStore(kind);
      const visitor = new WindowLimiter({ limit: 2, windowMs: MINUTE }, 'visitor', store);
      const network = new WindowLimiter({ limit: 5, windowMs: MINUTE }, 'network', store);
      expect(
        await hitAll([
          { limiter: visitor, key: 'v' },
          { limiter: network, key: 'n' },
        ]),
      ).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
      expect((await network.peek('n')).remaining).toBe(3);
    });

    it('takes the hit back from the others when one refuses, and reports the longest wait', async () => {
      const store = freshStore(kind);
      const visitor = new WindowLimiter({ limit: 1, windowMs: MINUTE }, 'visitor', store);
      const network = new WindowLimiter({ limit: 5, windowMs: 2 * MINUTE }, 'network', store);
      await visitor.hit('v');
      await network.hit('n');
      const result = await hitAll([
        { limiter: visitor, key: 'v' },
        { limiter: network, key: 'n' },
      ]);
      expect(result.allowed).toBe(false);
      expect(result.retryAfterMs).toBeGreaterThan(MINUTE - 5_000);
      expect(result.retryAfterMs).toBeLessThanOrEqual(MINUTE);
      // The network budget still holds 4 hits: the refused request took none of it.
      expect((await network.peek('n')).remaining).toBe(3);
    });
  });
});

describe.skipIf(!testRedisUrl)('WindowLimiter across processes (two clients on one Redis)', () => {
  it('holds one budget in total, whichever process counts', async () => {
    const prefix = `test:shared-${Date.now()}:`;
    const a = new WindowLimiter({ limit: 4, windowMs: MINUTE }, 'shared', openTestStore(prefix));
    const b = new WindowLimiter({ limit: 4, windowMs: MINUTE }, 'shared', openTestStore(prefix));
    const results = [await a.hit('k'), await b.hit('k'), await a.hit('k'), await b.hit('k')];
    expect(results.every((result) => result.allowed)).toBe(true);
    expect((await a.hit('k')).allowed).toBe(false);
    expect((await b.hit('k')).allowed).toBe(false);
    expect((await b.peek('k')).allowed).toBe(false);
  });

  it('writes its counts under the store’s key prefix only', async () => {
    const prefix = `test:prefix-${Date.now()}:`;
    const store = openTestStore(prefix);
    await new WindowLimiter({ limit: 4, windowMs: MINUTE }, 'named', store).hit('visitor-1');
    const raw = openTestStore('');
    expect(await raw.redis.keys(`${prefix}*`)).toEqual([`${prefix}rl:named:visitor-1`]);
    expect(Number(await raw.redis.get(`${prefix}rl:named:visitor-1`))).toBe(1);
    const ttl = await raw.redis.pttl(`${prefix}rl:named:visitor-1`);
    expect(ttl).toBeGreaterThan(MINUTE - 5_000);
    expect(ttl).toBeLessThanOrEqual(MINUTE);
  });
});

describe('WindowLimiter when Redis does not answer (decision 0520: limits fail safe)', () => {
  let closedPort = 0;
  const store = () => connectSharedStore(`redis://127.0.0.1:${closedPort}`, 'test:');
  const stores: ReturnType<typeof store>[] = [];
  afterAll(async () => Promise.all(stores.map((one) => closeSharedStore(one))));

  it('keeps counting in this process, each answer within a second', async () => {
    // A port that was free a moment ago: nothing listens there.
    closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const down = store();
    stores.push(down);
    const two = new WindowLimiter({ limit: 2, windowMs: MINUTE }, 'outage', down);
    const timed = async <T>(work: () => Promise<T>): Promise<T> => {
      const started = Date.now();
      const result = await work();
      expect(Date.now() - started).toBeLessThan(1_000);
      return result;
    };
    expect((await timed(() => two.hit('a'))).allowed).toBe(true);
    expect((await timed(() => two.hit('a'))).allowed).toBe(true);
    expect((await timed(() => two.hit('a'))).allowed).toBe(false);
    expect((await timed(() => two.peek('a'))).allowed).toBe(false);
  });
});
