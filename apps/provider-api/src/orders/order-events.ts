import {
  type OrderEventData,
  type OrderEventOf,
  type OrderEventType,
  orderEventSchema,
} from '@fibre/domain/schemas/order-events';
import { v7 as timeOrderedUuid } from 'uuid';
import type { Executor } from '../db/executor';

/**
 * The outbox (issue 23, decision 0632): every order event is one `order_event` row inserted in the
 * transaction of the change that causes it, so the event exists exactly when the change committed.
 * Nothing is sent from a route: the webhook worker reads this table after the commit.
 */

/** An event to record: its type, the order, and the type's data except the order code. */
export interface NewOrderEvent<T extends OrderEventType> {
  type: T;
  customerCode: string;
  data: Omit<OrderEventData<T>, 'order_code'>;
}

/**
 * Inserts one outbox row in the caller's transaction and returns the envelope as it will be
 * delivered. The envelope is checked against the event's schema before it is stored, so a
 * subscriber can never be sent a body the contract does not describe.
 */
export async function enqueueOrderEvent<T extends OrderEventType>(
  db: Executor,
  event: NewOrderEvent<T>,
  now: Date,
): Promise<OrderEventOf<T>> {
  const envelope = orderEventSchema.parse({
    // The process clock, not `now`: uuid's v7 is monotonic only without options, and the outbox's
    // order (by id) must be the order the events were written in, even within one millisecond.
    id: timeOrderedUuid(),
    type: event.type,
    created_at: now.toISOString(),
    data: { order_code: event.customerCode, ...event.data },
  }) as OrderEventOf<T>;
  await db
    .insertInto('order_event')
    .values({
      id: envelope.id,
      type: envelope.type,
      customer_code: event.customerCode,
      body: JSON.stringify(envelope),
      created_at: envelope.created_at,
    })
    .execute();
  return envelope;
}

/** The events of one order, oldest first (for tests, the staff view and the worker's checks). */
export async function listOrderEvents(db: Executor, customerCode: string) {
  const rows = await db
    .selectFrom('order_event')
    .select('body')
    .where('customer_code', '=', customerCode)
    .orderBy('id')
    .execute();
  return rows.map((row) => orderEventSchema.parse(JSON.parse(row.body)));
}
