import { type SharedStore, SharedStoreUnavailableError, sharedStore } from '../shared-store/redis-client';

/**
 * Which uprns each visitor was just shown, so PUT /api/uprn-checked writes only for an address
 * this visitor looked up (decision 0182: it wrote for any anonymous caller and any uprn). In the
 * shared store when the site has one, so a visitor who looked up on one process confirms on
 * another (decision 0522); else in this process's memory. Bounded in uprns per visitor and in time.
 */
export const LOOKED_UP_TTL_MS = 30 * 60_000;
/** A postcode lists at most a few hundred addresses; past this the oldest are forgotten. */
export const MAX_UPRNS_PER_VISITOR = 500;
const MAX_VISITORS = 20_000;

export interface LookedUpUprns {
  remember(visitor: string, uprns: Iterable<string>, now: number): Promise<void>;
  /**
   * Whether the visitor was shown the uprn within the last half hour. Rejects with
   * SharedStoreUnavailableError when the shared store does not answer: a claim is never guessed.
   */
  has(visitor: string, uprn: string, now: number): Promise<boolean>;
}

/** One process's memory (`npm start`), bounded in visitors too: the least recent is forgotten first. */
export class MemoryLookedUpUprns implements LookedUpUprns {
  /** visitor id -> uprn -> when it was shown. Map order is insertion order: oldest first. */
  private readonly byVisitor = new Map<string, Map<string, number>>();

  constructor(
    private readonly ttlMs = LOOKED_UP_TTL_MS,
    private readonly maxVisitors = MAX_VISITORS,
  ) {}

  async remember(visitor: string, uprns: Iterable<string>, now: number): Promise<void> {
    const seen = this.byVisitor.get(visitor) ?? new Map<string, number>();
    this.byVisitor.delete(visitor);
    for (const uprn of uprns) {
      seen.delete(uprn);
      seen.set(uprn, now);
    }
    while (seen.size > MAX_UPRNS_PER_VISITOR) {
      const oldest = seen.keys().next().value;
      if (oldest === undefined) break;
      seen.delete(oldest);
    }
    this.byVisitor.set(visitor, seen);
    while (this.byVisitor.size > this.maxVisitors) {
      const oldest = this.byVisitor.keys().next().value;
      if (oldest === undefined) break;
      this.byVisitor.delete(oldest);
    }
  }

  async has(visitor: string, uprn: string, now: number): Promise<boolean> {
    const shownAt = this.byVisitor.get(visitor)?.get(uprn);
    return shownAt !== undefined && now - shownAt < this.ttlMs;
  }

  get size(): number {
    return this.byVisitor.size;
  }
}

/**
 * In Redis: one sorted set per visitor, uprn scored by when it was shown, trimmed to the newest 500
 * and to the last half hour on each write, and dropped by Redis half an hour after the last one.
 * One round trip per lookup and per check.
 */
export class RedisLookedUpUprns implements LookedUpUprns {
  constructor(
    private readonly store: SharedStore,
    private readonly ttlMs = LOOKED_UP_TTL_MS,
  ) {}

  private key(visitor: string): string {
    return `looked-up-uprns:${visitor}`;
  }

  async remember(visitor: string, uprns: Iterable<string>, now: number): Promise<void> {
    const members = [...new Set(uprns)].flatMap((uprn) => [now, uprn]);
    if (members.length === 0) return;
    const key = this.key(visitor);
    try {
      await this.store.redis
        .multi()
        .zadd(key, ...members)
        .zremrangebyscore(key, '-inf', now - this.ttlMs)
        // Newest 500 kept: ranks run from the lowest score, so drop all but the last 500.
        .zremrangebyrank(key, 0, -(MAX_UPRNS_PER_VISITOR + 1))
        .pexpire(key, this.ttlMs)
        .exec();
    } catch (error) {
      throw new SharedStoreUnavailableError('remembering looked-up uprns', { cause: error });
    }
  }

  async has(visitor: string, uprn: string, now: number): Promise<boolean> {
    let shownAt: string | null;
    try {
      shownAt = await this.store.redis.zscore(this.key(visitor), uprn);
    } catch (error) {
      throw new SharedStoreUnavailableError('reading looked-up uprns', { cause: error });
    }
    return shownAt !== null && now - Number(shownAt) < this.ttlMs;
  }
}

export function createLookedUpUprns(store: SharedStore | null): LookedUpUprns {
  return store ? new RedisLookedUpUprns(store) : new MemoryLookedUpUprns();
}

// One per server process, on its shared store when it has one; kept on globalThis so development
// reloads do not reset it.
const holder = globalThis as typeof globalThis & { __fibreLookedUpUprns?: LookedUpUprns };
export function lookedUpUprns(): LookedUpUprns {
  holder.__fibreLookedUpUprns ??= createLookedUpUprns(sharedStore());
  return holder.__fibreLookedUpUprns;
}
