import type { Kysely } from 'kysely';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files.
//
// order_confirmation: the visitor placed the order on the review step (POST
// /customer/{code}/confirm, decision 0200): when, the answer to the 14-day question (0/1), and how
// the confirmation e-mail went. One row per customer: the customer code is the primary key, so of
// two confirmations racing exactly one insert wins on either database. The e-mail is sent after the
// order commits, so its status starts PENDING and becomes SENT or FAILED (decision 0211).

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('order_confirmation')
    .addColumn('customer_code', 'text', (col) => col.primaryKey().references('customer.code'))
    .addColumn('confirmed_at', 'text', (col) => col.notNull())
    .addColumn('start_within_cancellation_period', 'integer', (col) => col.notNull())
    .addColumn('email_to', 'text')
    .addColumn('email_status', 'text', (col) => col.notNull())
    .addColumn('email_message_id', 'text')
    .addColumn('email_error', 'text')
    .addColumn('email_updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('order_confirmation').execute();
}
