import { z } from 'zod';
import { REGISTER_CHANNEL } from '../constants';
import { normalisePromoCode } from '../promotions';
import { optionalPostcodeSchema } from './postcode';
import { productIdSchema } from './product';
import { checkedText, matches, maxLength } from './text-field';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * A promo code as typed into the promo box: trimmed, then letters, digits, '-' and '_', up to
 * 32 characters, any letter case; the output is upper-case ('welcome10' -> 'WELCOME10'), the
 * form codes are compared in. A missing or blank code is 'Enter a promo code' (decision 0426);
 * anything else is 'Promo code not valid' without asking the API.
 */
export const PROMO_CODE_MAX_LENGTH = 32;

export const promoCodeSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? VALIDATION_MESSAGES.promoCodeRequired
        : VALIDATION_MESSAGES.promoCodeInvalid,
  })
  .pipe(
    checkedText(VALIDATION_MESSAGES.promoCodeRequired, [
      maxLength(PROMO_CODE_MAX_LENGTH, VALIDATION_MESSAGES.promoCodeInvalid),
      matches(/^[A-Za-z0-9_-]+$/, VALIDATION_MESSAGES.promoCodeInvalid),
    ]),
  )
  .transform(normalisePromoCode);

/** A product id in a query string: a whole number, or its digits as text. */
export const productIdQuerySchema = z.union([
  productIdSchema,
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(productIdSchema),
]);

/** GET /api/get-promo: the code, with the basket's plan and the address's postcode when known. */
export const getPromoQuerySchema = z.strictObject({
  code: promoCodeSchema,
  product: productIdQuerySchema.optional(),
  postcode: optionalPostcodeSchema,
});
export type GetPromoQuery = z.output<typeof getPromoQuerySchema>;

/** GET /api/active-promos: the chosen address's postcode, when there is one. */
export const activePromosQuerySchema = z.strictObject({ postcode: optionalPostcodeSchema });
export type ActivePromosQuery = z.output<typeof activePromosQuerySchema>;

/** GET /promotion and GET /promotion/{code} on the provider API: the web channel, plus query. */
export const promotionQuerySchema = z.strictObject({
  register_channel: z.literal(REGISTER_CHANNEL).default(REGISTER_CHANNEL),
  product: productIdQuerySchema.optional(),
  postcode: optionalPostcodeSchema,
});
export type PromotionQuery = z.output<typeof promotionQuerySchema>;

/** Path parameters of GET /promotion/{code}. */
export const promoCodeParamsSchema = z.strictObject({ code: promoCodeSchema });
export type PromoCodeParams = z.output<typeof promoCodeParamsSchema>;
