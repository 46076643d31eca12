import { z } from 'zod';
import { uprnSchema } from './address-item';
import { poundsAmountSchema } from './money-amount';
import { productIdSchema } from './product';
import { promotionIdSchema } from './promotion';

/** Shown when a basket names a product or promotion twice. */
export const DUPLICATE_ID_MESSAGE = 'Each id may appear once';

/** Ids that appear once each: a repeat is flagged at its own index ('products.2'). */
function distinctIds<T extends z.ZodType<number>>(ids: z.ZodArray<T>) {
  return ids.superRefine((values, ctx) => {
    const seen = new Set<number>();
    values.forEach((id, index) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: DUPLICATE_ID_MESSAGE, path: [index] });
      seen.add(id);
    });
  });
}

/**
 * POST /product/calculate-monthly-payment body (also the same-site route's body). A basket holds
 * each product and promotion once (decision 0172: [1002, 1002, 1002, 1002] was priced at £108); that it
 * holds at most one plan needs the catalogue, so basket-contents.ts checks it where the catalogue
 * is known.
 */
export const calculateMonthlyPaymentBodySchema = z.strictObject({
  products: distinctIds(z.array(productIdSchema).min(1, 'No products provided').max(20)),
  promotions: distinctIds(z.array(promotionIdSchema).max(20)).default([]),
  /** The chosen address: where it can only be pre-ordered, plans are priced at their preorder price. */
  uprn: uprnSchema.optional(),
});
export type CalculateMonthlyPaymentBody = z.infer<typeof calculateMonthlyPaymentBodySchema>;

const monthlyPaymentDetailSchema = z.object({
  id_product: productIdSchema,
  monthly_price: poundsAmountSchema,
  first_charge: poundsAmountSchema,
  free_months: z.number().int().nonnegative(),
  /**
   * Pounds the product's one-off promotions (AMTOFF, such as FRIEND50) take off the first bills,
   * beside the spec's four fields, so the basket's figures take the credit off as the contract
   * summary does (decision 0440). 0 when the answer has none.
   */
  one_off_credit: poundsAmountSchema.default(0),
});
export type MonthlyPaymentDetail = z.infer<typeof monthlyPaymentDetailSchema>;

export const monthlyPaymentSchema = z.object({
  total_monthly_price: poundsAmountSchema,
  details: z.array(monthlyPaymentDetailSchema),
});
export type MonthlyPayment = z.infer<typeof monthlyPaymentSchema>;
