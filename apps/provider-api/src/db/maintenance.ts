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
