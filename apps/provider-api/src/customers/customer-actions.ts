import {
  claimEmailKey,
  decideNewOrder,
  ORDER_REVIEW_REASONS,
  UNCONFIRMED_ORDER_STATUSES,
} from '@fibre/domain/open-order';
import type {
  CustomerActionResponse,
  CustomerCancelResponse,
  CustomerOrder,
  CustomerStatus,
} from '@fibre/domain/schemas/api-customer';
import type { CustomerOrderBody, OrderAction } from '@fibre/domain/schemas/customer-order';
import type { CallMeBody, ProspectBody } from '@fibre/domain/schemas/customer-requests';
import type { RegisterInterestBody } from '@fibre/domain/schemas/register-interest';
import type { SwitchOrder } from '@fibre/domain/schemas/switch-match';
import { switchOrderReference } from '@fibre/domain/switch-match';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { CustomerRow, OrderCancellationReason } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, notFound } from '../http-error';
import { CUSTOMER_CANCEL_REASON, moveOrder, WEBSITE_ACTOR } from '../orders/order-lifecycle';
import {
  cancelSwitchOrder,
  existingCustomer,
  findSwitchOrder,
  insertCustomer,
  insertOrder,
  type NewCustomer,
  type OrderRecord,
  saveSwitchOrder,
  updateCustomer,
} from '../repositories/customer.repository';
import {
  createWorkOrder,
  findWorkOrderOfCustomer,
  withdrawWorkOrdersOf,
  workOrderSchedule,
} from '../repositories/work-order.repository';
import { matchSwitch } from '../routes/ots/switch-match';
import { checkOrder, knownAddress, pounds } from './order-checks';

export interface ActionContext {
  now: Date;
  slotCapacity: number;
}

export function orderToWire(order: OrderRecord): CustomerOrder {
  return {
    id_order: order.id,
    action: order.action,
    products: order.products,
    promotions: order.promotions,
    monthly_price: pounds(order.monthly_price_pence),
    created_at: order.created_at,
  };
}

function response(
  customer: CustomerRow,
  action: CustomerActionResponse['action'],
  order: OrderRecord | null,
  workOrder: CustomerActionResponse['work_order'],
  switchOrder: SwitchOrder | null = null,
): CustomerActionResponse {
  return {
    code: customer.code,
    customer_code: customer.code,
    action,
    status: customer.status,
    order: order ? orderToWire(order) : null,
    work_order: workOrder,
    switch_order: switchOrder,
    created_at: customer.created_at,
  };
}

/** The columns of an order body; everything else is kept in `details`. */
function splitOrderBody(body: CustomerOrderBody) {
  const {
    contact_title,
    contact_name,
    contact_surname,
    email,
    phone,
    birthdate,
    uprn,
    postcode,
    id_product: _plan,
    addons: _addons,
    promotions: _promotions,
    // Kept as the switch order it made, in its own table.
    switch_match: _switchMatch,
    ...details
  } = body;
  return {
    columns: { contact_title, contact_name, contact_surname, email, phone, birthdate, uprn, postcode },
    details,
  };
}

/**
 * Claims the address for this customer's open order (decisions 0173, 0221, 0381). Orders at one
 * uprn are taken one at a time (a row lock on the address, taken by an update that changes
 * nothing; SQLite serialises writes anyway), so each sees the claims made before it. The domain's
 * rule then decides: lapsed claims are released; the same e-mail's current claim is the visitor's
 * own order in progress (409, resumed by the site); anyone else's only marks this order for review.
 * The primary key (uprn, e-mail) still refuses a second claim by one person if anything races past.
 */
async function claimOpenOrder(
  db: Executor,
  order: { uprn: string; email: string; customerCode: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('address')
    .set((eb) => ({ uprn: eb.ref('uprn') }))
    .where('uprn', '=', order.uprn)
    .execute();
  const claims = await db
    .selectFrom('open_order')
    .innerJoin('customer', 'customer.code', 'open_order.customer_code')
    .select(['open_order.customer_code', 'open_order.email', 'open_order.created_at', 'customer.status'])
    .where('open_order.uprn', '=', order.uprn)
    .orderBy('open_order.created_at')
    .orderBy('open_order.customer_code')
    .execute();
  const decision = decideNewOrder(
    claims.map((claim) => ({ ...claim, claimedAt: claim.created_at })),
    order.email,
    now,
  );
  for (const lapsed of decision.lapsed) {
    await closeOrder(db, lapsed.customer_code, UNCONFIRMED_ORDER_STATUSES, 'LAPSED', now);
  }
  if (decision.outcome === 'own_order_exists') throw openOrderExists();
  try {
    await db
      .insertInto('open_order')
      .values({
        uprn: order.uprn,
        email: claimEmailKey(order.email),
        customer_code: order.customerCode,
        created_at: now.toISOString(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, 'open_order')) throw openOrderExists();
    throw error;
  }
  if (decision.review) {
    await db
      .insertInto('order_review')
      .values({
        customer_code: order.customerCode,
        reason: ORDER_REVIEW_REASONS.addressHasOpenOrder,
        held_by: JSON.stringify(decision.heldBy.map((claim) => claim.customer_code)),
        created_at: now.toISOString(),
      })
      .execute();
  }
}

function openOrderExists() {
  return conflict('customer.open_order_exists');
}

/**
 * The open (pre-active or pre-ordered) order of this e-mail at this uprn, the newest first: the
 * order UPDATE changes, and the one a resume code may be sent for.
 */
export async function findOpenOrder(
  db: Executor,
  uprn: string,
  email: string,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer')
    .selectAll()
    .where('uprn', '=', uprn)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('status', 'in', [...UNCONFIRMED_ORDER_STATUSES])
    .orderBy('created_at', 'desc')
    .orderBy('code')
    .executeTakeFirst();
}

/** Statuses of a customer whose order can be cancelled. */
const CANCELLABLE_STATUSES: readonly CustomerStatus[] = ['PREACTIVE', 'PREORDER', 'ORDERED'];

/**
 * Ends an order: the customer becomes CANCELLED (only from one of `from`: a conditional UPDATE, so
 * of two racing cancellations one wins), the address claim is deleted, booked installation
 * places are given back, the switch order is cancelled and the cancellation recorded. False when
 * the customer was no longer in one of `from`.
 */
async function closeOrder(
  db: Executor,
  code: string,
  from: readonly CustomerStatus[],
  reason: OrderCancellationReason,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const updated = await db
    .updateTable('customer')
    .set({ status: 'CANCELLED', updated_at: at })
    .where('code', '=', code)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await db.deleteFrom('open_order').where('customer_code', '=', code).execute();
  await withdrawWorkOrdersOf(db, code);
  await cancelSwitchOrder(db, code, now);
  await db
    .insertInto('order_cancellation')
    .values({ customer_code: code, reason, cancelled_at: at })
    .execute();
  return true;
}

/**
 * POST /customer/{code}/cancel: withdraws an order, confirmed or not (the 14-day right to cancel,
 * the checkout's leave guard and timer), and releases its address (decision 0221).
 */
export async function cancelOrder(db: Executor, code: string, now: Date): Promise<CustomerCancelResponse> {
  const customer = await existingCustomer(db, code);
  if (customer.status === 'CANCELLED') {
    throw conflict('customer.already_cancelled');
  }
  if (!CANCELLABLE_STATUSES.includes(customer.status)) {
    throw conflict('customer.not_cancellable');
  }
  // A placed order moves to cancelled first, so one its state no longer allows cancelling (completed,
  // failed) is refused (409 order.transition_not_allowed) before anything is released.
  if (customer.status === 'ORDERED') {
    await moveOrder(
      db,
      customer.code,
      'cancelled',
      { actor: WEBSITE_ACTOR, reason: CUSTOMER_CANCEL_REASON },
      now,
    );
  }
  if (!(await closeOrder(db, customer.code, CANCELLABLE_STATUSES, 'CANCELLED', now))) {
    throw conflict('customer.already_cancelled');
  }
  return { code: customer.code, status: 'CANCELLED', cancelled_at: now.toISOString() };
}

/**
 * A placed order that staff or another system moved to cancelled (POST /order/{code}/state): the
 * customer record ends as a cancellation on the website does (address released, slot given back,
 * switch order cancelled). The caller has already moved the order's state in this transaction.
 */
export async function closePlacedOrder(db: Executor, code: string, now: Date): Promise<void> {
  if (!(await closeOrder(db, code, ['ORDERED'], 'CANCELLED', now))) {
    throw conflict('customer.already_cancelled');
  }
}

/** The switch order an order body's `switch_match` makes for the customer, or null without one. */
async function switchOrderFor(
  db: Executor,
  customerCode: string,
  body: CustomerOrderBody,
  now: Date,
): Promise<SwitchOrder | null> {
  if (!body.switch_match) return null;
  const match = await matchSwitch(db, body.switch_match, switchOrderReference(customerCode), 'switch_match.');
  return saveSwitchOrder(db, customerCode, match, now);
}

const STATUS_OF: Record<Exclude<OrderAction, 'UPDATE'>, CustomerStatus> = {
  SIGNUP: 'PREACTIVE',
  PREORDER: 'PREORDER',
  PREORDERDDSDU: 'PREORDER',
  PREORDERDDMDU: 'PREORDER',
};

/**
 * SIGNUP and the PREORDER actions: the customer, the order and, for a sign-up, the engineer's
 * work order with the slots it offers. Pre-orders wait for the network: no visit can be booked.
 */
export async function placeOrder(
  db: Executor,
  action: Exclude<OrderAction, 'UPDATE'>,
  body: CustomerOrderBody,
  context: ActionContext,
): Promise<CustomerActionResponse> {
  const kind = action === 'SIGNUP' ? 'order' : 'preorder';
  const checked = await checkOrder(db, body, kind, { checkExistingCustomer: true });
  const { columns, details } = splitOrderBody(body);
  const customer = await insertCustomer(
    db,
    { action, status: STATUS_OF[action], ...columns, details },
    context.now,
  );
  await claimOpenOrder(db, { uprn: body.uprn, email: body.email, customerCode: customer.code }, context.now);
  const switchOrder = await switchOrderFor(db, customer.code, body, context.now);
  const order = await insertOrder(
    db,
    customer.code,
    {
      action,
      products: [checked.plan.id_product, ...checked.addons.map((addon) => addon.id_product)],
      promotions: checked.promotions.map((promotion) => promotion.id_promotion),
      monthlyPricePence: checked.monthlyPricePence,
    },
    context.now,
  );
  const workOrder =
    kind === 'order'
      ? await workOrderSchedule(
          db,
          await createWorkOrder(db, customer.code, context.now),
          context.slotCapacity,
        )
      : null;
  return response(customer, action, order, workOrder, switchOrder);
}

/**
 * UPDATE: the visitor changes an order still open (pre-active or pre-ordered) at the same uprn
 * and e-mail (decision 0056). The contact details are replaced and the new choice is recorded
 * as a further order; the work order and its booking stay.
 */
export async function updateOrder(
  db: Executor,
  body: CustomerOrderBody,
  context: ActionContext,
): Promise<CustomerActionResponse> {
  const existing = await findOpenOrder(db, body.uprn, body.email);
  if (!existing) {
    throw notFound('customer.not_found', 'No open order matches this address and e-mail');
  }
  const kind = existing.status === 'PREACTIVE' ? 'order' : 'preorder';
  const checked = await checkOrder(db, body, kind, { checkExistingCustomer: false });
  const { columns, details } = splitOrderBody(body);
  const customer = await updateCustomer(db, existing, { ...columns, details }, context.now);
  // A new match replaces the switch order; no longer asking for switching help cancels it.
  if (!body.switch_match && !body.additional.needsHelpSwitchingProvider) {
    await cancelSwitchOrder(db, customer.code, context.now);
  }
  const switchOrder =
    (await switchOrderFor(db, customer.code, body, context.now)) ??
    (await findSwitchOrder(db, customer.code));
  const order = await insertOrder(
    db,
    customer.code,
    {
      action: 'UPDATE',
      products: [checked.plan.id_product, ...checked.addons.map((addon) => addon.id_product)],
      promotions: checked.promotions.map((promotion) => promotion.id_promotion),
      monthlyPricePence: checked.monthlyPricePence,
    },
    context.now,
  );
  const workOrderRow = await findWorkOrderOfCustomer(db, customer.code);
  const workOrder = workOrderRow ? await workOrderSchedule(db, workOrderRow, context.slotCapacity) : null;
  return response(customer, 'UPDATE', order, workOrder, switchOrder);
}

async function recordContact(
  db: Executor,
  action: 'ROI' | 'CALLME' | 'PROSPECT',
  customer: Omit<NewCustomer, 'action' | 'status'>,
  status: CustomerStatus,
  now: Date,
): Promise<CustomerActionResponse> {
  const row = await insertCustomer(db, { ...customer, action, status }, now);
  return response(row, action, null, null);
}

/** ROI: register interest where the network is not built yet. A plot without a uprn may register. */
export async function registerInterest(
  db: Executor,
  body: RegisterInterestBody,
  now: Date,
): Promise<CustomerActionResponse> {
  if (body.uprn) await knownAddress(db, body.uprn);
  const { contact_title, contact_name, contact_surname, email, phone, uprn, postcode, ...details } = body;
  return recordContact(
    db,
    'ROI',
    { contact_title, contact_name, contact_surname, email, phone, uprn: uprn ?? null, postcode, details },
    'INTEREST',
    now,
  );
}

/** CALLME: a 'still in a contract?' call-back request. */
export async function requestCallBack(
  db: Executor,
  body: CallMeBody,
  now: Date,
): Promise<CustomerActionResponse> {
  await knownAddress(db, body.uprn);
  const { contact_name, contact_surname, email, phone, uprn, postcode, ...details } = body;
  return recordContact(
    db,
    'CALLME',
    { contact_name, contact_surname, email, phone, uprn, postcode, details },
    'CALLBACK',
    now,
  );
}

/** PROSPECT: someone who left an e-mail and phone at an address. */
export async function recordProspect(
  db: Executor,
  body: ProspectBody,
  now: Date,
): Promise<CustomerActionResponse> {
  const address = await knownAddress(db, body.uprn);
  return recordContact(
    db,
    'PROSPECT',
    { email: body.email, phone: body.phone, uprn: body.uprn, postcode: address.postcode, details: {} },
    'PROSPECT',
    now,
  );
}
