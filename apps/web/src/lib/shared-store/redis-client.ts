import { Redis } from 'ioredis';
import { parseSharedStoreEnv } from '../env-schema';

/**
 * The site's shared store (decision 0520): one Redis client per process, made on first use from
 * REDIS_URL, every key under REDIS_KEY_PREFIX. Without REDIS_URL (`npm start`, one process) there is
 * none and each store keeps its state in memory.
 *
 * Short timeouts, so an outage costs a request half a second rather than hanging it: each store then
 * decides for itself whether to fail safe or answer 503 (decision 0520 lists which).
 */
export const SHARED_STORE_TIMEOUTS = {
  /** A first connection (or a reconnection) that takes longer is dropped and tried again. */
  connectMs: 2_000,
  /** A command with no answer in this time fails, queued while disconnected or not. */
  commandMs: 500,
  /** Reconnection back-off: 100 ms, 200 ms, ... at most this. */
  maxReconnectDelayMs: 2_000,
} as const;

export interface SharedStore {
  /** Every key given to this client is written under `keyPrefix` (ioredis's keyPrefix option). */
  redis: Redis;
  keyPrefix: string;
}

/** A store that must not guess (a claim, a lock) could not reach Redis: the route answers 503. */
export class SharedStoreUnavailableError extends Error {
  override readonly name = 'SharedStoreUnavailableError';
  constructor(what: string, options?: { cause?: unknown }) {
    super(`The shared store did not answer (${what}).`, options);
  }
}

/** A client for the store at `url`: connects on its first command, retries for ever, fails each command fast. */
export function connectSharedStore(url: string, keyPrefix: string): SharedStore {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    connectTimeout: SHARED_STORE_TIMEOUTS.connectMs,
    commandTimeout: SHARED_STORE_TIMEOUTS.commandMs,
    // A command waits for at most one reconnection, then fails (the default, 20, is ~minutes).
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, SHARED_STORE_TIMEOUTS.maxReconnectDelayMs),
  });
  // One line per outage, not one per reconnection attempt; and no unhandled 'error' events.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    console.warn('Shared store (Redis) unavailable: limits fall back to this process, claims answer 503', {
      error: error.message,
    });
  });
  redis.on('ready', () => {
    if (reported) console.warn('Shared store (Redis) answering again');
    reported = false;
  });
  return { redis, keyPrefix };
}

/** Whether the store answers a PING now (for the readiness check). */
export async function sharedStoreAnswers(store: SharedStore): Promise<boolean> {
  try {
    return (await store.redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** Closes the client (QUIT when it can, else drops the socket) and resolves once it has ended. */
export async function closeSharedStore(store: SharedStore): Promise<void> {
  const { redis } = store;
  if (redis.status === 'end') return;
  const ended = new Promise<void>((resolve) => {
    redis.once('end', () => resolve());
    setTimeout(resolve, SHARED_STORE_TIMEOUTS.connectMs).unref();
  });
  try {
    if (redis.status === 'ready') await redis.quit();
  } catch {
    // Not answering: dropping the socket is all that is left.
  }
  redis.disconnect();
  // A socket still open closes with an 'end'; between reconnection attempts there is none to wait for.
  if (['connecting', 'connect', 'ready', 'close'].includes(redis.status)) await ended;
}

// One per server process, kept on globalThis so every copy of this module (Next bundles it more
// than once) and development reloads share the one client.
const holder = globalThis as typeof globalThis & { __fibreSharedStore?: SharedStore | null };

/** This process's shared store, or null when REDIS_URL is unset (everything then stays in memory). */
export function sharedStore(): SharedStore | null {
  if (holder.__fibreSharedStore === undefined) {
    const env = parseSharedStoreEnv(process.env);
    const store = env.redisUrl ? connectSharedStore(env.redisUrl, env.redisKeyPrefix) : null;
    // `next start` drains its requests on SIGTERM and then exits: the socket goes with the process.
    if (store) process.once('exit', () => store.redis.disconnect());
    holder.__fibreSharedStore = store;
  }
  return holder.__fibreSharedStore;
}
