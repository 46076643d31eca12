import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type AppDatabase, createDatabase, type DatabaseDialect } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';

export interface TestDatabase extends AppDatabase {
  /** Drops the database (PostgreSQL) or deletes the file (SQLite) after closing it. */
  dispose(): Promise<void>;
}

/** The dialects this run covers: SQLite always, PostgreSQL when the global setup started it. */
function testDialects(): DatabaseDialect[] {
  return inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

async function freshPostgres(baseUrl: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 20, onPoolError: () => {} });
  return {
    ...database,
    async dispose() {
      await database.destroy();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

async function freshSqlite(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'provider-api-sqlite-'));
  const database = await createDatabase({ sqlitePath: join(dir, 'test.sqlite') });
  return {
    ...database,
    async dispose() {
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface FreshDatabaseOptions {
  /** Load the demo catalogue (default true). */
  seed?: boolean;
  /** The day the demo data is loaded. */
  today?: Date;
}

/** A new, migrated (and by default seeded) database of the given dialect. */
export async function freshDatabase(
  dialect: DatabaseDialect,
  options: FreshDatabaseOptions = {},
): Promise<TestDatabase> {
  let database: TestDatabase;
  if (dialect === 'postgres') {
    const baseUrl = inject('postgresUrl');
    if (!baseUrl) throw new Error('PostgreSQL is not running in this test run');
    database = await freshPostgres(baseUrl);
  } else {
    database = await freshSqlite();
  }
  await migrateToLatest(database.db);
  if (options.seed ?? true) await seedDemoData(database.db, options.today ?? new Date());
  return database;
}

export interface DatabaseContext {
  readonly dialect: DatabaseDialect;
  /** The suite's own database; available from beforeAll on. */
  readonly database: TestDatabase;
}

/**
 * Declares the suite once per dialect (`name [sqlite]`, `name [postgres]`), each with a fresh
 * database of its own, migrated and seeded with the demo data before the suite's tests.
 */
export function describeEachDatabase(
  name: string,
  fn: (context: DatabaseContext) => void,
  options: FreshDatabaseOptions = {},
): void {
  for (const dialect of testDialects()) {
    describe(`${name} [${dialect}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await freshDatabase(dialect, options);
      });
      afterAll(async () => {
        await database?.dispose();
      });
      fn({
        dialect,
        get database() {
          if (!database) throw new Error('The suite database is ready from beforeAll on');
          return database;
        },
      });
    });
  }
}
