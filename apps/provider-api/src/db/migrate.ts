import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import * as initialSchema from './migrations/2026-11-22-initial-schema';
import * as addressPostcodeItemsIndex from './migrations/2026-11-22T17-00-address-postcode-items-index';
import * as openOrderPerUprn from './migrations/2026-11-23-open-order-per-uprn';
import * as switchOrderAndCancellation from './migrations/2026-11-23T22-00-switch-order-and-cancellation';
import * as orderConfirmation from './migrations/2026-11-23T23-00-order-confirmation';
import * as charityVote from './migrations/2026-11-24T09-00-charity-vote';
import * as openOrderPerCustomer from './migrations/2026-11-27T08-00-open-order-per-customer';
import * as catalogueVersion from './migrations/2026-11-27T20-00-catalogue-version';
import * as postcodeBody from './migrations/2026-11-27T20-10-postcode-body';
import * as catalogueChangeNotice from './migrations/2026-11-27T21-00-catalogue-change-notice';
import * as orderLifecycle from './migrations/2026-11-28T00-00-order-lifecycle';
import type { DatabaseSchema } from './schema';

/**
 * Every migration, by dated name. A static list (not a folder scan) so the same code runs from
 * tsx, from a bundle and from the tests; Kysely applies them in name order.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-initial-schema': initialSchema,
  // A time after the date keeps a second migration of the same day after the first in name order.
  '2026-11-22T17-00-address-postcode-items-index': addressPostcodeItemsIndex,
  '2026-11-23-open-order-per-uprn': openOrderPerUprn,
  '2026-11-23T22-00-switch-order-and-cancellation': switchOrderAndCancellation,
  '2026-11-23T23-00-order-confirmation': orderConfirmation,
  '2026-11-24T09-00-charity-vote': charityVote,
  '2026-11-27T08-00-open-order-per-customer': openOrderPerCustomer,
  '2026-11-27T20-00-catalogue-version': catalogueVersion,
  '2026-11-27T20-10-postcode-body': postcodeBody,
  '2026-11-27T21-00-catalogue-change-notice': catalogueChangeNotice,
  '2026-11-28T00-00-order-lifecycle': orderLifecycle,
};

/** Applies every pending migration; throws (naming the failed one) if any fails. */
export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((migration) => migration.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: result.error });
  }
  return result;
}
