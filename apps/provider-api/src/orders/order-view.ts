import { normalisePostcode } from '@fibre/domain/postcode-format';
import {
  ORDER_SEARCH_LIMIT,
  type OrderStateChange,
  type OrderSummary,
  type OrderView,
} from '@fibre/domain/schemas/order-view';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { CustomerRow } from '../db/schema';
import { notFound } from '../http-error';
import { findAddressByUprn } from '../repositories/address.repository';
import { findCustomer, findOrders, findSwitchOrder } from '../repositories/customer.repository';
import { findDirectDebit } from '../repositories/direct-debit.repository';
import { findWorkOrderOfCustomer } from '../repositories/work-order.repository';
import { findConfirmation } from './order-confirmation.repository';
import { findOrderState, listOrderStateChanges } from './order-lifecycle';

/**
 * A placed order as GET /order/{code} shows it (issue 23, decision 0633): read from the tables the
 * checkout wrote, never copied, so the view cannot drift from the order.
 */

const PREORDER_ACTIONS: readonly string[] = ['PREORDER', 'PREORDERDDSDU', 'PREORDERDDMDU'];

function fullName(customer: Pick<CustomerRow, 'contact_name' | 'contact_surname'>): string | null {
  return [customer.contact_name, customer.contact_surname].filter(Boolean).join(' ') || null;
}

/** The placed order of a code (any letter case): 404 order.not_found unless it was confirmed. */
export async function orderView(db: Executor, code: string): Promise<OrderView> {
  const [state, customer] = await Promise.all([findOrderState(db, code), findCustomer(db, code)]);
  const confirmation = customer ? await findConfirmation(db, customer.code) : undefined;
  if (!state || !customer || !confirmation) throw notFound('order.not_found');
  const [history, orders, addressRow, workOrder, directDebit, switchOrder] = await Promise.all([
    listOrderStateChanges(db, customer.code),
    findOrders(db, customer.code),
    customer.uprn ? findAddressByUprn(db, customer.uprn) : Promise.resolve(undefined),
    findWorkOrderOfCustomer(db, customer.code),
    findDirectDebit(db, customer.code),
    findSwitchOrder(db, customer.code),
  ]);
  const order = orders.at(-1);
  return {
    code: customer.code,
    state: state.state,
    placed_at: confirmation.confirmed_at,
    preorder: PREORDER_ACTIONS.includes(customer.action),
    history: history.map(
      (change): OrderStateChange => ({
        from_state: change.from_state,
        to_state: change.to_state,
        actor: change.actor,
        reason: change.reason,
        changed_at: change.changed_at,
      }),
    ),
    customer: {
      title: customer.contact_title,
      first_name: customer.contact_name,
      surname: customer.contact_surname,
      email: customer.email,
      phone: customer.phone,
    },
    address:
      addressRow?.uprn != null
        ? {
            uprn: addressRow.uprn,
            address: addressRow.address,
            postcode: addressRow.postcode,
            address_type: addressRow.address_type,
          }
        : null,
    products: order?.products ?? [],
    promotions: order?.promotions ?? [],
    monthly_price: order?.monthly_price_pence == null ? null : order.monthly_price_pence / 100,
    start_within_cancellation_period: confirmation.start_within_cancellation_period,
    installation:
      workOrder?.slot_day && workOrder.slot_time
        ? { work_order_id: workOrder.id, day: workOrder.slot_day, time: workOrder.slot_time }
        : null,
    direct_debit: directDebit
      ? {
          account_name: directDebit.account_name,
          sort_code_last2: directDebit.sort_code.slice(-2),
          account_number_last2: directDebit.account_number_last2,
        }
      : null,
    switch_order: switchOrder,
  };
}

/**
 * The staff search (GET /order?search=): placed orders whose number is the text exactly (any
 * letter case), whose postcode it is (any spacing or case), or whose e-mail it is (any case);
 * newest first, at most ORDER_SEARCH_LIMIT. Each test uses an index (primary key, customer
 * postcode, lower(email)).
 */
export async function searchOrders(db: Executor, search: string): Promise<OrderSummary[]> {
  const text = search.trim();
  const postcode = normalisePostcode(text);
  const email = text.includes('@') ? text.toLowerCase() : null;
  const rows = await db
    .selectFrom('order_state as s')
    .innerJoin('customer as c', 'c.code', 's.customer_code')
    .innerJoin('order_confirmation as o', 'o.customer_code', 's.customer_code')
    .select([
      's.customer_code as code',
      's.state',
      'c.contact_name',
      'c.contact_surname',
      'c.email',
      'c.postcode',
      'o.confirmed_at',
    ])
    .where((eb) =>
      eb.or([
        eb('s.customer_code', '=', text.toUpperCase()),
        ...(postcode ? [eb('c.postcode', '=', postcode)] : []),
        ...(email ? [eb(sql<string>`lower(c.email)`, '=', email)] : []),
      ]),
    )
    .orderBy('o.confirmed_at', 'desc')
    .orderBy('s.customer_code')
    .limit(ORDER_SEARCH_LIMIT)
    .execute();
  return rows.map((row) => ({
    code: row.code,
    state: row.state,
    name: fullName(row),
    email: row.email,
    postcode: row.postcode,
    placed_at: row.confirmed_at,
  }));
}

/**
 * Find my order's first step (POST /order/lookup): whether this order number was placed with this
 * e-mail address (compared trimmed and without case). The answer is a yes or no, never the order.
 */
export async function orderPlacedWithEmail(db: Executor, code: string, email: string): Promise<boolean> {
  const [state, customer] = await Promise.all([findOrderState(db, code), findCustomer(db, code)]);
  if (!state || !customer?.email) return false;
  return customer.email.trim().toLowerCase() === email.trim().toLowerCase();
}
