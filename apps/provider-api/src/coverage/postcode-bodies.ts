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

/**
 * Address rows read per transaction while building (about 670 postcodes of 30): memory stays
 * bounded, and a transaction holds address writes out for a short while only (an API write waits
 * up to its 5 s busy timeout on SQLite).
 */
export const BUILD_ROWS = 20_000;

/** Bodies per insert statement: 1,000 parameters, one SQL text the statement cache keeps. */
const INSERT_ROWS = 500;

const missingRowsSql = (limit: number) =>
  sql<AddressItemRow>`select ${sql.join(ADDRESS_ITEM_COLUMNS.map((column) => sql.ref(`a.${column}`)))}
    from address a
    where a.postcode > ${''}
      and not exists (select 1 from postcode_body b where b.postcode = a.postcode)
    order by a.postcode
    limit ${sql.lit(limit)}`;

/**
 * Stores the body of every postcode of the address table that has none, in one ordered pass over
 * the address table's postcode index: each transaction reads the next rows (postcodes without a
 * body only) in postcode order, serialises each complete postcode and stores the bodies
 * (docs/decisions/0625). Each transaction keeps address writes out while it reads and stores
 * (SQLite's `begin immediate`; PostgreSQL's SHARE lock on `address`), so a write cannot commit
 * between the read and the store and leave a body behind the rows. Returns the number of bodies
 * stored.
 */
export async function buildMissingPostcodeBodies(
  database: AppDatabase,
  rowsPerTransaction: number = BUILD_ROWS,
): Promise<number> {
  const query = missingRowsSql(rowsPerTransaction).compile(database.db);
  let stored = 0;
  let after = '';
  for (;;) {
    const step = await database.db.transaction().execute(async (trx) => {
      if (database.dialect === 'postgres') await sql`lock table address in share mode`.execute(trx);
      const { rows } = await trx.executeQuery<AddressItemRow>({ ...query, parameters: [after] });
      if (rows.length === 0) return { last: undefined, stored: 0 };
      const groups = groupByPostcode(rows);
      if (rows.length === rowsPerTransaction) {
        // The read may have stopped inside the last postcode: read that one whole instead.
        const last = groups.pop() as AddressItemRow[];
        if (groups.length === 0) groups.push(await findAddressesOf(trx, last[0]?.postcode ?? ''));
      }
      const bodies = groups.map((group) => ({
        postcode: group[0]?.postcode ?? '',
        body: writeAddressItemList(orderAddressRows(group).map(rowToAddressItem)),
      }));
      for (let start = 0; start < bodies.length; start += INSERT_ROWS) {
        await trx
          .insertInto('postcode_body')
          .values(bodies.slice(start, start + INSERT_ROWS))
          .execute();
      }
      return { last: bodies.at(-1)?.postcode, stored: bodies.length };
    });
    stored += step.stored;
    if (step.last === undefined) return stored;
    after = step.last;
  }
}

/** Consecutive rows of the same postcode, in the order read. */
function groupByPostcode(rows: readonly AddressItemRow[]): AddressItemRow[][] {
  const groups: AddressItemRow[][] = [];
  let current: AddressItemRow[] = [];
  for (const row of rows) {
    if (current.length > 0 && current[0]?.postcode !== row.postcode) {
      groups.push(current);
      current = [];
    }
    current.push(row);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

function findAddressesOf(trx: Executor, postcode: string): Promise<AddressItemRow[]> {
  return trx.selectFrom('address').select(ADDRESS_ITEM_COLUMNS).where('postcode', '=', postcode).execute();
}
