import { sql } from 'kysely';
import type { AppDatabase } from './database';

/**
 * Refreshes the planner's statistics of the address table after a bulk import, so the postcode
 * lookup keeps using its covering index. On PostgreSQL `vacuum` also marks the rewritten pages
 * all-visible, which an index-only scan needs to skip the table (docs/decisions/0110).
 */
export async function refreshAddressStatistics(database: AppDatabase): Promise<void> {
  if (database.dialect === 'postgres') {
    await sql`vacuum analyze address`.execute(database.db);
  } else {
    await sql`analyze address`.execute(database.db);
  }
}

/**
 * Settings of the import's own SQLite connection (nothing on PostgreSQL): checkpoint the WAL every
 * 64 MiB instead of every 4 MiB, so a 10,000-row commit seldom waits for a checkpoint. Durability
 * is unchanged (`synchronous = NORMAL` in WAL mode, as the API runs): a killed process loses no
 * committed batch, and the last connection to close checkpoints the rest (docs/decisions/0620).
 */
export async function prepareBulkImport(database: AppDatabase): Promise<void> {
  if (database.dialect === 'sqlite') await sql`pragma wal_autocheckpoint = 16384`.execute(database.db);
}
