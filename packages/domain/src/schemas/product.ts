import { z } from 'zod';
import { ADDRESS_TYPES, PRODUCT_CATEGORIES, PRODUCT_TYPES } from '../constants';
import { poundsAmountSchema } from './money-amount';

export const productIdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * A plan or add-on as the provider API returns it (GET /product). Prices are pounds on the
 * wire, including VAT; `annual_increase` is pounds per month added from each April.
 */
export const productSchema = z.object({
  id_product: productIdSchema,
  name: z.string(),
  description: z.string(),
  display_name: z.string().nullable(),
  display_description: z.string().nullable(),
  usp_items: z.array(z.string()),
  speed: z.number().int().nonnegative(),
  speed_down: z.number().int().nonnegative(),
  speed_up: z.number().int().nonnegative(),
  /** Tier of a plan; add-ons have none. */
  category: z.enum(PRODUCT_CATEGORIES).nullable(),
  product_type: z.enum(PRODUCT_TYPES),
  monthly_price: poundsAmountSchema,
  preorder_montly_price: poundsAmountSchema.nullable(),
  exclude_vat_price: poundsAmountSchema.nullable(),
  /** One-off charge taken with the first month (the admin fee). */
  first_charge: poundsAmountSchema,
  /** Contract length in months; 0 is the 30-day rolling contract. */
  months: z.number().int().nonnegative(),
  annual_increase: poundsAmountSchema,
  sla: z.string().nullable(),
  /** The address type a plan is sold for; add-ons (null) go with any plan that lists them. */
  address_type: z.enum(ADDRESS_TYPES).nullable(),
  /** Ids of the add-ons offered with this plan. */
  addons: z.array(productIdSchema),
  /** Ids of the promotions that name this product. */
  promotions: z.array(z.number().int().positive()),
  display_benefit_tag: z.string().nullable(),
  display_preorder_benefit_tag: z.string().nullable(),
  /** A 'was' price set by marketing, shown struck through when above the price paid. */
  display_original_price: poundsAmountSchema.nullable(),
  enabled_for_web: z.boolean(),
  /** Whether the one-off charge is shown as an up-front cost on plan cards. */
  display_upfront_cost: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);
