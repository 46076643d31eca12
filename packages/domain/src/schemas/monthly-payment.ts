import { z } from 'zod';
import { poundsAmountSchema } from './money-amount';
import { productIdSchema } from './product';
import { promotionIdSchema } from './promotion';

/** POST /product/calculate-monthly-payment body (also the same-site route's body). */
export const calculateMonthlyPaymentBodySchema = z.strictObject({
  products: z.array(productIdSchema).min(1, 'No products provided').max(20),
  promotions: z.array(promotionIdSchema).max(20).default([]),
});
export type CalculateMonthlyPaymentBody = z.infer<typeof calculateMonthlyPaymentBodySchema>;

export const monthlyPaymentDetailSchema = z.object({
  id_product: productIdSchema,
  monthly_price: poundsAmountSchema,
  first_charge: poundsAmountSchema,
  free_months: z.number().int().nonnegative(),
});
export type MonthlyPaymentDetail = z.infer<typeof monthlyPaymentDetailSchema>;

export const monthlyPaymentSchema = z.object({
  total_monthly_price: poundsAmountSchema,
  details: z.array(monthlyPaymentDetailSchema),
});
export type MonthlyPayment = z.infer<typeof monthlyPaymentSchema>;
