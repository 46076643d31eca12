import { describe, expect, it } from 'vitest';
import {
  freshStore,
  openTestStore,
  storeKinds,
  testRedisUrl,
} from '../shared-store/shared-store.test-support';
import {
  createLookedUpUprns,
  LOOKED_UP_TTL_MS,
  MAX_UPRNS_PER_VISITOR,
  MemoryLookedUpUprns,
  RedisLookedUpUprns,
} from './looked-up-uprns';

const T0 = 1_700_000_000_000;
const uprns = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from + i));

// The same cases on this process's memory and on a real Redis (decision 0522).
describe.each(storeKinds())('looked-up uprns on %s', (kind) => {
  const fresh = () => createLookedUpUprns(freshStore(kind));

  it('knows what each visitor was shown, for half an hour only', async () => {
    const shown = fresh();
    await shown.remember('a', ['1', '2'], T0);
    expect(await shown.has('a', '1', T0 + LOOKED_UP_TTL_MS - 1)).toBe(true);
    expect(await shown.has('a', '2', T0 + LOOKED_UP_TTL_MS - 1)).toBe(true);
    expect(await shown.has('a', '1', T0 + LOOKED_UP_TTL_MS)).toBe(false);
    expect(await shown.has('b', '1', T0)).toBe(false);
    expect(await shown.has('a', '3', T0)).toBe(false);
  });

  it('renews a uprn shown again', async () => {
    const shown = fresh();
    await shown.remember('a', ['1'], T0);
    await shown.remember('a', ['1'], T0 + 20 * 60_000);
    expect(await shown.has('a', '1', T0 + 40 * 60_000)).toBe(true);
  });

  it('keeps at most 500 uprns per visitor, forgetting the oldest look-ups first', async () => {
    const shown = fresh();
    await shown.remember('a', uprns(0, 400), T0);
    await shown.remember('a', uprns(1000, 200), T0 + 1);
    let kept = 0;
    for (const uprn of uprns(0, 400)) if (await shown.has('a', uprn, T0 + 2)) kept += 1;
    expect(kept).toBe(MAX_UPRNS_PER_VISITOR - 200);
    for (const uprn of uprns(1000, 200)) expect(await shown.has('a', uprn, T0 + 2)).toBe(true);
  });

  it('remembers nothing for an empty look-up', async () => {
    const shown = fresh();
    await shown.remember('a', [], T0);
    expect(await shown.has('a', '', T0)).toBe(false);
  });
});

describe('looked-up uprns in memory', () => {
  it('bounds memory: the least recent visitor is forgotten first', async () => {
    const memory = new MemoryLookedUpUprns(1000, 2);
    await memory.remember('a', ['1'], 0);
    await memory.remember('b', ['1'], 0);
    await memory.remember('a', ['2'], 1);
    await memory.remember('c', ['1'], 2);
    expect(memory.size).toBe(2);
    expect(await memory.has('b', '1', 3)).toBe(false);
    expect(await memory.has('a', '2', 3)).toBe(true);
  });
});

describe.skipIf(!testRedisUrl)('looked-up uprns across site processes (decision 0522)', () => {
  it('a uprn remembered by one process is known to another', async () => {
    const prefix = `test:looked-up-${Date.now()}:`;
    const siteA = new RedisLookedUpUprns(openTestStore(prefix));
    const siteB = new RedisLookedUpUprns(openTestStore(prefix));
    await siteA.remember('visitor-1', ['100000000001', '100000000002'], T0);
    expect(await siteB.has('visitor-1', '100000000002', T0 + 1)).toBe(true);
    expect(await siteB.has('visitor-2', '100000000002', T0 + 1)).toBe(false);
  });

  it('keeps one sorted set per visitor under the prefix, which Redis drops after half an hour', async () => {
    const prefix = `test:looked-up-ttl-${Date.now()}:`;
    await new RedisLookedUpUprns(openTestStore(prefix)).remember('visitor-1', ['1', '2'], Date.now());
    const raw = openTestStore('');
    expect(await raw.redis.zcard(`${prefix}looked-up-uprns:visitor-1`)).toBe(2);
    const ttl = await raw.redis.pttl(`${prefix}looked-up-uprns:visitor-1`);
    expect(ttl).toBeGreaterThan(LOOKED_UP_TTL_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(LOOKED_UP_TTL_MS);
  });
});
