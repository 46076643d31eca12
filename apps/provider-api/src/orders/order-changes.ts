import { formatIsoDate, parseIsoDate, ukCalendarDate } from '@fibre/domain/calendar';
import { cancellationTerms } from '@fibre/domain/cancellation-period';
import { rescheduleTerms, rescheduleWindow } from '@fibre/domain/installation-reschedule';
import { isOffered, SLOT_TIMES } from '@fibre/domain/installation-window';
import { claimEmailKey } from '@fibre/domain/open-order';
import { canMoveOrder, isOrderInFlight, type OrderState } from '@fibre/domain/order-lifecycle';
import type {
  OrderCancelBody,
  OrderCancellationTerms,
  OrderContactBody,
  OrderInstallationOptions,
  OrderRescheduleBody,
} from '@fibre/domain/schemas/order-changes';
import { ORDER_CHANGE_MESSAGES } from '@fibre/domain/schemas/order-changes';
import { closePlacedOrder } from '../customers/customer-actions';
import { pounds } from '../customers/order-checks';
import type { Executor } from '../db/executor';
import type { CustomerRow, WorkOrderRow } from '../db/schema';
import { conflict, notFound, unprocessable } from '../http-error';
import { findAddressByUprn } from '../repositories/address.repository';
import { existingCustomer, findOrders, updateCustomer } from '../repositories/customer.repository';
import {
  bookSlot,
  findWorkOrder,
  findWorkOrderOfCustomer,
  workOrderSchedule,
} from '../repositories/work-order.repository';
import { findConfirmation } from './order-confirmation.repository';
import { enqueueOrderEvent } from './order-events';
import { findOrderState, moveOrder, WEBSITE_ACTOR } from './order-lifecycle';

/**
 * The changes a customer makes to a placed order (issue 23, decisions 0660-0663): move the
 * installation, cancel within the 14 days, change the phone or e-mail. Each runs in the caller's
 * transaction and writes its outbox event there (order-events.ts), so the change and its event
 * commit together. Nothing is mailed from here: the e-mails go out from the events.
 */

/** The order's state and customer; 404 order.not_found unless the order was placed. */
async function placedOrder(
  db: Executor,
  code: string,
): Promise<{ state: OrderState; customer: CustomerRow }> {
  const state = await findOrderState(db, code);
  if (!state) throw notFound('order.not_found');
  return { state: state.state, customer: await existingCustomer(db, state.customer_code) };
}

/** Open: not yet live, cancelled or failed, so its visit can still move. */
function isOpen(state: OrderState): boolean {
  return isOrderInFlight(state);
}

/** The lifecycle still lets it be cancelled: on its way, or live (the 14 days run from the order; decision 0664). */
function isCancellable(state: OrderState): boolean {
  return canMoveOrder(state, 'cancelled');
}

function bookedVisit(workOrder: WorkOrderRow | undefined) {
  return workOrder?.slot_day && workOrder.slot_time
    ? { day: workOrder.slot_day, time: workOrder.slot_time }
    : null;
}

/** GET /order/{code}/installation-options: whether the visit can move now, and the slots it can move to. */
export async function installationOptions(
  db: Executor,
  code: string,
  now: Date,
  slotCapacity: number,
): Promise<OrderInstallationOptions> {
  const { state, customer } = await placedOrder(db, code);
  const workOrder = await findWorkOrderOfCustomer(db, customer.code);
  const visit = bookedVisit(workOrder);
  const terms = rescheduleTerms({ orderOpen: isOpen(state), visitDay: visit?.day ?? null, now });
  const window = rescheduleWindow(now);
  const schedule =
    workOrder && terms.refusal === null
      ? await workOrderSchedule(
          db,
          { ...workOrder, window_start: window.start, window_end: window.end },
          slotCapacity,
        )
      : null;
  return {
    code: customer.code,
    installation: visit,
    cutoff_day: terms.cutoffDay,
    refusal: terms.refusal,
    window_start: window.start,
    window_end: window.end,
    slots: schedule?.slots ?? [],
  };
}

/**
 * POST /order/{code}/reschedule: moves the visit to a slot of the checkout's window for an order
 * placed now, with the checkout's capacity rule (bookSlot), before the cut-off (decision 0660).
 * The work order row is updated first, so a second move of the same visit waits for this one and
 * reads the slot it left.
 */
export async function rescheduleInstallation(
  db: Executor,
  code: string,
  body: OrderRescheduleBody,
  now: Date,
  slotCapacity: number,
): Promise<void> {
  const { state, customer } = await placedOrder(db, code);
  if (!isOpen(state)) throw conflict('order.not_open');
  const found = await findWorkOrderOfCustomer(db, customer.code);
  if (!found || !bookedVisit(found)) throw conflict('order.no_installation');
  const window = rescheduleWindow(now);
  await db
    .updateTable('work_order')
    .set({ window_start: window.start, window_end: window.end, updated_at: now.toISOString() })
    .where('id', '=', found.id)
    .execute();
  const workOrder = (await findWorkOrder(db, found.id))!;
  const previous = bookedVisit(workOrder);
  if (!previous) throw conflict('order.no_installation');
  const terms = rescheduleTerms({ orderOpen: true, visitDay: previous.day, now });
  if (terms.refusal !== null) throw conflict('order.reschedule_closed');
  if (previous.day === body.day && previous.time === body.time) {
    throw unprocessable('order.same_slot', [{ path: 'day', message: ORDER_CHANGE_MESSAGES.sameSlot }]);
  }
  if (!isOffered(window, body.day, body.time)) {
    throw unprocessable('slot.not_offered', [
      { path: 'day', message: `Choose a day from ${window.start} to ${window.end}, Monday to Saturday` },
      { path: 'time', message: `Choose ${SLOT_TIMES.join(' or ')}` },
    ]);
  }
  await bookSlot(db, workOrder.id, body.day, body.time, slotCapacity, now);
  await enqueueOrderEvent(
    db,
    {
      type: 'order.installation_rescheduled',
      customerCode: customer.code,
      data: {
        state,
        installation: { day: body.day, time: body.time },
        previous_installation: { day: previous.day, time: previous.time as (typeof SLOT_TIMES)[number] },
      },
    },
    now,
  );
}

/** The 14-day terms of an order today (decision 0661). */
async function termsOf(db: Executor, code: string, now: Date) {
  const { state, customer } = await placedOrder(db, code);
  const [confirmation, orders, address, workOrder] = await Promise.all([
    findConfirmation(db, customer.code),
    findOrders(db, customer.code),
    customer.uprn ? findAddressByUprn(db, customer.uprn) : Promise.resolve(undefined),
    findWorkOrderOfCustomer(db, customer.code),
  ]);
  if (!confirmation) throw notFound('order.not_found');
  const placedOn = ukCalendarDate(new Date(confirmation.confirmed_at));
  const visit = bookedVisit(workOrder);
  const terms = cancellationTerms({
    addressType: address?.address_type ?? 'RES',
    placedOn,
    today: ukCalendarDate(now),
    orderOpen: isCancellable(state),
    startWithinCancellationPeriod: confirmation.start_within_cancellation_period,
    installationDay: visit ? parseIsoDate(visit.day) : null,
    monthlyChargePence: orders.at(-1)?.monthly_price_pence ?? 0,
  });
  return { customer, confirmation, placedOn, terms };
}

/** GET /order/{code}/cancellation: whether the order can be cancelled today and what that costs. */
export async function cancellationTermsOfOrder(
  db: Executor,
  code: string,
  now: Date,
): Promise<OrderCancellationTerms> {
  const { customer, confirmation, placedOn, terms } = await termsOf(db, code, now);
  return {
    code: customer.code,
    placed_on: formatIsoDate(placedOn),
    last_day: terms.lastDay,
    refusal: terms.refusal,
    start_within_cancellation_period: confirmation.start_within_cancellation_period,
    days_supplied: terms.daysSupplied,
    amount_owed: pounds(terms.amountOwedPence) ?? 0,
  };
}

/** The audit trail's reason for a cancellation on the website within the 14 days. */
export const CANCELLED_WITHIN_PERIOD_REASON =
  'Cancelled by the customer within the 14-day cancellation period';

/**
 * POST /order/{code}/cancel: the 14-day right to cancel (decision 0661). The lifecycle moves to
 * cancelled first (its state change and `order.cancelled` with the amount owed), then the order is
 * withdrawn as a cancellation on the website is (address, visit, switch order).
 */
export async function cancelPlacedOrder(
  db: Executor,
  code: string,
  body: OrderCancelBody,
  now: Date,
): Promise<void> {
  const { customer, terms } = await termsOf(db, code, now);
  if (terms.refusal === 'business') throw conflict('order.no_cancellation_right');
  if (terms.refusal === 'order_closed') throw conflict('order.not_open');
  if (terms.refusal === 'period_over') throw conflict('order.cancellation_period_over');
  const reason = body.reason
    ? `${CANCELLED_WITHIN_PERIOD_REASON}: ${body.reason}`
    : CANCELLED_WITHIN_PERIOD_REASON;
  await moveOrder(
    db,
    customer.code,
    'cancelled',
    { actor: WEBSITE_ACTOR, reason, amountOwedPence: terms.amountOwedPence },
    now,
  );
  await closePlacedOrder(db, customer.code, now);
}

/**
 * Moves the address's open-order claim to the new e-mail (decision 0663), so a later order from the
 * new address is seen as this person's; left as it is when that e-mail already holds a claim there.
 */
async function moveClaim(db: Executor, customer: CustomerRow, email: string): Promise<void> {
  if (!customer.uprn) return;
  const key = claimEmailKey(email);
  const taken = await db
    .selectFrom('open_order')
    .select('customer_code')
    .where('uprn', '=', customer.uprn)
    .where('email', '=', key)
    .executeTakeFirst();
  if (taken) return;
  await db.updateTable('open_order').set({ email: key }).where('customer_code', '=', customer.code).execute();
}

/**
 * POST /order/{code}/contact: a new phone and/or e-mail (decision 0663), and `order.contact_changed`
 * naming what changed. A value equal to the one held changes nothing and is not named; when nothing
 * changed, no event is written. A cancelled or failed order keeps the details it ended with.
 */
export async function changeOrderContact(
  db: Executor,
  code: string,
  body: OrderContactBody,
  now: Date,
): Promise<void> {
  const { state, customer } = await placedOrder(db, code);
  if (state === 'cancelled' || state === 'failed') throw conflict('order.not_open');
  const changed: ('phone' | 'email')[] = [];
  if (body.phone !== undefined && body.phone !== customer.phone) changed.push('phone');
  if (body.email !== undefined && body.email.toLowerCase() !== customer.email?.toLowerCase())
    changed.push('email');
  if (changed.length === 0) return;
  await updateCustomer(
    db,
    customer,
    {
      phone: changed.includes('phone') ? body.phone : undefined,
      email: changed.includes('email') ? body.email : undefined,
    },
    now,
  );
  if (body.email !== undefined && changed.includes('email')) await moveClaim(db, customer, body.email);
  await enqueueOrderEvent(
    db,
    { type: 'order.contact_changed', customerCode: customer.code, data: { state, changed } },
    now,
  );
}
