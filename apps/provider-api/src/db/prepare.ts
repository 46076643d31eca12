import { sql } from 'kysely';
import type { AppDatabase } from './database';
import { migrateToLatest } from './migrate';
import { type SeedResult, seedDemoData } from './seed';

/**
 * The PostgreSQL advisory lock key every provider API process takes around its migrations and
 * demo seeding (decision 0543). Any fixed 64-bit number: this one spells "fibreAPI" in ASCII,
 * so it cannot meet the CMS's own key.
 */
export const SETUP_LOCK_KEY = 0x6669_6272_6541_5049n;

/**
 * Migrates the database and loads the demo data into an empty one, once however many processes
 * start together (decision 0543). On PostgreSQL a session-level advisory lock, held on one pooled
 * connection, queues the others until the first has committed; each then finds nothing to migrate
 * and products present, so seeds nothing. The lock goes with its connection if the process dies.
 * SQLite is one process's file: no lock.
 */
export async function prepareDatabase(database: AppDatabase, today: Date): Promise<SeedResult> {
  const run = async () => {
    await migrateToLatest(database.db);
    return seedDemoData(database.db, today);
  };
  if (database.dialect !== 'postgres') return run();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SETUP_LOCK_KEY.toString()}::bigint)`.execute(connection);
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(${SETUP_LOCK_KEY.toString()}::bigint)`.execute(connection);
    }
  });
}
