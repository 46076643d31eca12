import type { Kysely } from 'kysely';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files.
//
// The address lookup's 200 body per postcode, written once (docs/decisions/0611): the lookup reads
// one row by primary key instead of about 30 rows it sorts, maps and serializes. Every address
// write deletes the rows of the postcodes it changed (in its transaction); a completed import
// builds the missing ones; a postcode without a row is answered from the address table as before.

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('postcode_body')
    .addColumn('postcode', 'text', (column) => column.primaryKey())
    .addColumn('body', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('postcode_body').execute();
}
