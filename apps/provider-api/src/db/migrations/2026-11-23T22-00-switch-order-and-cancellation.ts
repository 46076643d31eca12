import type { Kysely } from 'kysely';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files.
//
// switch_order: the One Touch Switch order matched for a customer's order (decision
// 0220), one per customer; an UPDATE with a new match replaces it, a cancellation marks it
// CANCELLED. order_cancellation: when and why an order ended before it was confirmed or installed
// (decision 0221): the visitor cancelled it (CANCELLED) or its unconfirmed claim on the address
// lapsed after the checkout's end time (LAPSED).

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('switch_order')
    .addColumn('customer_code', 'text', (col) => col.primaryKey().references('customer.code'))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('losing_rcpid', 'text', (col) => col.notNull())
    .addColumn('losing_name', 'text', (col) => col.notNull())
    .addColumn('implications', 'text', (col) => col.notNull())
    .addColumn('early_termination_charges_may_apply', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('order_cancellation')
    .addColumn('customer_code', 'text', (col) => col.primaryKey().references('customer.code'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('order_cancellation').execute();
  await db.schema.dropTable('switch_order').execute();
}
