import { addressItemListSchema } from '@fibre/domain/schemas/address-item';
import { sql } from 'kysely';
import { ADDRESS_ITEM_COLUMNS } from '../db/address-columns';
import type { AppDatabase } from '../db/database';
import type { Executor } from '../db/executor';
import { preparedQuery } from '../db/prepared-query';
import { type AddressItemRow, orderAddressRows, rowToAddressItem } from '../repositories/address.repository';
import { fastJsonWriter } from '../routes/fast-serializer';
import { type RowKey, readChunkAddresses, storeOrderedBodies } from './postcode-bodies-sql';

/**
 * The address lookup's 200 body per postcode, kept in the `postcode_body` table (decision 0611):
 * the bytes the lookup's own serializer writes from the same rows in the same order (the database
 * writes them on SQLite, decision 0690; writeAddressItemList below writes them on PostgreSQL and is
 * what the tests compare), deleted by every
 * address write for the postcodes it changed (notifyAddressesChanged, in the write's transaction),
 * and built for the postcodes lacking one at the end of a completed import (afterAddressImport).
 * A postcode without a row is answered from the address table, as before.
 */

/** The lookup's 200 body of address items (fast-json-stringify, as the route's serializer). */
export const writeAddressItemList = fastJsonWriter(addressItemListSchema);

const bodyQuery = preparedQuery((db) =>
  db.selectFrom('postcode_body').select('body').where('postcode', '=', ''),
);

/** The stored body of a normalised postcode, or undefined. */
export async function findPostcodeBody(db: Executor, postcode: string): Promise<string | undefined> {
  const { rows } = await db.executeQuery<{ body: string }>({ ...bodyQuery(db), parameters: [postcode] });
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
      if (!BODIES_WRITTEN_BY_THE_DATABASE[dialect]) {
        return {
          last,
          stored: await storeBodiesFromJavaScript(
            trx,
            postcodes.map((row) => row.postcode),
          ),
        };
      }
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

/**
 * Where the database writes the bodies (decision 0690). Off for PostgreSQL: at 1,000,000 rows its
 * server spent far more CPU on the SQL path than the JavaScript path costs both sides (decision 0690's
 * last measurement); the SQL stays tested byte for byte on both databases for when that is understood.
 */
const BODIES_WRITTEN_BY_THE_DATABASE: Record<AppDatabase['dialect'], boolean> = {
  sqlite: true,
  postgres: false,
};

/** The chunk's missing bodies read back, ordered and serialised here: the path before decision 0690. */
async function storeBodiesFromJavaScript(trx: Executor, postcodes: string[]): Promise<number> {
  const present = new Set(
    (
      await trx.selectFrom('postcode_body').select('postcode').where('postcode', 'in', postcodes).execute()
    ).map((row) => row.postcode),
  );
  const missing = postcodes.filter((postcode) => !present.has(postcode));
  if (missing.length === 0) return 0;
  const rows = await trx
    .selectFrom('address')
    .select(ADDRESS_ITEM_COLUMNS)
    .where('postcode', 'in', missing)
    .execute();
  const byPostcode = new Map<string, AddressItemRow[]>();
  for (const row of rows) {
    const list = byPostcode.get(row.postcode);
    if (list) list.push(row);
    else byPostcode.set(row.postcode, [row]);
  }
  const bodies = [...byPostcode].map(([postcode, postcodeRows]) => ({
    postcode,
    body: writeAddressItemList(orderAddressRows(postcodeRows).map(rowToAddressItem)),
  }));
  if (bodies.length > 0) await trx.insertInto('postcode_body').values(bodies).execute();
  return bodies.length;
}

/** One postcode's row keys sorted as the lookup sorts its rows (the same stable sort, same collator). */
function lookupOrderedKeys(keysJson: string, addressesJson: string): RowKey[] {
  const keys = JSON.parse(keysJson) as RowKey[];
  const addresses = JSON.parse(addressesJson) as string[];
  const rows = keys.map((key, index) => ({ key, address: addresses[index] ?? '' }));
  return orderAddressRows(rows).map((row) => row.key);
}
