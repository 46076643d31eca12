import { type Kysely, SqliteAdapter, sql } from 'kysely';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files.
//
// The address lookup by postcode (the finder's one hot query) reads the eight address-item columns
// of about 30 rows. A covering index holds them all, so the lookup reads the index alone (an
// index-only scan on PostgreSQL, a covering-index search on SQLite) instead of jumping from the
// postcode index to each row. It replaces the plain postcode index, whose every use it serves.
// See docs/decisions/0110-address-lookup-covering-index.md.

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

const ITEM_COLUMNS = ['uprn', 'address', 'coverage', 'oss_type', 'address_type', 'ismdu', 'mdu_status'];

function isSqlite(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: AnyDatabase): Promise<void> {
  if (isSqlite(db)) {
    // SQLite has no INCLUDE: the item columns follow the postcode as key columns.
    await db.schema
      .createIndex('address_postcode_items_idx')
      .on('address')
      .columns(['postcode', ...ITEM_COLUMNS])
      .execute();
  } else {
    await sql`create index address_postcode_items_idx on address (postcode) include (${sql.join(
      ITEM_COLUMNS.map((column) => sql.ref(column)),
    )})`.execute(db);
  }
  await db.schema.dropIndex('address_postcode_idx').execute();
  // Plan with the new index's statistics from the start (the import refreshes them after each run).
  await sql`analyze address`.execute(db);
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.createIndex('address_postcode_idx').on('address').column('postcode').execute();
  await db.schema.dropIndex('address_postcode_items_idx').execute();
}
