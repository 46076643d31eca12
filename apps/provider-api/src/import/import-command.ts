import { once } from 'node:events';
import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { type AppConfig, loadConfig } from '../config';
import { afterAddressImport } from '../coverage/after-address-import';
import { type AppDatabase, createDatabase } from '../db/database';
import { prepareBulkImport } from '../db/maintenance';
import { migrateToLatest } from '../db/migrate';
import {
  DEFAULT_BATCH_SIZE,
  ImportStoppedError,
  type ImportSummary,
  importAddresses,
  MAX_BATCH_SIZE,
} from './import-addresses';
import { createImportProgress, type ImportProgress, isInteractive } from './progress';
import { openRejectsFile, type RejectsFile } from './rejects-file';

export const USAGE = `Usage: npm run import:addresses -- FILE.csv [--batch-size N] [--rejects REJECTS.csv] [--json]

Upserts the address rows of FILE.csv (header: uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status)
into the provider API's database (DATABASE_URL, or the embedded SQLite file SQLITE_PATH), one transaction per batch.
  --batch-size N     rows per transaction (default ${DEFAULT_BATCH_SIZE})
  --rejects FILE     also write every rejected line, with its line number and reason, to FILE as CSV
  --json             print the summary as one JSON line on stdout
Progress goes to stderr: a bar on a terminal, a plain line every 5 s otherwise (CI=true, a pipe, a file).
Exit status: 0 when every valid line is applied (rejected lines are reported), 1 when the import stopped
part-way (earlier batches stay applied; the failing batch is rolled back), 2 on a usage or configuration error.`;

/** Rejected lines printed before the rest are only counted; all go to --rejects. */
const MAX_PRINTED_REJECTS = 1000;

export type ImportCommandIo = {
  env: Record<string, string | undefined>;
  /** Relative paths are read from here: npm runs workspace scripts in the workspace folder. */
  cwd: string;
  stdout: Writable;
  stderr: Writable;
  /** Tests hand in their own database; the command opens the configured one otherwise. */
  openDatabase?: (config: AppConfig) => Promise<AppDatabase>;
  /** Milliseconds since an arbitrary origin (a monotonic clock). */
  now?: () => number;
  /**
   * Show progress on stderr: a bar on a terminal, plain lines every few seconds otherwise (CI, a
   * pipe). The script turns it on; tests that compare stderr leave it off.
   */
  progress?: boolean;
};

/** The JSON line of `--json`, also what the benchmark reads. */
export type ImportReport = {
  ok: boolean;
  file: string;
  database: string;
  summary: ImportSummary;
  seconds: number;
  rowsPerSecond: number;
  /** Peak resident set size of this process, from the kernel's own high-water mark. */
  maxRssBytes: number;
  /** CPU time of this process (every thread), user and system: steadier than `seconds` on a busy machine. */
  cpuSeconds: number;
  committedThroughLine?: number;
  error?: string;
};

type Options = { file: string; batchSize: number; rejects: string | null; json: boolean };

class UsageError extends Error {}

function parseOptions(argv: readonly string[], cwd: string): Options {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0) {
    throw new UsageError('give exactly one CSV file');
  }
  const batchText = parsed.values['batch-size'] ?? String(DEFAULT_BATCH_SIZE);
  const batchSize = Number(batchText);
  if (!/^\d+$/.test(batchText) || batchSize < 1 || batchSize > MAX_BATCH_SIZE) {
    throw new UsageError(
      `--batch-size must be a whole number from 1 to ${MAX_BATCH_SIZE}, got ${JSON.stringify(batchText)}`,
    );
  }
  const rejects = parsed.values.rejects;
  return {
    file: resolve(cwd, file),
    batchSize,
    rejects: rejects === undefined ? null : resolve(cwd, rejects),
    json: parsed.values.json ?? false,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      'batch-size': { type: 'string' },
      rejects: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
}

/** Where the rows go, without the password of a PostgreSQL URL. */
export function describeDatabase(config: Pick<AppConfig, 'databaseUrl' | 'sqlitePath'>): string {
  if (config.databaseUrl === null) {
    return `SQLite ${config.sqlitePath}`;
  }
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

async function openConfiguredDatabase(config: AppConfig): Promise<AppDatabase> {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    poolSize: 2,
    sqliteReadCache: false,
  });
  try {
    // Safe to run at any time: the API applies the same migrations on start.
    await migrateToLatest(database.db);
    await prepareBulkImport(database);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  return database;
}

async function openInput(file: string): Promise<ReadStream> {
  const input = createReadStream(file);
  try {
    await once(input, 'open');
  } catch (error) {
    throw new Error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return input;
}

const formatCount = (value: number) => value.toLocaleString('en-GB');

/** Runs `import:addresses` and returns its exit status. */
export async function runImportCommand(argv: readonly string[], io: ImportCommandIo): Promise<number> {
  const now = io.now ?? (() => performance.now());
  const print = (stream: Writable, text: string) => stream.write(`${text}\n`);

  if (argv.includes('--help') || argv.includes('-h')) {
    print(io.stdout, USAGE);
    return 0;
  }
  let options: Options;
  let config: AppConfig;
  try {
    options = parseOptions(argv, io.cwd);
    config = loadConfig(io.env);
  } catch (error) {
    print(io.stderr, `import:addresses: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof UsageError) print(io.stderr, USAGE);
    return 2;
  }

  const database = describeDatabase(config);
  const started = now();
  let printedRejects = 0;
  let rejectsFile: RejectsFile | null = null;
  let appDatabase: AppDatabase | null = null;
  let progress: ImportProgress | null = null;
  const report = (summary: ImportSummary, extra: Partial<ImportReport>): ImportReport => {
    const seconds = (now() - started) / 1000;
    const cpu = process.cpuUsage();
    return {
      ok: extra.error === undefined,
      file: options.file,
      database,
      summary,
      seconds: Number(seconds.toFixed(3)),
      rowsPerSecond: seconds > 0 ? Math.round(summary.read / seconds) : 0,
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
      cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(3)),
      ...extra,
    };
  };

  if (!options.json) print(io.stdout, `Importing ${options.file} into ${database}`);
  let result: ImportReport;
  try {
    // Open the file before the database, so a mistyped name creates no empty database file.
    const input = await openInput(options.file);
    rejectsFile = options.rejects === null ? null : await openRejectsFile(options.rejects);
    try {
      appDatabase = await (io.openDatabase ?? openConfiguredDatabase)(config);
    } catch (error) {
      input.destroy();
      throw new Error(
        `cannot open the database (${database}): ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    const totalBytes = (await stat(options.file)).size;
    progress = io.progress
      ? createImportProgress({
          stream: io.stderr,
          terminal: isInteractive(io.stderr, io.env),
          totalBytes,
          now,
        })
      : null;
    const shown = progress;
    const summary = await importAddresses({
      db: appDatabase.db,
      connectionString: appDatabase.connectionString,
      input,
      batchSize: options.batchSize,
      onBatch: shown ? (done) => shown.update(done.read, input.bytesRead) : undefined,
      onReject: async (rejected) => {
        if (printedRejects < MAX_PRINTED_REJECTS) {
          print(io.stderr, `line ${rejected.line}: ${rejected.reason}`);
        }
        printedRejects += 1;
        await rejectsFile?.write(rejected);
      },
    });
    // Up-to-date statistics after a bulk change keep the lookup on its covering index.
    if (summary.inserted + summary.updated > 0) await afterAddressImport(appDatabase);
    result = report(summary, {});
  } catch (error) {
    const summary =
      error instanceof ImportStoppedError
        ? error.summary
        : { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0, batches: 0 };
    const message = error instanceof Error ? error.message : String(error);
    result = report(summary, {
      error: message,
      ...(error instanceof ImportStoppedError ? { committedThroughLine: error.committedThroughLine } : {}),
    });
  } finally {
    progress?.stop();
    await rejectsFile?.close();
    await appDatabase?.destroy();
  }

  if (printedRejects > MAX_PRINTED_REJECTS) {
    print(
      io.stderr,
      `… and ${formatCount(printedRejects - MAX_PRINTED_REJECTS)} more rejected lines${options.rejects ? ` (all are in ${options.rejects})` : ' (write them all with --rejects FILE)'}`,
    );
  }
  if (options.json) {
    print(io.stdout, JSON.stringify(result));
  } else {
    const { summary } = result;
    print(
      io.stdout,
      `Read ${formatCount(summary.read)} rows: ${formatCount(summary.inserted)} inserted, ${formatCount(summary.updated)} updated, ` +
        `${formatCount(summary.unchanged)} unchanged, ${formatCount(summary.rejected)} rejected ` +
        `(${formatCount(summary.batches)} batches in ${result.seconds.toFixed(1)} s, ${formatCount(result.rowsPerSecond)} rows/s, ` +
        `peak memory ${Math.round(result.maxRssBytes / 1048576)} MiB)`,
    );
  }
  if (result.error !== undefined) {
    const committed =
      result.committedThroughLine === undefined || result.committedThroughLine <= 1
        ? ' Nothing was written.'
        : ` The valid lines up to line ${result.committedThroughLine} are applied; nothing after that was written. ` +
          'Fix the file and run the whole import again: it is an upsert, so applied lines are not duplicated.';
    print(io.stderr, `import:addresses stopped: ${result.error}.${committed}`);
    return 1;
  }
  return 0;
}
