import { addressItemListSchema } from '@fibre/domain/schemas/address-item';
import { type CompiledQuery, sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { Executor } from '../db/executor';
import { orderAddressRows } from '../repositories/address.repository';
import { fastJsonWriter } from '../routes/fast-serializer';
import { type RowKey, readChunkAddresses, storeOrderedBodies } from './postcode-bodies-sql';

/**
 * The address lookup's 200 body per postcode, kept in the `postcode_body` table (decision 0611):
 * the bytes the lookup's own serializer writes from the same rows in the same order (the database
 * writes them, decision 0690; writeAddressItemList below is what tests compare), deleted by every
 * address write for the postcodes it changed (notifyAddressesChanged, in the write's transaction),
 * and built for the postcodes lacking one at the end of a completed import (afterAddressImport).
 * A postcode without a row is answered from the address table, as before.
 */

/** The lookup's 200 body of address items (fast-json-stringify, as the route's serializer). */
export const writeAddressItemList = fastJsonWriter(addressItemListSchema);

const bodyQueries = new WeakMap<Executor, CompiledQuery<{ body: string }>>();

/** The stored body of a normalised postcode, or undefined; the SQL is compiled once per database. */
export async function findPostcodeBody(db: Executor, postcode: string): Promise<string | undefined> {
  let query = bodyQueries.get(db);
  if (query === undefined) {
    query = db.selectFrom('postcode_body').select('body').where('postcode', '=', '').compile();
    bodyQueries.set(db, query);
  }
  const { rows } = await db.executeQuery<{ body: string }>({ ...query, parameters: [postcode] });
  return rows[0]?.body;
}

/** Postcodes per transaction while building: bounded memory (about 30 rows each). */
const BUILD_CHUNK = 500;

/**
 * Stores the body of every postcode of the address table that has none, a chunk of postcodes per
 * transaction. Each transaction keeps address writes out while it reads and stores (SQLite's
 * `begin immediate`; PostgreSQL's SHARE lock on `address`), so a write cannot commit between the
 * read and the store and leave a body behind the rows. The database writes each body itself
 * (postcode-bodies-sql.ts); only each row's key and address come here, to be put in the lookup's
 * order (decision 0690). Returns the number of bodies stored.
 */
export async function buildMissingPostcodeBodies(database: AppDatabase): Promise<number> {
  const { dialect } = database;
  let stored = 0;
  let after = '';
  for (;;) {
    const chunk = await database.db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`lock table address in share mode`.execute(trx);
      const postcodes = await trx
        .selectFrom('address')
        .select('postcode')
        .distinct()
        .where('postcode', '>', after)
        .orderBy('postcode')
        .limit(BUILD_CHUNK)
        .execute();
      const last = postcodes.at(-1)?.postcode;
      if (last === undefined) return { last, stored: 0 };
      const postcodeRows = await readChunkAddresses(trx, dialect, after, last);
      if (postcodeRows.length === 0) return { last, stored: 0 };
      const keys = postcodeRows.flatMap((row) => lookupOrderedKeys(row.keys, row.addresses));
      return { last, stored: await storeOrderedBodies(trx, dialect, after, last, keys) };
    });
    stored += chunk.stored;
    if (chunk.last === undefined) return stored;
    after = chunk.last;
  }
}

/** One postcode's row keys sorted as the lookup sorts its rows (the same stable sort, same collator). */
function lookupOrderedKeys(keysJson: string, addressesJson: string): RowKey[] {
  const keys = JSON.parse(keysJson) as RowKey[];
  const addresses = JSON.parse(addressesJson) as string[];
  const rows = keys.map((key, index) => ({ key, address: addresses[index] ?? '' }));
  return orderAddressRows(rows).map((row) => row.key);
}
