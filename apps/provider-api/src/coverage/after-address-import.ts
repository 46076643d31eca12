import type { AppDatabase } from '../db/database';
import { refreshAddressStatistics } from '../db/maintenance';
import { buildMissingPostcodeBodies } from './postcode-bodies';

/**
 * What a completed address import runs once at its end, after its last batch committed: the
 * planner's statistics brought up to date in one pass rather than per batch, then the lookup's
 * stored body of every postcode that lacks one (the batches deleted those they changed; decision
 * 0611). Not run after a failed import: its batches each stay whole (every batch's own transaction
 * already told the lookups what it changed, and deleted those postcodes' bodies).
 */
export async function afterAddressImport(database: AppDatabase): Promise<void> {
  await refreshAddressStatistics(database);
  await buildMissingPostcodeBodies(database);
}
