import type { ActionType } from '@fibre/domain/constants';
import type { CustomerStatus } from '@fibre/domain/schemas/api-customer';
import type { SwitchImplication, SwitchMatchResponse, SwitchOrder } from '@fibre/domain/schemas/switch-match';
import { newCode } from '../codes';
import type { Executor } from '../db/executor';
import { parseJsonList } from '../db/executor';
import type { CustomerOrderAction, CustomerRow, SwitchOrderRow } from '../db/schema';
import { notFound } from '../http-error';

/** The person's own columns, each optional: a new customer and a patch set the same ones. */
type ContactColumns = Partial<
  Pick<CustomerRow, 'contact_title' | 'contact_name' | 'contact_surname' | 'email' | 'phone' | 'birthdate'>
>;

/** The fields a customer record keeps in columns; everything else of the body goes to `details`. */
export interface NewCustomer extends ContactColumns {
  action: ActionType;
  status: CustomerStatus;
  uprn?: string | null;
  postcode?: string | null;
  details: Record<string, unknown>;
}

export async function insertCustomer(db: Executor, customer: NewCustomer, now: Date): Promise<CustomerRow> {
  const row: CustomerRow = {
    code: newCode('FB'),
    action: customer.action,
    status: customer.status,
    contact_title: customer.contact_title ?? null,
    contact_name: customer.contact_name ?? null,
    contact_surname: customer.contact_surname ?? null,
    email: customer.email ?? null,
    phone: customer.phone ?? null,
    birthdate: customer.birthdate ?? null,
    uprn: customer.uprn ?? null,
    postcode: customer.postcode ?? null,
    details: JSON.stringify(customer.details),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await db.insertInto('customer').values(row).execute();
  return row;
}

export async function findCustomer(db: Executor, code: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
}

/** The customer of a code the caller named: 404 customer.not_found when there is none. */
export async function existingCustomer(db: Executor, code: string): Promise<CustomerRow> {
  const row = await findCustomer(db, code);
  if (!row) throw notFound('customer.not_found');
  return row;
}

export function customerDetails(row: CustomerRow): Record<string, unknown> {
  const value: unknown = JSON.parse(row.details);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export interface CustomerPatch extends ContactColumns {
  status?: CustomerStatus;
  /** Merged into the stored details. */
  details?: Record<string, unknown>;
}

/** Applies a patch to a customer inside the caller's transaction; returns the new row. */
export async function updateCustomer(
  db: Executor,
  row: CustomerRow,
  patch: CustomerPatch,
  now: Date,
): Promise<CustomerRow> {
  const { details, ...columns } = patch;
  const defined = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  const next: CustomerRow = {
    ...row,
    ...defined,
    details: JSON.stringify({ ...customerDetails(row), ...(details ?? {}) }),
    updated_at: now.toISOString(),
  };
  await db
    .updateTable('customer')
    .set({ ...defined, details: next.details, updated_at: next.updated_at })
    .where('code', '=', row.code)
    .execute();
  return next;
}

export interface OrderRecord {
  id: string;
  action: CustomerOrderAction;
  products: number[];
  promotions: number[];
  monthly_price_pence: number | null;
  created_at: string;
}

export async function insertOrder(
  db: Executor,
  customerCode: string,
  order: {
    action: CustomerOrderAction;
    products: readonly number[];
    promotions: readonly number[];
    monthlyPricePence: number | null;
  },
  now: Date,
): Promise<OrderRecord> {
  const record: OrderRecord = {
    id: newCode('OR'),
    action: order.action,
    products: [...order.products],
    promotions: [...order.promotions],
    monthly_price_pence: order.monthlyPricePence,
    created_at: now.toISOString(),
  };
  await db
    .insertInto('customer_order')
    .values({
      id: record.id,
      customer_code: customerCode,
      action: record.action,
      products: JSON.stringify(record.products),
      promotions: JSON.stringify(record.promotions),
      monthly_price_pence: record.monthly_price_pence,
      created_at: record.created_at,
    })
    .execute();
  return record;
}

export async function findOrders(db: Executor, customerCode: string): Promise<OrderRecord[]> {
  const rows = await db
    .selectFrom('customer_order')
    .selectAll()
    .where('customer_code', '=', customerCode)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    products: parseJsonList<number>(row.products),
    promotions: parseJsonList<number>(row.promotions),
    monthly_price_pence: row.monthly_price_pence,
    created_at: row.created_at,
  }));
}

/** A customer's One Touch Switch order as answers carry it (decision 0220). */
export async function findSwitchOrder(db: Executor, customerCode: string): Promise<SwitchOrder | null> {
  const row = await db
    .selectFrom('switch_order')
    .selectAll()
    .where('customer_code', '=', customerCode)
    .executeTakeFirst();
  return row ? switchOrderToWire(row) : null;
}

function switchOrderToWire(row: SwitchOrderRow): SwitchOrder {
  return {
    reference: row.reference,
    status: row.status,
    losing_provider: { rcpid: row.losing_rcpid, name: row.losing_name },
    implications: parseJsonList<SwitchImplication>(row.implications),
    early_termination_charges_may_apply: row.early_termination_charges_may_apply === 1,
    created_at: row.created_at,
  };
}

/** Records (or, for an order changed with a new match, replaces) the customer's switch order. */
export async function saveSwitchOrder(
  db: Executor,
  customerCode: string,
  match: SwitchMatchResponse,
  now: Date,
): Promise<SwitchOrder> {
  const row: SwitchOrderRow = {
    customer_code: customerCode,
    reference: match.switch_order_reference,
    status: 'MATCHED',
    losing_rcpid: match.losing_provider.rcpid,
    losing_name: match.losing_provider.name,
    implications: JSON.stringify(match.implications),
    early_termination_charges_may_apply: match.early_termination_charges_may_apply ? 1 : 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const { customer_code: _code, ...changes } = row;
  await db
    .insertInto('switch_order')
    .values(row)
    .onConflict((oc) => oc.column('customer_code').doUpdateSet(changes))
    .execute();
  return switchOrderToWire(row);
}

/** Marks the customer's switch order, if any, cancelled with the order. */
export async function cancelSwitchOrder(db: Executor, customerCode: string, now: Date): Promise<void> {
  await db
    .updateTable('switch_order')
    .set({ status: 'CANCELLED', updated_at: now.toISOString() })
    .where('customer_code', '=', customerCode)
    .execute();
}
