import { z } from 'zod';
import { FIND_MY_ORDER_MESSAGES, isOrderNumber, normaliseOrderNumber } from '../find-my-order';
import { createEmailSchema } from './email';
import { verificationCodeSchema } from './resume-order';
import { normalisedText } from './text-field';

/**
 * POST /api/find-my-order (decision 0650): the e-mail and the order number, and once the code has
 * been e-mailed, the code. Without `verification_code` the route sends a code; with it, the route
 * checks it and gives the browser the order page. The order number is normalised (capitals, no
 * spaces) before it is checked, as the customer may type it from a phone call.
 */
export const findMyOrderBodySchema = z.strictObject({
  email: createEmailSchema({
    requiredMessage: FIND_MY_ORDER_MESSAGES.emailRequired,
    invalidMessage: FIND_MY_ORDER_MESSAGES.emailInvalid,
  }),
  order_number: normalisedText({
    requiredMessage: FIND_MY_ORDER_MESSAGES.orderNumberRequired,
    invalidMessage: FIND_MY_ORDER_MESSAGES.orderNumberInvalid,
    maxLength: 80,
    normalise: (value) => (isOrderNumber(value) ? normaliseOrderNumber(value) : null),
  }),
  verification_code: verificationCodeSchema.optional(),
});
export type FindMyOrderBody = z.output<typeof findMyOrderBodySchema>;
export type FindMyOrderInput = z.input<typeof findMyOrderBodySchema>;

/** 202 after a send (the same whether or not the order exists), 200 once the code is proved. */
export const findMyOrderAnswerSchema = z.union([
  z.object({ verification: z.literal('sent') }),
  z.object({ verification: z.literal('verified'), next: z.string() }),
]);
export type FindMyOrderAnswer = z.infer<typeof findMyOrderAnswerSchema>;
