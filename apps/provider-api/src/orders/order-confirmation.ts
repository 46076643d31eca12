import { ukCalendarDate } from '@fibre/domain/calendar';
import { contractStart } from '@fibre/domain/contract-start';
import { buildContractSummary, type ContractSummary } from '@fibre/domain/contract-summary';
import type { PreorderContext } from '@fibre/domain/preorder-pricing';
import { planAddressType } from '@fibre/domain/routing';
import type {
  OrderConfirmationBody,
  OrderConfirmationResponse,
} from '@fibre/domain/schemas/order-confirmation';
import { vatBasisFor } from '@fibre/domain/vat-basis';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../db/executor';
import type { CustomerRow, DatabaseSchema } from '../db/schema';
import { conflict, unprocessable } from '../http-error';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationEmail } from '../mail/order-email';
import { findAddressByUprn, rowToAddressItem } from '../repositories/address.repository';
import { findOrders, updateCustomer } from '../repositories/customer.repository';
import { findDirectDebit, maskedDirectDebit } from '../repositories/direct-debit.repository';
import { listProducts } from '../repositories/product.repository';
import { findPromotionsByIds } from '../repositories/promotion.repository';
import { findWorkOrderOfCustomer } from '../repositories/work-order.repository';
import { contractSummaryFileName, renderContractSummaryPdf } from './contract-summary-pdf';
import { findConfirmation, insertConfirmation, recordEmailOutcome } from './order-confirmation.repository';
import { acknowledgeOrder } from './order-lifecycle';

/**
 * Placing an order on the review step (decision 0200): the checks, the confirmation itself, and
 * the contract summary and e-mail that follow it (decisions 0210, 0211).
 */

/** Pre-orders whose action promised a Direct Debit set up before confirming. */
const DIRECT_DEBIT_PREORDERS = ['PREORDERDDSDU', 'PREORDERDDMDU'];
const PREORDER_ACTIONS = ['PREORDER', ...DIRECT_DEBIT_PREORDERS];

/**
 * Confirms the customer's open order inside the caller's transaction: a sign-up needs its visit
 * booked and a Direct Debit, a pre-order a Direct Debit only when its action said so. The customer
 * becomes ORDERED; the address keeps its open-order claim (it is released at installation or
 * cancellation). The e-mail is not sent here: see sendConfirmationEmail.
 */
export async function confirmOrder(
  db: Executor,
  customer: CustomerRow,
  body: OrderConfirmationBody,
  now: Date,
): Promise<OrderConfirmationResponse> {
  if (customer.status === 'ORDERED') {
    throw conflict('order.already_confirmed');
  }
  if (customer.status !== 'PREACTIVE' && customer.status !== 'PREORDER') {
    throw conflict('order.not_confirmable');
  }
  if (customer.status === 'PREACTIVE') {
    const workOrder = await findWorkOrderOfCustomer(db, customer.code);
    if (workOrder?.status !== 'SCHEDULED') {
      throw unprocessable('order.installation_not_booked');
    }
  }
  const needsDirectDebit =
    customer.status === 'PREACTIVE' || DIRECT_DEBIT_PREORDERS.includes(customer.action);
  if (needsDirectDebit && !(await findDirectDebit(db, customer.code))) {
    throw unprocessable('order.direct_debit_missing');
  }
  const confirmation = await insertConfirmation(
    db,
    {
      customerCode: customer.code,
      startWithinCancellationPeriod: body.start_within_cancellation_period,
      emailTo: customer.email,
    },
    now,
  );
  await updateCustomer(db, customer, { status: 'ORDERED' }, now);
  // The order's state (acknowledged), its first history line and order.created, in this transaction.
  await acknowledgeOrder(db, customer.code, now);
  return {
    code: customer.code,
    status: 'ORDERED',
    order_number: customer.code,
    confirmed_at: confirmation.confirmed_at,
    email_sent_to: customer.email,
  };
}

/**
 * The contract summary of the customer's latest order, or 409 order.none when there is none. Month
 * 1 starts by the one rule the website shows (contract-start.ts, decision 0440): the booked
 * installation day, else the earliest bookable day after the order's day, and for a pre-order the
 * day its service goes live. The promotions are the ones the order was placed with (they held
 * then, whatever has changed in the catalogue since).
 */
export async function latestOrderSummary(db: Executor, customer: CustomerRow): Promise<ContractSummary> {
  const orders = await findOrders(db, customer.code);
  const order = orders.at(-1);
  const [planId, ...addonIds] = order?.products ?? [];
  if (!order || planId === undefined) {
    throw conflict('order.none');
  }
  const [products, promotions, addressRow, workOrder] = await Promise.all([
    listProducts(db, [], order.products),
    findPromotionsByIds(db, order.promotions),
    customer.uprn ? findAddressByUprn(db, customer.uprn) : Promise.resolve(undefined),
    findWorkOrderOfCustomer(db, customer.code),
  ]);
  const plan = products.find((product) => product.id_product === planId);
  if (!plan) throw conflict('order.none', 'The plan of this order is no longer in the catalogue');
  const addons = addonIds.flatMap((id) => products.filter((product) => product.id_product === id));
  const address = addressRow ? rowToAddressItem(addressRow) : null;
  const preorder: PreorderContext | undefined =
    address && PREORDER_ACTIONS.includes(customer.action)
      ? { isPreorder: true, ismdu: address.ismdu, coverage: address.coverage, mdu_status: address.mdu_status }
      : undefined;
  const start = contractStart({
    orderDay: ukCalendarDate(new Date(order.created_at)),
    preorder: PREORDER_ACTIONS.includes(customer.action),
    installationDay: workOrder?.slot_day ?? null,
  });
  return buildContractSummary({
    plan,
    addons,
    promotions: promotions.map((promotion) => ({ ...promotion, valid: true })),
    start,
    basis: vatBasisFor(planAddressType(address?.address_type ?? 'RES')),
    preorder,
    orderNumber: customer.code,
  });
}

/** The summary as a PDF, dated now. */
export async function latestOrderSummaryPdf(
  db: Executor,
  customer: CustomerRow,
  now: Date,
): Promise<Uint8Array> {
  return renderContractSummaryPdf(await latestOrderSummary(db, customer), { createdAt: now });
}

/**
 * Sends the confirmation e-mail of a just-confirmed order, after its transaction committed: a
 * failure is logged and recorded (email_status FAILED) and never undoes the order.
 */
export async function sendConfirmationEmail(
  db: Kysely<DatabaseSchema>,
  mailer: Mailer,
  customer: CustomerRow,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const [confirmation, directDebit, workOrder] = await Promise.all([
      findConfirmation(db, customer.code),
      findDirectDebit(db, customer.code),
      findWorkOrderOfCustomer(db, customer.code),
    ]);
    if (!confirmation?.email_to) return;
    const summary = await latestOrderSummary(db, customer);
    const pdf = await renderContractSummaryPdf(summary, { createdAt: now });
    const name = [customer.contact_name, customer.contact_surname].filter(Boolean).join(' ') || null;
    const mail = orderConfirmationEmail({
      code: customer.code,
      to: confirmation.email_to,
      name,
      summary,
      installation:
        workOrder?.slot_day && workOrder.slot_time
          ? { day: workOrder.slot_day, time: workOrder.slot_time }
          : null,
      directDebit: directDebit ? maskedDirectDebit(directDebit) : null,
      orderDay: ukCalendarDate(now),
      startWithinCancellationPeriod: confirmation.start_within_cancellation_period,
      pdf: { filename: contractSummaryFileName(customer.code), content: pdf },
    });
    const sent = await mailer.send(mail);
    await recordEmailOutcome(db, customer.code, { status: 'SENT', messageId: sent.messageId }, now);
    log.info({ code: customer.code, via: sent.via }, 'Order confirmation e-mail sent');
  } catch (error) {
    // The order stands: the e-mail can be sent again from the recorded FAILED status.
    log.error({ err: error, code: customer.code }, 'Order confirmation e-mail failed');
    const message = error instanceof Error ? error.message : String(error);
    await recordEmailOutcome(db, customer.code, { status: 'FAILED', error: message }, now).catch(
      (recordError: unknown) =>
        log.error({ err: recordError, code: customer.code }, 'Could not record the e-mail failure'),
    );
  }
}
