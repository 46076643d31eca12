import { type Kysely, sql } from 'kysely';
import { v7 as timeOrderedUuid } from 'uuid';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files.
//
// After the order (issue 23, decisions 0631, 0632): where each placed order stands (TMF622 states),
// every move it made (the audit trail), and the outbox of events other systems hear of. An event
// row is written in the transaction of the change that causes it, so a crash never loses one nor
// sends one for a change that did not happen; the webhook worker reads the outbox afterwards.
//
// Orders placed before this migration get their state from what the database already knows:
// `acknowledged` at the time they were confirmed, then `cancelled` if the customer has since
// cancelled. Their history says so, and no event is made for them: nobody could have subscribed.

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

interface PlacedOrder {
  customer_code: string;
  confirmed_at: string;
  status: string;
  cancelled_at: string | null;
}

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('order_state')
    .addColumn('customer_code', 'text', (col) => col.primaryKey().references('customer.code'))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('order_state_change')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_code', 'text', (col) => col.notNull().references('customer.code'))
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_state_change_customer_idx')
    .on('order_state_change')
    .column('customer_code')
    .execute();

  await db.schema
    .createTable('order_event')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('customer_code', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_event_customer_idx').on('order_event').column('customer_code').execute();

  // The staff search (GET /order?search=) finds orders by e-mail in any case and by postcode.
  await db.schema
    .createIndex('customer_email_lower_idx')
    .on('customer')
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.createIndex('customer_postcode_idx').on('customer').column('postcode').execute();

  const placed = (await db
    .selectFrom('order_confirmation as c')
    .innerJoin('customer as k', 'k.code', 'c.customer_code')
    .leftJoin('order_cancellation as x', 'x.customer_code', 'c.customer_code')
    .select(['c.customer_code', 'c.confirmed_at', 'k.status', 'x.cancelled_at'])
    .orderBy('c.confirmed_at')
    .execute()) as PlacedOrder[];
  for (const order of placed) {
    const cancelledAt = order.status === 'CANCELLED' ? (order.cancelled_at ?? order.confirmed_at) : null;
    await db
      .insertInto('order_state')
      .values({
        customer_code: order.customer_code,
        state: cancelledAt ? 'cancelled' : 'acknowledged',
        updated_at: cancelledAt ?? order.confirmed_at,
      })
      .execute();
    const base = { customer_code: order.customer_code, actor: 'migration' };
    await db
      .insertInto('order_state_change')
      .values({
        ...base,
        id: timeOrderedUuid(),
        from_state: null,
        to_state: 'acknowledged',
        reason: 'Order placed before order states were kept',
        changed_at: order.confirmed_at,
      })
      .execute();
    if (cancelledAt) {
      await db
        .insertInto('order_state_change')
        .values({
          ...base,
          id: timeOrderedUuid(),
          from_state: 'acknowledged',
          to_state: 'cancelled',
          reason: 'Cancelled before order states were kept',
          changed_at: cancelledAt,
        })
        .execute();
    }
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex('customer_postcode_idx').execute();
  await db.schema.dropIndex('customer_email_lower_idx').execute();
  await db.schema.dropTable('order_event').execute();
  await db.schema.dropTable('order_state_change').execute();
  await db.schema.dropTable('order_state').execute();
}
