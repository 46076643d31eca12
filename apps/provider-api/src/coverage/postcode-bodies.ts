import { addressItemListSchema } from '@fibre/domain/schemas/address-item';
import { type CompiledQuery, sql } from 'kysely';
import { ADDRESS_ITEM_COLUMNS } from '../db/address-columns';
import type { AppDatabase } from '../db/database';
import type { Executor } from '../db/executor';
import { type AddressItemRow, orderAddressRows, rowToAddressItem } from '../repositories/address.repository';
import { fastJsonWriter } from '../routes/fast-serializer';

/**
 * The address lookup's 200 body per postcode, kept in the `postcode_body` table (decision 0611):
 * written by the lookup's own serializer from the same rows in the same order, deleted by every
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
 * read and the store and leave a body behind the rows. Returns the number of bodies stored.
 */
export async function buildMissingPostcodeBodies(database: AppDatabase): Promise<number> {
  let stored = 0;
  let after = '';
  for (;;) {
    const chunk = await database.db.transaction().execute(async (trx) => {
      if (database.dialect === 'postgres') await sql`lock table address in share mode`.execute(trx);
      const postcodes = (
        await trx
          .selectFrom('address')
          .select('postcode')
          .distinct()
          .where('postcode', '>', after)
          .orderBy('postcode')
          .limit(BUILD_CHUNK)
          .execute()
      ).map((row) => row.postcode);
      if (postcodes.length === 0) return { last: undefined, stored: 0 };
      const present = new Set(
        (
          await trx
            .selectFrom('postcode_body')
            .select('postcode')
            .where('postcode', 'in', postcodes)
            .execute()
        ).map((row) => row.postcode),
      );
      const missing = postcodes.filter((postcode) => !present.has(postcode));
      const bodies: { postcode: string; body: string }[] = [];
      if (missing.length > 0) {
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
        for (const [postcode, postcodeRows] of byPostcode) {
          bodies.push({
            postcode,
            body: writeAddressItemList(orderAddressRows(postcodeRows).map(rowToAddressItem)),
          });
        }
        if (bodies.length > 0) await trx.insertInto('postcode_body').values(bodies).execute();
      }
      return { last: postcodes.at(-1), stored: bodies.length };
    });
    stored += chunk.stored;
    if (chunk.last === undefined) return stored;
    after = chunk.last;
  }
}
