import type { AppDatabase } from '../db/database';
import { refreshAddressStatistics } from '../db/maintenance';

/**
 * What a completed address import runs once at its end, after its last batch committed: the
 * planner's statistics (and whatever else the lookup derives from the address table) brought up to
 * date in one pass rather than per batch. Not run after a failed import: its batches each stay
 * whole (every batch's own transaction already told the lookups what it changed).
 */
export async function afterAddressImport(database: AppDatabase): Promise<void> {
  await refreshAddressStatistics(database);
}
