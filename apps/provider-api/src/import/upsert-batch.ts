import { CompiledQuery, type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import { v7 as timeOrderedUuid } from 'uuid';
import { notifyAddressesChanged } from '../coverage/address-change-channel';
import { ADDRESS_VALUE_COLUMNS, type AddressValueColumn } from '../db/address-columns';
import type { DatabaseSchema } from '../db/schema';
import type { ImportedAddress } from './address-row';

/** What one batch did to each of its lines. */
export type BatchCounts = { inserted: number; updated: number; unchanged: number };

// As read back: text columns are not narrowed to the enumerations, which only matters for comparison.
type StoredState = Record<AddressValueColumn, string | boolean | null>;
export type StoredRow = { uprn: string; ismdu: number } & Record<
  Exclude<AddressValueColumn, 'ismdu'>,
  string | null
>;

/** The columns one written row fills, in statement order (checked_at stays null, as before). */
const WRITTEN_COLUMNS = ['id', 'uprn', ...ADDRESS_VALUE_COLUMNS] as const;

/**
 * Rows per SQLite statement: 100 rows of 9 values stay far below SQLite's 32,766 parameters, and a
 * full chunk always has the same SQL text, so the connection's statement cache (decision 0111)
 * prepares it once per import and reuses it (docs/decisions/0620).
 */
export const SQLITE_ROWS_PER_STATEMENT = 100;

const quoted = (column: string) => `"${column}"`;
const updateSet = ADDRESS_VALUE_COLUMNS.map(
  (column) => `${quoted(column)} = excluded.${quoted(column)}`,
).join(', ');
const selectColumns = ['uprn', ...ADDRESS_VALUE_COLUMNS].map(quoted).join(', ');

function sqliteSelect(count: number): string {
  return `select ${selectColumns} from "address" where "uprn" in (${new Array(count).fill('?').join(', ')})`;
}

function sqliteInsert(count: number): string {
  const row = `(${WRITTEN_COLUMNS.map(() => '?').join(', ')})`;
  return (
    `insert into "address" (${WRITTEN_COLUMNS.map(quoted).join(', ')}) values ${new Array(count).fill(row).join(', ')} ` +
    `on conflict ("uprn") do update set ${updateSet}`
  );
}

// PostgreSQL: one statement per batch whatever its size, the columns sent as eight arrays.
const POSTGRES_SELECT = `select ${selectColumns} from "address" where "uprn" = any($1::text[])`;
const POSTGRES_INSERT =
  `insert into "address" (${WRITTEN_COLUMNS.map(quoted).join(', ')}) ` +
  'select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::integer[], $9::text[]) ' +
  `on conflict ("uprn") do update set ${updateSet}`;

function values(row: ImportedAddress): unknown[] {
  return [
    // Time-ordered ids go in at the right end of the primary key's B-tree instead of a random page
    // of it: about a fifth of SQLite's insert time at 300,000 rows (docs/decisions/0621).
    timeOrderedUuid(),
    row.uprn,
    row.address,
    row.postcode,
    row.coverage,
    row.oss_type,
    row.address_type,
    row.ismdu ? 1 : 0,
    row.mdu_status,
  ];
}

export async function selectStored(
  trx: Transaction<DatabaseSchema>,
  postgres: boolean,
  uprns: readonly string[],
): Promise<StoredRow[]> {
  if (postgres) {
    const result = await trx.executeQuery<StoredRow>(CompiledQuery.raw(POSTGRES_SELECT, [uprns]));
    return result.rows;
  }
  const stored: StoredRow[] = [];
  for (let start = 0; start < uprns.length; start += SQLITE_ROWS_PER_STATEMENT) {
    const chunk = uprns.slice(start, start + SQLITE_ROWS_PER_STATEMENT);
    const result = await trx.executeQuery<StoredRow>(CompiledQuery.raw(sqliteSelect(chunk.length), chunk));
    stored.push(...result.rows);
  }
  return stored;
}

async function writeRows(
  trx: Transaction<DatabaseSchema>,
  postgres: boolean,
  rows: readonly ImportedAddress[],
): Promise<void> {
  if (postgres) {
    const columns: unknown[][] = WRITTEN_COLUMNS.map(() => []);
    for (const row of rows) {
      values(row).forEach((value, index) => {
        columns[index]?.push(value);
      });
    }
    await trx.executeQuery(CompiledQuery.raw(POSTGRES_INSERT, columns));
    return;
  }
  for (let start = 0; start < rows.length; start += SQLITE_ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + SQLITE_ROWS_PER_STATEMENT);
    await trx.executeQuery(CompiledQuery.raw(sqliteInsert(chunk.length), chunk.flatMap(values)));
  }
}

/** What a batch must write, from its lines and the stored rows of their uprns. */
export type ClassifiedBatch = {
  counts: BatchCounts;
  /** The last line of every uprn with a line that is new or changed, once each. */
  toWrite: ImportedAddress[];
  /** The postcodes of the rows written, and the ones those uprns had before (a moved address). */
  postcodes: string[];
};

/**
 * Classifies a batch's lines against what is stored: a new uprn is inserted, a known one with any
 * column changed is updated, an identical one is left alone. A uprn repeated inside the batch is
 * compared with its line before (file order; the last line wins).
 */
export function classifyBatch(
  rows: readonly ImportedAddress[],
  stored: readonly StoredRow[],
): ClassifiedBatch {
  const current = new Map<string, StoredState>();
  for (const row of stored) {
    current.set(row.uprn, { ...row, ismdu: row.ismdu === 1 });
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
  const postcodes = new Set([...toWrite.values()].map((row) => row.postcode));
  for (const row of stored) if (toWrite.has(row.uprn) && row.postcode !== null) postcodes.add(row.postcode);
  return { counts, toWrite: [...toWrite.values()], postcodes: [...postcodes] };
}

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
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.transaction().execute(async (trx) => {
    const uprns = [...new Set(rows.map((row) => row.uprn))];
    const stored = await selectStored(trx, postgres, uprns);
    const { counts, toWrite, postcodes } = classifyBatch(rows, stored);
    if (toWrite.length > 0) {
      // ON CONFLICT keeps this correct even if another writer added the uprn since the select.
      await writeRows(trx, postgres, toWrite);
      // Delivered with the commit: every API process on PostgreSQL drops its cached lists (0544).
      await notifyAddressesChanged(trx, postcodes);
    }
    return counts;
  });
}
