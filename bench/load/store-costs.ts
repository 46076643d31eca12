import { Redis } from 'ioredis';
import pg from 'pg';

/** The shared stores' own counters at one moment: what the run cost them, once subtracted. */
export interface StoreCounters {
  redisCommands: number;
  apiTransactions: number;
  cmsTransactions: number;
}

/** Every command Redis processed since it started (INFO stats). */
async function redisCommands(url: string): Promise<number> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const info = await redis.info('stats');
    const match = /^total_commands_processed:(\d+)/m.exec(info);
    if (!match?.[1]) throw new Error('Redis INFO stats has no total_commands_processed');
    return Number(match[1]);
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
  return {
    redisCommands: await redisCommands(urls.redisUrl),
    apiTransactions: await transactions(urls.databaseUrl),
    cmsTransactions: await transactions(urls.cmsDatabaseUrl),
  };
}

export interface StoreCosts {
  redisCommandsPerJourney: number;
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
  return {
    redisCommandsPerJourney: (after.redisCommands - before.redisCommands) / journeys,
    apiTransactionsPerJourney: (after.apiTransactions - before.apiTransactions) / journeys,
    cmsTransactionsPerJourney: (after.cmsTransactions - before.cmsTransactions) / journeys,
  };
}
