import { z } from 'zod';

/**
 * POST /customer/{code}/confirm (decision 0200, step 4): the visitor places the order on the
 * review step. The one answer the body carries is the 14-day question (Consumer Contracts
 * Regulations 2013, reg. 36): whether the service may start within the cancellation period.
 */
export const orderConfirmationBodySchema = z.strictObject({
  start_within_cancellation_period: z.boolean(),
});
export type OrderConfirmationBody = z.infer<typeof orderConfirmationBodySchema>;

/** The confirmed order: the customer is ORDERED and the confirmation e-mail goes to `email_sent_to`. */
export const orderConfirmationResponseSchema = z.object({
  code: z.string(),
  status: z.literal('ORDERED'),
  /** The order number the customer quotes: the customer code. */
  order_number: z.string(),
  confirmed_at: z.string(),
  /** The address the confirmation e-mail is sent to (after the order is stored). */
  email_sent_to: z.string().nullable(),
});
export type OrderConfirmationResponse = z.infer<typeof orderConfirmationResponseSchema>;
