import { z } from 'zod';
import { ADDRESS_TYPES } from '../constants';
import { INSTALLATION_SLOT_TIMES } from '../installation-slot-times';
import { ORDER_STATES } from '../order-lifecycle';
import { createEmailSchema } from './email';
import { poundsAmountSchema } from './money-amount';
import { productIdSchema } from './product';
import { promotionIdSchema } from './promotion';
import { customerCodeSchema } from './provider-id';
import { switchOrderSchema } from './switch-match';
import { checkedText, maxLength } from './text-field';
import { multiLineTextRules, oneLineTextRules } from './text-rules';

/**
 * A placed order as the provider API shows it after the order (issue 23, decision 0631): GET
 * /order/{code}, the answer of POST /order/{code}/state, and the body of the routes that change an
 * order. One schema for the API, the provider client, the customer's order page and the staff view.
 */

const orderStateSchema = z.enum(ORDER_STATES);

/** One stored move of the order (the audit trail): from null when the order was placed. */
export const orderStateChangeSchema = z.object({
  from_state: orderStateSchema.nullable(),
  to_state: orderStateSchema,
  /** 'website' when the customer placed or changed it, a staff member's e-mail, or another system's name. */
  actor: z.string(),
  reason: z.string(),
  changed_at: z.string(),
});
export type OrderStateChange = z.infer<typeof orderStateChangeSchema>;

export const orderViewSchema = z.object({
  /** The order number: the customer code. */
  code: z.string(),
  state: orderStateSchema,
  /** When the visitor placed (confirmed) it on the review step. */
  placed_at: z.string(),
  /** A pre-order waits for the network to reach the address: no visit can be booked yet. */
  preorder: z.boolean(),
  /** Oldest first. */
  history: z.array(orderStateChangeSchema),
  customer: z.object({
    title: z.string().nullable(),
    first_name: z.string().nullable(),
    surname: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** The address the order is for; null only if the network inventory no longer holds it. */
  address: z
    .object({
      uprn: z.string(),
      address: z.string(),
      postcode: z.string(),
      address_type: z.enum(ADDRESS_TYPES),
    })
    .nullable(),
  /** The plan first, then the add-ons. */
  products: z.array(productIdSchema),
  promotions: z.array(promotionIdSchema),
  /** Pounds a month as agreed when the order was placed, VAT included, after recurring promotions. */
  monthly_price: poundsAmountSchema.nullable(),
  /** The answer to the 14-day question (Consumer Contracts Regulations 2013, reg. 36). */
  start_within_cancellation_period: z.boolean(),
  installation: z
    .object({
      work_order_id: z.string(),
      day: z.iso.date(),
      time: z.enum(INSTALLATION_SLOT_TIMES),
    })
    .nullable(),
  /** Masked: the account number and sort code are never sent whole. */
  direct_debit: z
    .object({
      account_name: z.string(),
      sort_code_last2: z.string().regex(/^\d{2}$/),
      account_number_last2: z.string().regex(/^\d{2}$/),
    })
    .nullable(),
  switch_order: switchOrderSchema.nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** GET /order?search=: one line of the staff search. */
export const orderSummarySchema = z.object({
  code: z.string(),
  state: orderStateSchema,
  /** The customer's name as given ('Jane Smith'), or null. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  postcode: z.string().nullable(),
  placed_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The most orders one search answers, newest first. */
export const ORDER_SEARCH_LIMIT = 50;

export const ORDER_SEARCH_MESSAGES = {
  required: 'Enter an order number, a postcode or an e-mail address',
} as const;

/** An order number (exactly), a postcode (any spacing or case) or an e-mail address (any case). */
export const orderSearchQuerySchema = z.strictObject({
  search: checkedText(ORDER_SEARCH_MESSAGES.required, [maxLength(254), ...oneLineTextRules('a search')]),
});
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;

export const orderSearchResponseSchema = z.object({
  orders: z.array(orderSummarySchema).max(ORDER_SEARCH_LIMIT),
});
export type OrderSearchResponse = z.infer<typeof orderSearchResponseSchema>;

export const ORDER_MOVE_MESSAGES = {
  state: 'Select the state to move the order to',
  reason: 'Enter the reason for the move',
  actor: 'Enter who is moving the order',
} as const;

/** The longest reason kept in the audit trail. */
export const ORDER_MOVE_REASON_MAX = 500;

/** POST /order/{code}/state: move an order on, saying why and who did it (staff or another system). */
export const orderStateMoveBodySchema = z.strictObject({
  state: z.enum(ORDER_STATES, { error: ORDER_MOVE_MESSAGES.state }),
  reason: checkedText(ORDER_MOVE_MESSAGES.reason, [
    maxLength(ORDER_MOVE_REASON_MAX),
    ...multiLineTextRules('the reason'),
  ]),
  /** A staff member's e-mail or another system's name ('billing'). */
  actor: checkedText(ORDER_MOVE_MESSAGES.actor, [maxLength(254), ...oneLineTextRules('who is moving it')]),
});
export type OrderStateMoveBody = z.infer<typeof orderStateMoveBodySchema>;
export type OrderStateMoveInput = z.input<typeof orderStateMoveBodySchema>;

/**
 * POST /order/lookup: whether an order with this number was placed with this e-mail address, the
 * first step of Find my order. The e-mail travels in a body, never in a URL (logs keep URLs).
 */
export const orderLookupBodySchema = z.strictObject({
  code: customerCodeSchema,
  email: createEmailSchema(),
});
export type OrderLookupBody = z.infer<typeof orderLookupBodySchema>;

export const orderLookupResponseSchema = z.object({ found: z.boolean() });
export type OrderLookupResponse = z.infer<typeof orderLookupResponseSchema>;
