// Next.js's cache on Redis, shared by every site process (decision 0530). next.config.ts names this
// file as `cacheHandler` only when REDIS_URL is set; Next imports it at run time, outside the app's
// bundle, so it is plain JavaScript and reads its two variables itself (issue 21's contract).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';

/** How long a first request waits for the connection before it is served uncached. */
const CONNECT_WAIT_MS = 2_000;
/** One Redis call's limit: past it the read is a miss and the value is computed afresh. */
const COMMAND_TIMEOUT_MS = 1_000;
/**
 * An entry with no revalidate period of its own (every CMS read: unstable_cache without
 * `revalidate`) lives this long at most, so a revalidation lost while Redis was away heals itself.
 */
const DEFAULT_STALE_AGE_SECONDS = 24 * 60 * 60;

/** The keys of Next's cache, under the site's prefix (REDIS_KEY_PREFIX, default `fibre:`). */
export function nextCacheKeyPrefix(env = process.env) {
  return `${env.REDIS_KEY_PREFIX || 'fibre:'}next:`;
}

/** Resolves once the client is ready, or after `ms` (the handler then misses until it is). */
function readyWithin(client, ms) {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

CacheHandler.onCreation(async () => {
  const url = process.env.REDIS_URL;
  if (!url) {
    // next.config.ts never names this file without REDIS_URL; if it is loaded anyway, cache nothing
    // rather than keep a copy per process that a publish on another process would not expire.
    console.warn('[next-cache] REDIS_URL is not set: the shared cache is off, every read is fresh.');
    return { handlers: [] };
  }
  const client = new Redis(url, { connectionName: 'fibre-next-cache', maxRetriesPerRequest: 1 });
  let reported = false;
  client.on('error', (error) => {
    // ioredis retries on its own; say so once per outage, not once per retry.
    if (reported) return;
    reported = true;
    console.warn(`[next-cache] Redis unavailable, reads are fresh until it is back: ${error.message}`);
  });
  client.on('ready', () => {
    reported = false;
  });
  await readyWithin(client, CONNECT_WAIT_MS);
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix: nextCacheKeyPrefix(),
        timeoutMs: COMMAND_TIMEOUT_MS,
      }),
    ],
    ttl: { defaultStaleAge: DEFAULT_STALE_AGE_SECONDS, estimateExpireAge: (staleAge) => staleAge },
  };
});

export default CacheHandler;
