import type { CustomerRecord } from '@fibre/domain/schemas/api-customer';
import type { Executor } from '../db/executor';
import type { CustomerRow } from '../db/schema';
import { findConfirmation } from '../orders/order-confirmation.repository';
import { findAddressByUprn } from '../repositories/address.repository';
import { customerDetails, findOrders, findSwitchOrder } from '../repositories/customer.repository';
import { findDirectDebit, maskedDirectDebit } from '../repositories/direct-debit.repository';
import { findWorkOrderOfCustomer } from '../repositories/work-order.repository';
import { orderToWire } from './customer-actions';

/** A customer as GET /customer/{code} shows it: bank details masked, never the whole number. */
export async function customerRecord(db: Executor, row: CustomerRow): Promise<CustomerRecord> {
  const [address, orders, workOrder, directDebit, confirmation] = await Promise.all([
    row.uprn ? findAddressByUprn(db, row.uprn) : Promise.resolve(undefined),
    findOrders(db, row.code),
    findWorkOrderOfCustomer(db, row.code),
    findDirectDebit(db, row.code),
    findConfirmation(db, row.code),
  ]);
  return {
    code: row.code,
    action: row.action,
    status: row.status,
    contact_title: row.contact_title,
    contact_name: row.contact_name,
    contact_surname: row.contact_surname,
    email: row.email,
    phone: row.phone,
    birthdate: row.birthdate,
    uprn: row.uprn,
    postcode: row.postcode,
    address: address?.address ?? null,
    details: customerDetails(row),
    orders: orders.map(orderToWire),
    work_order: workOrder
      ? {
          id_workorder: workOrder.id,
          status: workOrder.status,
          day: workOrder.slot_day,
          time: workOrder.slot_time,
        }
      : null,
    direct_debit: directDebit ? maskedDirectDebit(directDebit) : null,
    confirmed_at: confirmation?.confirmed_at ?? null,
    start_within_cancellation_period: confirmation?.start_within_cancellation_period ?? null,
    switch_order: await findSwitchOrder(db, row.code),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
