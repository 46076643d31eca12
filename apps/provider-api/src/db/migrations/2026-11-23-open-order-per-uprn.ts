import { type Kysely, sql } from 'kysely';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files.
//
// One open order per address (decision 0173): fifty concurrent sign-ups at one uprn made
// fifty customers. A row here claims the uprn for the customer whose order is open (pre-active or
// pre-ordered); the uprn is the primary key, so of any number of racing orders exactly one insert
// wins, on SQLite and PostgreSQL alike, and the others fail inside their own transaction. A table
// rather than a partial unique index on customer: a database that already holds several open
// orders at one uprn keeps them all (the earliest holds the claim) instead of failing to migrate.

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('open_order')
    .addColumn('uprn', 'text', (col) => col.primaryKey())
    .addColumn('customer_code', 'text', (col) => col.notNull().references('customer.code'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await sql`
    insert into open_order (uprn, customer_code, created_at)
    select c.uprn, c.code, c.created_at from customer c
    where c.uprn is not null and c.status in ('PREACTIVE', 'PREORDER')
      and not exists (
        select 1 from customer d
        where d.uprn = c.uprn and d.status in ('PREACTIVE', 'PREORDER')
          and (d.created_at < c.created_at or (d.created_at = c.created_at and d.code < c.code))
      )
  `.execute(db);
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('open_order').execute();
}
