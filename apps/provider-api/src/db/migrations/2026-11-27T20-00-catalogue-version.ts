import { type Kysely, SqliteAdapter, sql } from 'kysely';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files.
//
// GET /product and the monthly payment read the whole catalogue (products and promotions) on every
// request, though it changes a few times a year. Each API process keeps the catalogue it read with
// the version it read first; one row counts the catalogue's writes, bumped by triggers on every
// insert, update and delete of a product or a promotion, whichever process or tool makes it (the
// seed, a migration, hand-written SQL). A request reads the counter (one primary-key row) and
// rebuilds only when it moved. See docs/decisions/0610-catalogue-read-once-per-version.md.

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

const TABLES = ['product', 'promotion'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

function isSqlite(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);
  if (isSqlite(db)) {
    for (const table of TABLES) {
      for (const event of EVENTS) {
        await sql
          .raw(
            `create trigger ${table}_${event}_bumps_catalogue_version after ${event} on ${table} ` +
              'begin update catalogue_version set version = version + 1 where id = 1; end',
          )
          .execute(db);
      }
    }
  } else {
    await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin update catalogue_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
    for (const table of TABLES) {
      // One bump per statement (truncate included): a multi-row insert counts once.
      await sql
        .raw(
          `create trigger ${table}_bumps_catalogue_version after insert or update or delete or truncate ` +
            `on ${table} for each statement execute function bump_catalogue_version()`,
        )
        .execute(db);
    }
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  if (isSqlite(db)) {
    for (const table of TABLES) {
      for (const event of EVENTS) {
        await sql.raw(`drop trigger ${table}_${event}_bumps_catalogue_version`).execute(db);
      }
    }
  } else {
    for (const table of TABLES) {
      await sql.raw(`drop trigger ${table}_bumps_catalogue_version on ${table}`).execute(db);
    }
    await sql`drop function bump_catalogue_version()`.execute(db);
  }
  await db.schema.dropTable('catalogue_version').execute();
}
