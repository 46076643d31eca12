import type { Readable } from 'node:stream';
import { type Kysely, PostgresAdapter } from 'kysely';
import { addressesChanged } from '../coverage/postcode-cache';
import type { DatabaseSchema } from '../db/schema';
import { type ImportedAddress, validateAddressRecord } from './address-row';
import { readAddressRecords } from './csv-records';
import { openPostgresCopyWriter, type PostgresCopyWriter } from './postgres-copy';
import { type BatchCounts, upsertAddressBatch } from './upsert-batch';

/**
 * Rows per transaction: large enough to amortise the commit (and SQLite's WAL checkpoints), small
 * enough to keep memory flat: 10,000 rows are a few MiB in flight (docs/decisions/0620).
 */
export const DEFAULT_BATCH_SIZE = 10_000;
/** The largest `--batch-size` accepted: one batch is held in memory and written in one transaction. */
export const MAX_BATCH_SIZE = 100_000;

/** Counts of data lines (the header and blank lines are not counted). */
export type ImportSummary = {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  batches: number;
};

export type RejectedLine = { line: number; reason: string; fields: readonly string[] };

export type ImportOptions = {
  db: Kysely<DatabaseSchema>;
  /**
   * PostgreSQL: the database's URL. Given, each batch goes in by `COPY` on a session of the import's
   * own (docs/decisions/0595); otherwise by one `unnest` insert on `db`. Ignored on SQLite.
   */
  connectionString?: string;
  input: Readable;
  batchSize?: number;
  /** Awaited, so a slow rejects file slows reading down instead of buffering. */
  onReject?: (rejected: RejectedLine) => void | Promise<void>;
  onBatch?: (summary: Readonly<ImportSummary>) => void;
};

/**
 * The import stopped part-way. Every batch before it is committed and the failing one is rolled
 * back, so the database holds exactly the valid lines up to `committedThroughLine`; rerunning the
 * whole file after fixing it is safe because the import is an upsert.
 */
export class ImportStoppedError extends Error {
  constructor(
    message: string,
    readonly summary: ImportSummary,
    readonly committedThroughLine: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ImportStoppedError';
  }
}

type PendingBatch = { rows: ImportedAddress[]; firstLine: number; lastLine: number };

/**
 * Streams a coverage CSV into the address table in batches of `batchSize` rows.
 *
 * While one batch is being written, the next is read and checked (at most `batchSize` lines
 * ahead): on PostgreSQL the server writes while this process parses (docs/decisions/0622). The
 * lines read ahead are only counted, and their rejects only reported, once the batch before them
 * has committed, so a failure reports exactly what it did when batches were written one by one.
 */
export async function importAddresses(options: ImportOptions): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new RangeError(`batchSize must be a positive integer, got ${batchSize}`);
  }
  const postgres = options.db.getExecutor().adapter instanceof PostgresAdapter;
  const copyWriter =
    postgres && options.connectionString !== undefined
      ? await openPostgresCopyWriter(options.connectionString)
      : null;
  try {
    return await importWith(options, batchSize, copyWriter);
  } finally {
    await copyWriter?.close();
  }
}

async function importWith(
  options: ImportOptions,
  batchSize: number,
  copyWriter: PostgresCopyWriter | null,
): Promise<ImportSummary> {
  const summary: ImportSummary = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0, batches: 0 };
  let committedThroughLine = 1;
  let pending: PendingBatch = { rows: [], firstLine: 0, lastLine: 0 };
  // Lines read since the last accounting: counted into `summary` only by `account`.
  let unaccountedRead = 0;
  let unaccountedRejects: RejectedLine[] = [];
  let writing: { batch: PendingBatch; counts: Promise<BatchCounts> } | null = null;

  /** Waits for the batch being written, then counts it as committed. */
  const settle = async () => {
    if (writing === null) return;
    const { batch, counts: written } = writing;
    writing = null;
    let counts: BatchCounts;
    try {
      counts = await written;
    } catch (error) {
      throw new ImportStoppedError(
        `batch ${summary.batches + 1} (lines ${batch.firstLine}-${batch.lastLine}) failed and was rolled back: ${errorMessage(error)}`,
        summary,
        committedThroughLine,
        { cause: error },
      );
    }
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.unchanged += counts.unchanged;
    summary.batches += 1;
    committedThroughLine = batch.lastLine;
    // A committed batch changes what a lookup sees: drop this process's cached address lists (the
    // batch's own transaction notified every API process on PostgreSQL; decision 0544).
    addressesChanged();
    options.onBatch?.(summary);
  };

  /** Counts the lines read so far and reports their rejects (awaited: a slow rejects file slows reading). */
  const account = async () => {
    summary.read += unaccountedRead;
    unaccountedRead = 0;
    const rejects = unaccountedRejects;
    unaccountedRejects = [];
    for (const rejected of rejects) {
      summary.rejected += 1;
      await options.onReject?.(rejected);
    }
  };

  /** Starts writing the pending rows once the batch before them has committed. */
  const startBatch = async () => {
    await settle();
    await account();
    if (pending.rows.length === 0) return;
    const batch = pending;
    pending = { rows: [], firstLine: 0, lastLine: 0 };
    const counts = copyWriter ? copyWriter.write(batch.rows) : upsertAddressBatch(options.db, batch.rows);
    // Awaited in `settle`; this only keeps a failure from counting as unhandled meanwhile.
    counts.catch(() => undefined);
    writing = { batch, counts };
  };

  try {
    for await (const line of readAddressRecords(options.input)) {
      unaccountedRead += 1;
      const checked =
        'error' in line ? { ok: false as const, reason: line.error } : validateAddressRecord(line.record);
      if (checked.ok) {
        if (pending.rows.length === 0) {
          pending.firstLine = line.line;
        }
        pending.rows.push(checked.row);
        pending.lastLine = line.line;
      } else {
        unaccountedRejects.push({ line: line.line, reason: checked.reason, fields: line.cells });
      }
      if (pending.rows.length >= batchSize) {
        await startBatch();
      } else if (writing === null) {
        // Nothing in flight: count as we go.
        if (unaccountedRejects.length > 0) await account();
        else {
          summary.read += unaccountedRead;
          unaccountedRead = 0;
        }
      } else if (unaccountedRead >= batchSize) {
        // Read a batch's worth ahead: wait for the write before reading on.
        await settle();
        await account();
      }
    }
    await startBatch();
    await settle();
  } catch (error) {
    if (error instanceof ImportStoppedError) {
      throw error;
    }
    // The file failed: the batch in flight still commits (as it did before it was read ahead of).
    await settle();
    await account();
    throw new ImportStoppedError(errorMessage(error), summary, committedThroughLine, { cause: error });
  }
  return summary;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
