import { type RawBuilder, sql } from 'kysely';
import { ADDRESS_ITEM_COLUMNS } from '../db/address-columns';
import type { DatabaseDialect } from '../db/database';
import type { Executor } from '../db/executor';

/**
 * The SQL that writes the lookup's body of address items inside the database (decision 0690), so
 * no row or body crosses into JavaScript: the same bytes as `writeAddressItemList` (keys in
 * ADDRESS_ITEM_COLUMNS order, which is the schema's; nulls written as null; `ismdu` true only for
 * 1; strings escaped as JSON.stringify does). Only the order of the items comes from JavaScript,
 * as a list of row keys: it is Intl.Collator's numeric order, which neither database can repeat
 * exactly (SQLite has no ICU collation, PostgreSQL's ICU is not Node's).
 */

const column = (name: string) => sql.ref(`a.${name}`);

/** SQLite: json_object keeps its arguments' order and escapes as JSON.stringify (tested). */
function sqliteItem(): RawBuilder<string> {
  const pairs = ADDRESS_ITEM_COLUMNS.map((name) =>
    name === 'ismdu'
      ? sql`${sql.lit(name)}, json(case when a.ismdu = 1 then 'true' else 'false' end)`
      : sql`${sql.lit(name)}, ${column(name)}`,
  );
  return sql<string>`json_object(${sql.join(pairs)})`;
}

/**
 * PostgreSQL: row_to_json writes a record compactly, its columns in order, escaping as
 * JSON.stringify does (tested); json_build_object and json_agg would add spaces and newlines.
 */
function postgresItem(): RawBuilder<string> {
  const columns = ADDRESS_ITEM_COLUMNS.map((name) =>
    name === 'ismdu' ? sql`a.ismdu = 1 as ismdu` : column(name),
  );
  return sql<string>`row_to_json((select item from (select ${sql.join(columns)}) as item))::text`;
}

export type RowKey = number | string;

/** A chunk's postcodes lacking a body, after `after` and up to `last`. */
const missing = (after: string, last: string) =>
  sql`postcode > ${after} and postcode <= ${last}
    and postcode not in (select postcode from postcode_body where postcode > ${after} and postcode <= ${last})`;

/**
 * For each postcode of the chunk that has no body, its rows' keys (SQLite rowids, PostgreSQL ids)
 * and addresses as two JSON arrays, in the order the lookup reads them before it sorts them (its
 * covering index), so ties of the stable sort fall the same way: SQLite's index key columns then
 * rowid; PostgreSQL's btree keeps equal keys in heap order (ctid). One row per postcode, rather than
 * one per address, because better-sqlite3 and pg spend more on making each row than on its bytes.
 */
export async function readChunkAddresses(
  executor: Executor,
  dialect: DatabaseDialect,
  after: string,
  last: string,
): Promise<{ keys: string; addresses: string }[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{ keys: string; addresses: string }>`
          select json_group_array(key) as keys, json_group_array(address) as addresses from (
            select rowid as key, postcode, address from address where ${missing(after, last)}
            order by postcode, uprn, address, coverage, oss_type, address_type, ismdu, mdu_status, rowid)
          group by postcode`
      : sql<{ keys: string; addresses: string }>`
          select json_agg(id order by ctid)::text as keys, json_agg(address order by ctid)::text as addresses
          from address where ${missing(after, last)} group by postcode`;
  return (await query.execute(executor)).rows;
}

/**
 * Stores the body of every postcode of the chunk lacking one, its items in the order of `keys`.
 * SQLite takes the order through a temporary table keyed by rowid, so each row is found by its key
 * while the covering index is read in postcode order (a join on json_each, or a window numbering
 * the rows, cost several times more). Returns the number of bodies stored.
 */
export async function storeOrderedBodies(
  executor: Executor,
  dialect: DatabaseDialect,
  after: string,
  last: string,
  keys: readonly RowKey[],
): Promise<number> {
  if (dialect === 'postgres') {
    const result = await sql`insert into postcode_body (postcode, body)
      select a.postcode, '[' || string_agg(${postgresItem()}, ',' order by o.n) || ']'
      from unnest(${keys}::text[]) with ordinality as o(id, n) join address as a on a.id = o.id
      group by a.postcode`.execute(executor);
    return Number(result.numAffectedRows ?? 0n);
  }
  await sql`create temp table if not exists body_order (id integer primary key, rank integer not null)`.execute(
    executor,
  );
  await sql`insert into temp.body_order (id, rank) select value, key from json_each(${JSON.stringify(keys)})`.execute(
    executor,
  );
  const result = await sql`insert into postcode_body (postcode, body)
    select a.postcode, json_group_array(${sqliteItem()} order by o.rank)
    from address as a join temp.body_order as o on o.id = a.rowid
    where a.postcode > ${after} and a.postcode <= ${last}
    group by a.postcode`.execute(executor);
  await sql`delete from temp.body_order`.execute(executor);
  return Number(result.numAffectedRows ?? 0n);
}
