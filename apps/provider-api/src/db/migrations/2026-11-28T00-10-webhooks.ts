import type { Kysely } from 'kysely';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files.
//
// Events out (issue 23, decisions 0640-0644). The outbox (`order_event`, 2026-11-28T00-00) is read
// by a worker in every API process:
// - hub_subscription: who is told (TMF's /hub): a callback URL, the event types it wants (JSON
//   array; empty means all) and the secret its deliveries are signed with (kept whole: the hub
//   must sign with it; shown to the subscriber once, when it registers).
// - order_event_dispatch: one row per outbox event once it has been fanned out to its deliveries;
//   its primary key makes the fan-out happen once, however many workers race for it.
// - event_delivery: one per event and target (a subscription's id, or 'email' for the customer's
//   e-mail of the event); its status, the next attempt's time, and the lease a worker holds while
//   it tries it (so two workers never try the same delivery at once).
// - event_delivery_attempt: the delivery log, one row per attempt with its answer; (delivery,
//   attempt) is unique, so one attempt is never logged twice.
// - installation_reminder: the day-before reminder made for a booked visit, once per order and slot.

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('hub_subscription')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('callback', 'text', (col) => col.notNull())
    .addColumn('events', 'text', (col) => col.notNull())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('order_event_dispatch')
    .addColumn('event_id', 'text', (col) => col.primaryKey().references('order_event.id'))
    .addColumn('dispatched_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('event_delivery')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('event_id', 'text', (col) => col.notNull().references('order_event.id'))
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('subscription_id', 'text', (col) => col.references('hub_subscription.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('first_attempt_at', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('event_delivery_event_target_key', ['event_id', 'target'])
    .execute();
  // The worker's claim reads due pending deliveries in time order.
  await db.schema
    .createIndex('event_delivery_due_idx')
    .on('event_delivery')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('event_delivery_subscription_idx')
    .on('event_delivery')
    .column('subscription_id')
    .execute();

  await db.schema
    .createTable('event_delivery_attempt')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('delivery_id', 'text', (col) =>
      col.notNull().references('event_delivery.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('worker', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addUniqueConstraint('event_delivery_attempt_key', ['delivery_id', 'attempt'])
    .execute();

  await db.schema
    .createTable('installation_reminder')
    .addColumn('customer_code', 'text', (col) => col.notNull().references('customer.code'))
    .addColumn('slot_day', 'text', (col) => col.notNull())
    .addColumn('slot_time', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('installation_reminder_pkey', ['customer_code', 'slot_day', 'slot_time'])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('installation_reminder').execute();
  await db.schema.dropTable('event_delivery_attempt').execute();
  await db.schema.dropTable('event_delivery').execute();
  await db.schema.dropTable('order_event_dispatch').execute();
  await db.schema.dropTable('hub_subscription').execute();
}
