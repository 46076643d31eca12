import { canMoveOrder, type OrderState } from '@fibre/domain/order-lifecycle';
import { v7 as timeOrderedUuid } from 'uuid';
import type { Executor } from '../db/executor';
import type { OrderStateChangeRow, OrderStateRow } from '../db/schema';
import { conflict, notFound } from '../http-error';
import { enqueueOrderEvent } from './order-events';

/**
 * Where a placed order stands and how it got there (issue 23, decisions 0631, 0632). Each function
 * runs in the caller's transaction and writes the state, one audit-trail row and the outbox events
 * of the change together, so none of them exists without the others.
 */

/** The actor of changes the customer makes on the website. */
export const WEBSITE_ACTOR = 'website';

/** The audit trail's reason for an order the visitor placed on the review step. */
export const ORDER_PLACED_REASON = 'Order placed on the website';

/** The audit trail's reason when the customer cancels on the website (POST /customer/{code}/cancel). */
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';

/** Who moved an order and why; the amount owed goes with a cancellation's event (pence, or null). */
export interface OrderMove {
  actor: string;
  reason: string;
  amountOwedPence?: number | null;
}

async function recordChange(
  db: Executor,
  change: Omit<OrderStateChangeRow, 'id' | 'changed_at'>,
  now: Date,
): Promise<OrderStateChangeRow> {
  const row: OrderStateChangeRow = { id: timeOrderedUuid(), ...change, changed_at: now.toISOString() };
  await db.insertInto('order_state_change').values(row).execute();
  return row;
}

/**
 * The order enters `acknowledged` (called by confirmOrder, a pre-order included): its state, the
 * first line of its history (actor 'website') and the `order.created` event.
 */
export async function acknowledgeOrder(db: Executor, code: string, now: Date): Promise<OrderStateChangeRow> {
  const state: OrderState = 'acknowledged';
  await db
    .insertInto('order_state')
    .values({ customer_code: code, state, updated_at: now.toISOString() })
    .execute();
  const change = await recordChange(
    db,
    {
      customer_code: code,
      from_state: null,
      to_state: state,
      actor: WEBSITE_ACTOR,
      reason: ORDER_PLACED_REASON,
    },
    now,
  );
  await enqueueOrderEvent(db, { type: 'order.created', customerCode: code, data: { state } }, now);
  return change;
}

/**
 * Moves a placed order on: 404 order.not_found when it was never placed, 409
 * order.transition_not_allowed when the domain's rule refuses the move (canMoveOrder). The update
 * is conditional on the state read, so of two racing moves from one state one wins and the other
 * is refused as well. Writes `order.state_changed`, and `order.cancelled` when it is cancelled.
 */
export async function moveOrder(
  db: Executor,
  code: string,
  to: OrderState,
  move: OrderMove,
  now: Date,
): Promise<OrderStateChangeRow> {
  const current = await findOrderState(db, code);
  if (!current) throw notFound('order.not_found');
  const from = current.state;
  if (!canMoveOrder(from, to)) throw conflict('order.transition_not_allowed', transitionMessage(from, to));
  const updated = await db
    .updateTable('order_state')
    .set({ state: to, updated_at: now.toISOString() })
    .where('customer_code', '=', current.customer_code)
    .where('state', '=', from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    throw conflict('order.transition_not_allowed', 'The order was moved by someone else meanwhile.');
  }
  const customerCode = current.customer_code;
  const change = await recordChange(
    db,
    { customer_code: customerCode, from_state: from, to_state: to, actor: move.actor, reason: move.reason },
    now,
  );
  await enqueueOrderEvent(
    db,
    {
      type: 'order.state_changed',
      customerCode,
      data: { state: to, previous_state: from, reason: move.reason, actor: move.actor },
    },
    now,
  );
  if (to === 'cancelled') {
    const owed = move.amountOwedPence ?? null;
    await enqueueOrderEvent(
      db,
      {
        type: 'order.cancelled',
        customerCode,
        data: { state: to, reason: move.reason, amount_owed: owed === null ? null : owed / 100 },
      },
      now,
    );
  }
  return change;
}

function transitionMessage(from: OrderState, to: OrderState): string {
  return from === to ? `The order is already ${from}.` : `An order that is ${from} cannot move to ${to}.`;
}

/** Where the order stands, or undefined when it was never placed. Codes match in any letter case. */
export async function findOrderState(db: Executor, code: string): Promise<OrderStateRow | undefined> {
  return db
    .selectFrom('order_state')
    .selectAll()
    .where('customer_code', '=', code.toUpperCase())
    .executeTakeFirst();
}

/** The audit trail of an order, oldest first. */
export async function listOrderStateChanges(db: Executor, code: string): Promise<OrderStateChangeRow[]> {
  return (
    db
      .selectFrom('order_state_change')
      .selectAll()
      .where('customer_code', '=', code.toUpperCase())
      // The app's clock first (several processes' ids need not agree), then the id within a time.
      .orderBy('changed_at')
      .orderBy('id')
      .execute()
  );
}
