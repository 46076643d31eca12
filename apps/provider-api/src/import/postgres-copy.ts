import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CompiledQuery, Kysely, PostgresDialect, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { v7 as timeOrderedUuid } from 'uuid';
import { notifyAddressesChanged } from '../coverage/address-change-channel';
import { ADDRESS_VALUE_COLUMNS } from '../db/address-columns';
import type { DatabaseSchema } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { ImportedAddress } from './address-row';
import { type BatchCounts, classifyBatch, selectStored } from './upsert-batch';

/**
 * PostgreSQL's batch write by `COPY` (docs/decisions/0595). In the batch's transaction, on a session
 * of the import's own: the stored rows of the batch's uprns are read and the lines classified as on
 * SQLite (`classifyBatch`); the rows of new uprns are copied straight into `address`; the rows of
 * known uprns that changed are copied into a temporary staging table and upserted from it with one
 * `insert … select … on conflict … do update … where` changed. A killed import rolls the batch back,
 * and the staging table goes with the session.
 */
export interface PostgresCopyWriter {
  write(rows: readonly ImportedAddress[]): Promise<BatchCounts>;
  close(): Promise<void>;
}

const STAGING = 'address_import_batch';
const quoted = (column: string) => `"${column}"`;
const VALUES = ADDRESS_VALUE_COLUMNS.map(quoted);
const STAGED_COLUMNS = ['id', 'uprn', ...ADDRESS_VALUE_COLUMNS];

// Only the rows of the batch's own transaction: emptied at every commit, dropped with the session.
const CREATE_STAGING =
  `create temporary table ${STAGING} (id text not null, uprn text not null, ` +
  '"address" text, "postcode" text, "coverage" text, "oss_type" text, "address_type" text, ' +
  '"ismdu" integer, "mdu_status" text) on commit delete rows';

const COPY = `copy ${STAGING} (${STAGED_COLUMNS.map(quoted).join(', ')}) from stdin`;
// New uprns go straight into the table: no staging, no speculative insertion.
const COPY_NEW = `copy "address" (${STAGED_COLUMNS.map(quoted).join(', ')}) from stdin`;

/**
 * The staged rows are the ones the batch must write (one line per uprn, the last wins), so this is a
 * plain upsert; the condition spares a row another writer already brought to the same values.
 */
const UPSERT =
  `insert into "address" ("id", "uprn", ${VALUES.join(', ')}) ` +
  `select "id", "uprn", ${VALUES.join(', ')} from ${STAGING} ` +
  `on conflict ("uprn") do update set ${VALUES.map((column) => `${column} = excluded.${column}`).join(', ')} ` +
  `where (${VALUES.map((column) => `"address".${column}`).join(', ')}) is distinct from (${VALUES.map((column) => `excluded.${column}`).join(', ')})`;

// COPY's text format: backslash, tab, newline and carriage return escaped; \N is null.
const SPECIAL = /[\\\t\n\r]/;
function copyText(value: string | null): string {
  if (value === null) return '\\N';
  if (!SPECIAL.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (character) =>
    character === '\\' ? '\\\\' : character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\r',
  );
}

/** Rows as COPY text (`id`, `uprn`, then the value columns), one line each, in order. */
export function copyLines(rows: readonly ImportedAddress[]): string {
  const lines: string[] = new Array(rows.length);
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] as ImportedAddress;
    lines[index] =
      // Time-ordered ids for new rows (docs/decisions/0621); a known uprn keeps its id.
      `${timeOrderedUuid()}\t${copyText(row.uprn)}\t${copyText(row.address)}\t${copyText(row.postcode)}\t` +
      `${copyText(row.coverage)}\t${copyText(row.oss_type)}\t${copyText(row.address_type)}\t${row.ismdu ? 1 : 0}\t` +
      `${copyText(row.mdu_status)}\n`;
  }
  return lines.join('');
}

/**
 * Opens the import's own PostgreSQL session (COPY needs the driver's client, which Kysely's pool
 * does not hand out), with a Kysely over it for the notice, which must run in the same transaction.
 */
export async function openPostgresCopyWriter(
  connectionString: string,
  options: {
    /** Tests: runs between the read of the stored rows and the copy, where another writer may come. */
    afterSelect?: () => Promise<void>;
  } = {},
): Promise<PostgresCopyWriter> {
  const client = new pg.Client({ connectionString });
  let failure: Error | null = null;
  // A dropped connection fails the statement in flight; without a listener Node would crash.
  client.on('error', (error) => {
    failure = error;
  });
  await client.connect();
  try {
    await client.query(CREATE_STAGING);
  } catch (error) {
    await client.end();
    throw error;
  }
  // The one session, lent to Kysely for each transaction and kept when it is given back.
  const lent: PostgresPoolClient = {
    query: client.query.bind(client) as PostgresPoolClient['query'],
    release: () => undefined,
  };
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: { connect: async () => lent, end: async () => undefined } }),
  });
  return {
    async write(rows) {
      if (failure !== null) throw failure;
      if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
      return db.transaction().execute(async (trx) => {
        const stored = await selectStored(trx, true, [...new Set(rows.map((row) => row.uprn))]);
        const { counts, toWrite, postcodes } = classifyBatch(rows, stored);
        await options.afterSelect?.();
        if (toWrite.length > 0) {
          const known = new Set(stored.map((row) => row.uprn));
          const fresh = toWrite.filter((row) => !known.has(row.uprn));
          const changed = toWrite.filter((row) => known.has(row.uprn));
          if (fresh.length > 0) {
            await trx.executeQuery(CompiledQuery.raw('savepoint address_copy'));
            try {
              await pipeline(Readable.from([copyLines(fresh)]), client.query(copyFrom(COPY_NEW)));
              await trx.executeQuery(CompiledQuery.raw('release savepoint address_copy'));
            } catch (error) {
              // Another writer added one of these uprns since the select: upsert them instead.
              if (!isUniqueViolation(error, 'address')) throw error;
              await trx.executeQuery(CompiledQuery.raw('rollback to savepoint address_copy'));
              changed.push(...fresh);
            }
          }
          if (changed.length > 0) {
            await pipeline(Readable.from([copyLines(changed)]), client.query(copyFrom(COPY)));
            await trx.executeQuery(CompiledQuery.raw(UPSERT));
          }
          // Delivered with the commit: every API process on PostgreSQL drops its cached lists (0544).
          await notifyAddressesChanged(trx, postcodes);
        }
        return counts;
      });
    },
    async close() {
      await db.destroy();
      await client.end();
    },
  };
}
