import { z } from 'zod';
import { ACTION_TYPES } from '../constants';
import { WORK_ORDER_STATUSES, workOrderScheduleSchema } from './api-installation';
import { poundsAmountSchema } from './money-amount';
import { productIdSchema } from './product';
import { promotionIdSchema } from './promotion';
import { switchOrderSchema } from './switch-match';

/**
 * The provider API's answers to the customer calls (content-and-api.md §7 shows none of them):
 * what the website's later checkout steps need, and nothing secret.
 */

/** Where a customer record stands. */
/** ORDERED: a sign-up or pre-order the visitor confirmed on the review step; CANCELLED: withdrawn (decision 0200). */
export const CUSTOMER_STATUSES = [
  'PREACTIVE',
  'PREORDER',
  'ORDERED',
  'CANCELLED',
  'INTEREST',
  'CALLBACK',
  'PROSPECT',
] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** An order (or renewal) as it was placed, priced by the API from the ids. */
export const customerOrderSchema = z.object({
  id_order: z.string(),
  action: z.string(),
  /** The plan first, then the add-ons. */
  products: z.array(productIdSchema),
  promotions: z.array(promotionIdSchema),
  /** Pounds a month, VAT included, after recurring promotions; null when no product was ordered. */
  monthly_price: poundsAmountSchema.nullable(),
  created_at: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** POST /customer/{action} and POST /customer/PROSPECT: the record created (or updated). */
export const customerActionResponseSchema = z.object({
  /** The customer code; the website shows it as the order number too. */
  code: z.string(),
  customer_code: z.string(),
  action: z.enum(ACTION_TYPES),
  status: z.enum(CUSTOMER_STATUSES),
  /** The order placed, for the order actions; null otherwise. */
  order: customerOrderSchema.nullable(),
  /** A sign-up's engineer visit with the slots it offers; null when there is none yet. */
  work_order: workOrderScheduleSchema.nullable(),
  /** The One Touch Switch order matched with the order (decision 0220); the API always sends it, null when none. */
  switch_order: switchOrderSchema.nullable().optional(),
  created_at: z.string(),
});
export type CustomerActionResponse = z.infer<typeof customerActionResponseSchema>;

/** Bank details as they may be shown: the account number masked to its last two digits. */
export const maskedDirectDebitSchema = z.object({
  account_name: z.string(),
  sort_code: z.string(),
  /** '******58': never the whole number. */
  account_number: z.string().regex(/^\*{6}\d{2}$/),
  created_at: z.string(),
});
export type MaskedDirectDebit = z.infer<typeof maskedDirectDebitSchema>;

/** POST /customer/{code}/direct-debit. */
export const directDebitResponseSchema = maskedDirectDebitSchema.extend({ code: z.string() });
export type DirectDebitResponse = z.infer<typeof directDebitResponseSchema>;

/** GET /customer/{code} and PUT /customer/{code}. */
export const customerRecordSchema = z.object({
  code: z.string(),
  action: z.enum(ACTION_TYPES),
  status: z.enum(CUSTOMER_STATUSES),
  contact_title: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_surname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  uprn: z.string().nullable(),
  postcode: z.string().nullable(),
  /** The address line of the uprn, when the network knows it. */
  address: z.string().nullable(),
  /** Every other answer given (company, origin, switching answers, emergency phone...). */
  details: z.record(z.string(), z.unknown()),
  orders: z.array(customerOrderSchema),
  work_order: z
    .object({
      id_workorder: z.string(),
      status: z.enum(WORK_ORDER_STATUSES),
      day: z.string().nullable(),
      time: z.string().nullable(),
    })
    .nullable(),
  direct_debit: maskedDirectDebitSchema.nullable(),
  /** The One Touch Switch order matched with the order (decision 0220); the API always sends it, null when none. */
  switch_order: switchOrderSchema.nullable().optional(),
  /** When the visitor placed (confirmed) the order; null until then (POST /customer/{code}/confirm). */
  confirmed_at: z.string().nullable(),
  /** The answer to the 14-day question given when confirming; null until then. */
  start_within_cancellation_period: z.boolean().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/** POST /customer/renew. */
export const customerRenewResponseSchema = z.object({
  code: z.string(),
  id_contract_renew: productIdSchema,
  order: customerOrderSchema,
});
export type CustomerRenewResponse = z.infer<typeof customerRenewResponseSchema>;

/** POST /customer/{code}/direct-debit-request: the up-front payment request raised. */
export const paymentRequestResponseSchema = z.object({
  id_request: z.string(),
  code: z.string(),
  request_amount: poundsAmountSchema,
  request_description: z.string(),
  redirect_url: z.string(),
  status: z.literal('PENDING'),
  created_at: z.string(),
});
/** POST /customer/{code}/cancel: the order withdrawn and its address released (decision 0221). */
export const customerCancelResponseSchema = z.object({
  code: z.string(),
  status: z.literal('CANCELLED'),
  cancelled_at: z.string(),
});
export type CustomerCancelResponse = z.infer<typeof customerCancelResponseSchema>;

export type PaymentRequestResponse = z.infer<typeof paymentRequestResponseSchema>;

/** POST /customer/outage. */
export const outageRegistrationResponseSchema = z.object({
  id_registration: z.string(),
  created_at: z.string(),
});
export type OutageRegistrationResponse = z.infer<typeof outageRegistrationResponseSchema>;
