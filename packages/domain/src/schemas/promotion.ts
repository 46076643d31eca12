import { z } from 'zod';
import { COVERAGE_STATUSES, PROMOTION_TYPES } from '../constants';
import { productIdSchema } from './product';

export const promotionIdSchema = z.number().int().positive().max(2_147_483_647);

/** Promo codes as typed: letters, digits, '-' and '_', 1 to 32 characters. */
export const promotionCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * A promotion as the provider API returns it. `uprn_status` lists the coverage statuses it is
 * valid for; empty means any coverage.
 */
export const promotionSchema = z.object({
  id_promotion: promotionIdSchema,
  code: z.string(),
  promotion_type: z.enum(PROMOTION_TYPES),
  /** Pounds for amount types, percent for RECUR%OFF, months for the free-month types. */
  promotion_value: z.number().finite().nonnegative(),
  text_to_show: z.string().nullable(),
  uprn_status: z.array(z.enum(COVERAGE_STATUSES)),
  products: z.array(productIdSchema),
  auto: z.boolean(),
  valid: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListSchema = z.array(promotionSchema);
