import { type Kysely, SqliteAdapter, sql } from 'kysely';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files.
//
// On PostgreSQL the catalogue_version bump (2026-11-27T20-00) also sends a notice on channel
// `fibre_catalogue_changed`, delivered to every listening session when the write commits (never on
// rollback), so each API process can drop its catalogue snapshot without reading the counter on
// every request. SQLite is one process and has no NOTIFY: nothing changes there. See
// docs/decisions/0613-catalogue-changes-pushed-over-listen-notify.md.

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

function isSqlite(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: AnyDatabase): Promise<void> {
  if (isSqlite(db)) return;
  await sql`create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      perform pg_notify('fibre_catalogue_changed', '');
      return null;
    end $$`.execute(db);
}

export async function down(db: AnyDatabase): Promise<void> {
  if (isSqlite(db)) return;
  await sql`create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
    begin update catalogue_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
}
