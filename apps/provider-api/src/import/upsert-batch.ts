import type { Kysely } from 'kysely';
import { notifyAddressesChanged } from '../coverage/address-change-channel';
import { ADDRESS_VALUE_COLUMNS, type AddressValueColumn } from '../db/address-columns';
import type { DatabaseSchema } from '../db/schema';
import { addressToRow } from '../repositories/address.repository';
import type { ImportedAddress } from './address-row';

/** What one batch did to each of its lines. */
export type BatchCounts = { inserted: number; updated: number; unchanged: number };

// As read back: text columns are not narrowed to the enumerations, which only matters for comparison.
type StoredState = Record<AddressValueColumn, string | boolean | null>;

/**
 * Upserts one batch of valid rows in one transaction: either every line of the batch is applied
 * or, if anything fails, none is (the error propagates after the rollback).
 *
 * Lines are classified against what is stored: a new uprn is inserted, a known one with any column
 * changed is updated, an identical one is left alone so a nightly full export rewrites only what
 * changed. A uprn repeated inside the batch is applied in file order (the last line wins).
 */
export async function upsertAddressBatch(
  db: Kysely<DatabaseSchema>,
  rows: readonly ImportedAddress[],
): Promise<BatchCounts> {
  if (rows.length === 0) {
    return { inserted: 0, updated: 0, unchanged: 0 };
  }
  return db.transaction().execute(async (trx) => {
    const uprns = [...new Set(rows.map((row) => row.uprn))];
    const stored = await trx
      .selectFrom('address')
      .select(['uprn', ...ADDRESS_VALUE_COLUMNS])
      .where('uprn', 'in', uprns)
      .execute();

    const current = new Map<string, StoredState>();
    for (const row of stored) {
      if (row.uprn !== null) {
        current.set(row.uprn, { ...row, ismdu: row.ismdu === 1 });
      }
    }

    const counts: BatchCounts = { inserted: 0, updated: 0, unchanged: 0 };
    const toWrite = new Map<string, ImportedAddress>();
    for (const row of rows) {
      const before = current.get(row.uprn);
      if (before === undefined) {
        counts.inserted += 1;
      } else if (ADDRESS_VALUE_COLUMNS.some((column) => before[column] !== row[column])) {
        counts.updated += 1;
      } else {
        counts.unchanged += 1;
        continue;
      }
      current.set(row.uprn, row);
      toWrite.set(row.uprn, row);
    }

    if (toWrite.size > 0) {
      // ON CONFLICT keeps this correct even if another writer added the uprn since the select.
      await trx
        .insertInto('address')
        .values([...toWrite.values()].map(addressToRow))
        .onConflict((conflict) =>
          conflict
            .column('uprn')
            .doUpdateSet((eb) =>
              Object.fromEntries(
                ADDRESS_VALUE_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]),
              ),
            ),
        )
        .execute();
      // Delivered with the commit: every API process on PostgreSQL drops its cached lists (0544).
      // The postcodes of the rows written, and the ones those uprns had before (a moved address).
      const postcodes = new Set([...toWrite.values()].map((row) => row.postcode));
      for (const row of stored)
        if (toWrite.has(row.uprn ?? '') && row.postcode !== null) postcodes.add(row.postcode);
      await notifyAddressesChanged(trx, [...postcodes]);
    }
    return counts;
  });
}
