import type { OrderStateMoveBody, OrderView } from '@fibre/domain/schemas/order-view';
import { closePlacedOrder } from '../customers/customer-actions';
import type { Executor } from '../db/executor';
import { cancelSwitchOrder } from '../repositories/customer.repository';
import { withdrawWorkOrdersOf } from '../repositories/work-order.repository';
import { moveOrder } from './order-lifecycle';
import { orderView } from './order-view';

/**
 * POST /order/{code}/state (decision 0633): staff or another system move a placed order on, in the
 * caller's transaction. The state, its history line and its events come from moveOrder; what the
 * new state means for the rest of the order is done here, in the same transaction:
 * - cancelled: as a cancellation on the website (customer CANCELLED, address released, booked slot
 *   given back, switch order cancelled);
 * - failed: the order will not go ahead, so the address can be ordered again, the slot is given
 *   back and the switch order cancelled; the customer record stays ORDERED, the state says why;
 * - completed: the service is live, so the address claim of the open order is released;
 * - inProgress: nothing else changes.
 */
export async function moveOrderOn(
  db: Executor,
  code: string,
  body: OrderStateMoveBody,
  now: Date,
): Promise<OrderView> {
  const change = await moveOrder(db, code, body.state, { actor: body.actor, reason: body.reason }, now);
  const customerCode = change.customer_code;
  if (body.state === 'cancelled') {
    await closePlacedOrder(db, customerCode, now);
  } else if (body.state === 'failed') {
    await db.deleteFrom('open_order').where('customer_code', '=', customerCode).execute();
    await withdrawWorkOrdersOf(db, customerCode);
    await cancelSwitchOrder(db, customerCode, now);
  } else if (body.state === 'completed') {
    await db.deleteFrom('open_order').where('customer_code', '=', customerCode).execute();
  }
  return orderView(db, customerCode);
}
