import type { PlanAddressType } from './constants';
import type { Pence } from './money';
import { bundleMonthlyPrice } from './pricing';
import type { Product } from './schemas/product';
import type { Promotion } from './schemas/promotion';

/** A bundle as the bundle selector offers it: its plan (the primary product) and the rest. */
export interface BundleProducts {
  primary: Product;
  others: Product[];
  /** Every product of the bundle in the order staff listed them, for the basket's setBundle. */
  all: Product[];
}

/**
 * The bundle's products from the catalogue: the first plan (PRODUCT) listed is the primary, the
 * others (more plans are not allowed, add-ons) follow. Null when an id is not in the catalogue, no
 * plan is listed, or two are: such a bundle cannot be priced or put in the basket (one plan per
 * basket, decision 0172). A bundle names its products explicitly, so enabled_for_web is not asked.
 */
export function bundleProducts(
  catalogue: readonly Product[],
  productIds: readonly number[],
): BundleProducts | null {
  const all: Product[] = [];
  for (const id of productIds) {
    const product = catalogue.find((candidate) => candidate.id_product === id);
    if (!product) return null;
    if (!all.includes(product)) all.push(product);
  }
  const plans = all.filter((product) => product.product_type === 'PRODUCT');
  const primary = plans[0];
  if (primary === undefined || plans.length > 1) return null;
  return { primary, others: all.filter((product) => product !== primary), all };
}

/**
 * The bundle's monthly price (content-and-api.md §9): the primary's price adjusted by the bundle's
 * RECURAMTOFF or RECUR%OFF promotion, if it has one, plus the others' monthly prices.
 */
export function bundlePrice(
  bundle: BundleProducts,
  promotion: Promotion | null,
  addressType: PlanAddressType,
): Pence {
  const recurring =
    promotion && (promotion.promotion_type === 'RECURAMTOFF' || promotion.promotion_type === 'RECUR%OFF')
      ? promotion
      : null;
  return bundleMonthlyPrice(bundle.primary, recurring, bundle.others, addressType);
}
