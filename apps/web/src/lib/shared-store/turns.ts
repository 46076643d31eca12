import { Mutex } from 'redis-semaphore';
import { type SharedStore, SharedStoreUnavailableError } from './redis-client';

/**
 * Work on one key that must run one at a time (the staff sign-in's last step of one account). In
 * one process, a queue of promises; across processes, a Redis lock through redis-semaphore (SET NX
 * PX, refreshed while held, released by its holder only), waited for with a bound (decision 0523).
 */
export interface Turns {
  /**
   * Runs `work` once no other turn of `key` runs, anywhere. With a shared store, rejects with
   * SharedStoreUnavailableError when Redis does not answer or the turn does not come in time:
   * the work is never run without its turn.
   */
  oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T>;
}

export const TURN_TIMEOUTS = {
  /** A holder that dies keeps the turn this long at most (refreshed every 80% of it while alive). */
  lockMs: 10_000,
  /** How long a caller waits for its turn before giving up with a 503. */
  acquireMs: 10_000,
  /** How often a waiting caller tries again. */
  retryMs: 25,
} as const;

/** One process's turns: each key's work chained after the last one's. */
export function memoryTurns(): Turns {
  const queue = new Map<string, Promise<unknown>>();
  return {
    async oneAtATime(key, work) {
      const run = (queue.get(key) ?? Promise.resolve()).then(work);
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      queue.set(key, settled);
      try {
        return await run;
      } finally {
        if (queue.get(key) === settled) queue.delete(key);
      }
    },
  };
}

/** Turns shared by every process on one Redis; `name` keeps this kind of turn's keys apart. */
export function redisTurns(
  store: SharedStore,
  name: string,
  timeouts: { lockMs: number; acquireMs: number; retryMs: number } = TURN_TIMEOUTS,
): Turns {
  return {
    async oneAtATime(key, work) {
      const mutex = new Mutex(store.redis, `turns:${name}:${key}`, {
        lockTimeout: timeouts.lockMs,
        acquireTimeout: timeouts.acquireMs,
        retryInterval: timeouts.retryMs,
        // The library's default throws from a timer; a lost turn (a stall past lockMs) is logged.
        onLockLost: (error) => console.error('A shared turn was lost before its work ended', { name, error }),
      });
      try {
        await mutex.acquire();
      } catch (error) {
        throw new SharedStoreUnavailableError(`waiting for a turn of ${name}`, { cause: error });
      }
      try {
        return await work();
      } finally {
        // If this fails the lock expires by itself after lockMs.
        await mutex.release().catch(() => undefined);
      }
    },
  };
}

export function createTurns(name: string, store: SharedStore | null): Turns {
  return store ? redisTurns(store, name) : memoryTurns();
}
