import { Redis } from 'ioredis';
import pg from 'pg';

/** The shared stores' own counters at one moment: what the run cost them, once subtracted. */
export interface StoreCounters {
  redisCommands: number;
  /** Calls per command name ('get', 'evalsha', ...), from INFO commandstats. */
  redisCalls: Record<string, number>;
  apiTransactions: number;
  cmsTransactions: number;
}

/** 'cmdstat_get:calls=12,usec=...' lines of INFO commandstats -> { get: 12 }. */
export function parseCommandStats(info: string): Record<string, number> {
  const calls: Record<string, number> = {};
  for (const match of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) {
    if (match[1] && match[2]) calls[match[1]] = Number(match[2]);
  }
  return calls;
}

/** Every command Redis processed since it started (INFO stats), and the calls of each. */
async function redisCounters(url: string): Promise<{ total: number; calls: Record<string, number> }> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const stats = await redis.info('stats');
    const match = /^total_commands_processed:(\d+)/m.exec(stats);
    if (!match?.[1]) throw new Error('Redis INFO stats has no total_commands_processed');
    return { total: Number(match[1]), calls: parseCommandStats(await redis.info('commandstats')) };
  } finally {
    redis.disconnect();
  }
}

/** Transactions committed and rolled back in the URL's database (pg_stat_database). */
async function transactions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The statistics of other sessions are flushed about once a second: ask for a fresh snapshot.
    await client.query('select pg_stat_clear_snapshot()');
    const result = await client.query<{ count: string }>(
      'select (xact_commit + xact_rollback)::text as count from pg_stat_database where datname = current_database()',
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

export async function readStoreCounters(urls: {
  redisUrl: string;
  databaseUrl: string;
  cmsDatabaseUrl: string;
}): Promise<StoreCounters> {
  // PostgreSQL publishes each backend's counts within about a second of its last transaction.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const redis = await redisCounters(urls.redisUrl);
  return {
    redisCommands: redis.total,
    redisCalls: redis.calls,
    apiTransactions: await transactions(urls.databaseUrl),
    cmsTransactions: await transactions(urls.cmsDatabaseUrl),
  };
}

export interface StoreCosts {
  redisCommandsPerJourney: number;
  /** The commands most called, with their calls per journey, most first. */
  redisTopCommands: Array<{ command: string; perJourney: number }>;
  apiTransactionsPerJourney: number;
  cmsTransactionsPerJourney: number;
}

/** What one completed journey cost each store, on average, between two readings. */
export function storeCostsPerJourney(
  before: StoreCounters,
  after: StoreCounters,
  journeys: number,
): StoreCosts | null {
  if (journeys <= 0) return null;
  const redisTopCommands = Object.entries(after.redisCalls)
    .map(([command, calls]) => ({
      command,
      perJourney: (calls - (before.redisCalls[command] ?? 0)) / journeys,
    }))
    .filter((entry) => entry.perJourney > 0)
    .sort((a, b) => b.perJourney - a.perJourney || a.command.localeCompare(b.command))
    .slice(0, 5);
  return {
    redisCommandsPerJourney: (after.redisCommands - before.redisCommands) / journeys,
    redisTopCommands,
    apiTransactionsPerJourney: (after.apiTransactions - before.apiTransactions) / journeys,
    cmsTransactionsPerJourney: (after.cmsTransactions - before.cmsTransactions) / journeys,
  };
}
