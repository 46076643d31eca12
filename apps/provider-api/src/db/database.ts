import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparingPool } from './preparing-pool';
import type { DatabaseSchema } from './schema';
import { CachingSqliteDialect } from './sqlite-driver';

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: DatabaseDialect;
  /** PostgreSQL's URL, for the sessions of its own a process opens beside the pool (LISTEN). */
  connectionString?: string;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// (or postgresql://) URL selects PostgreSQL; unset selects the embedded SQLite file. */
  databaseUrl?: string | null;
  /** The SQLite file (':memory:' for a throwaway database). */
  sqlitePath?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /**
   * An idle pooled PostgreSQL connection failed (server restarted, connection killed). The pool
   * drops the connection and opens a new one when needed; without a listener Node would crash.
   */
  onPoolError?: (error: Error) => void;
  /**
   * SQLite: a 64 MiB page cache and memory-mapped reads for serving lookups (default true). The
   * import turns them off: it writes, and mapped pages would count in its peak memory.
   */
  sqliteReadCache?: boolean;
}

function isPostgresUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^postgres(ql)?:\/\//i.test(url);
}

function openSqlite(path: string, readCache: boolean): AppDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (readCache) {
    // A 64 MiB page cache and up to 1 GiB of memory-mapped reads (address space, not memory: the OS
    // page cache holds the pages): a 1,000,000-row inventory (about 280 MB) is read without a read()
    // call per page (docs/decisions/0111).
    sqlite.pragma('cache_size = -65536');
    sqlite.pragma('mmap_size = 1073741824');
  }
  const db = new Kysely<DatabaseSchema>({ dialect: new CachingSqliteDialect(sqlite) });
  return {
    db,
    dialect: 'sqlite',
    async destroy() {
      await db.destroy();
      // Kysely closes the file only once it has run a query; close it ourselves otherwise.
      if (sqlite.open) sqlite.close();
    },
  };
}

function openPostgres(url: string, poolSize: number, onPoolError: (error: Error) => void): AppDatabase {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', onPoolError);
  // Named statements for the hot reads (decision 0698).
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return {
    db,
    dialect: 'postgres',
    connectionString: url,
    async destroy() {
      await db.destroy();
    },
  };
}

/** Opens the database the options name; migrate it with `migrateToLatest` before use. */
export async function createDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  if (isPostgresUrl(options.databaseUrl)) {
    return openPostgres(
      options.databaseUrl,
      options.poolSize ?? 10,
      options.onPoolError ??
        ((error) => console.error(`PostgreSQL pool: idle connection failed: ${error.message}`)),
    );
  }
  if (options.databaseUrl) {
    throw new Error('DATABASE_URL must be a postgres:// URL; leave it unset to use the embedded SQLite file');
  }
  if (!options.sqlitePath) throw new Error('sqlitePath is required when DATABASE_URL is not set');
  return openSqlite(options.sqlitePath, options.sqliteReadCache ?? true);
}
