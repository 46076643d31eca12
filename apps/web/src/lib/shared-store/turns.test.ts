import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeSharedStore, connectSharedStore, SharedStoreUnavailableError } from './redis-client';
import { freshStore, openTestStore, storeKinds, testRedisUrl } from './shared-store.test-support';
import { createTurns, redisTurns, type Turns } from './turns';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `count` pieces of work on one key at once, through the given turns; records overlaps. */
async function overlapsOf(turns: Turns[], count: number, key = 'account-1') {
  let running = 0;
  let most = 0;
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      turns[index % turns.length]!.oneAtATime(key, async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(5);
        order.push(index);
        running -= 1;
      }),
    ),
  );
  return { most, done: order.length };
}

describe.each(storeKinds())('turns on %s (decision 0523)', (kind) => {
  it('runs the work of one key one at a time, and each piece once', async () => {
    const turns = createTurns('test', freshStore(kind));
    expect(await overlapsOf([turns], 8)).toEqual({ most: 1, done: 8 });
  });

  it('lets different keys run at once', async () => {
    const turns = createTurns('test', freshStore(kind));
    let running = 0;
    let most = 0;
    await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        turns.oneAtATime(key, async () => {
          running += 1;
          most = Math.max(most, running);
          await sleep(30);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(3);
  });

  it('passes the work’s answer and its failure on, and frees the turn after a failure', async () => {
    const turns = createTurns('test', freshStore(kind));
    await expect(turns.oneAtATime('k', async () => 42)).resolves.toBe(42);
    await expect(
      turns.oneAtATime('k', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expect(turns.oneAtATime('k', async () => 'next')).resolves.toBe('next');
  });
});

describe.skipIf(!testRedisUrl)('turns across site processes (two clients on one Redis)', () => {
  it('keeps one turn at a time across processes', async () => {
    const prefix = `test:turns-${Date.now()}:`;
    const siteA = redisTurns(openTestStore(prefix), 'staff-sign-in');
    const siteB = redisTurns(openTestStore(prefix), 'staff-sign-in');
    expect(await overlapsOf([siteA, siteB], 10)).toEqual({ most: 1, done: 10 });
  });

  it('gives up with SharedStoreUnavailableError when the turn does not come in time, never running the work', async () => {
    const prefix = `test:turns-wait-${Date.now()}:`;
    const timeouts = { lockMs: 5_000, acquireMs: 150, retryMs: 20 };
    const siteA = redisTurns(openTestStore(prefix), 'staff-sign-in', timeouts);
    const siteB = redisTurns(openTestStore(prefix), 'staff-sign-in', timeouts);
    let ran = false;
    const holding = siteA.oneAtATime('k', () => sleep(600));
    await sleep(20);
    await expect(
      siteB.oneAtATime('k', async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(SharedStoreUnavailableError);
    expect(ran).toBe(false);
    await holding;
  });
});

describe('turns when Redis does not answer', () => {
  it('refuses with SharedStoreUnavailableError rather than run the work without its turn', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const down = connectSharedStore(`redis://127.0.0.1:${port}`, 'test:');
    try {
      let ran = false;
      await expect(
        redisTurns(down, 'staff-sign-in').oneAtATime('k', async () => {
          ran = true;
        }),
      ).rejects.toBeInstanceOf(SharedStoreUnavailableError);
      expect(ran).toBe(false);
    } finally {
      await closeSharedStore(down);
    }
  });
});
