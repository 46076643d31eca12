import { PLAN_ADDRESS_TYPES, type PlanAddressType } from './constants';
import { contractTermText } from './package-filter';
import { type PlanCardPrice, planCardPrice } from './price-display';
import type { Product } from './schemas/product';
import { vatBasisFor, vatSuffix } from './vat-basis';

/** A plan staff recommend on a content page, by the provider's product id, with the reason. */
export interface PlanRecommendation {
  productId: number;
  reason: string;
}

/** What a recommendation card shows, every figure from the catalogue and the domain's pricing. */
export interface RecommendedPlan {
  product: Product;
  reason: string;
  addressType: PlanAddressType;
  /** '24-month contract', or '30-day rolling contract'. */
  contractText: string;
  /** The standard price for the plan's address type (BUS without VAT), before any offer. */
  price: PlanCardPrice;
  /** What follows the price: ' ex VAT' for business plans (shown without VAT), else ''. */
  vatSuffix: string;
}

function isPlanAddressType(value: Product['address_type']): value is PlanAddressType {
  return (PLAN_ADDRESS_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * The recommended plans in staff's order (decision 0342). A recommendation is left out when its id
 * is not a plan on sale on the web (an add-on, `enabled_for_web` false, unknown or repeated), so a
 * withdrawn plan never shows a price nobody can order. The price is the one everyone pays for that
 * plan before offers: promotions depend on the address (coverage, auto offers), which a content page
 * does not know yet, so none is taken off here; the plans page shows them after the postcode check.
 */
export function recommendedPlans(
  catalogue: readonly Product[],
  recommendations: readonly PlanRecommendation[],
): RecommendedPlan[] {
  const seen = new Set<number>();
  const plans: RecommendedPlan[] = [];
  for (const { productId, reason } of recommendations) {
    if (seen.has(productId)) continue;
    seen.add(productId);
    const product = catalogue.find((candidate) => candidate.id_product === productId);
    if (product?.product_type !== 'PRODUCT' || !product.enabled_for_web) continue;
    const addressType = product.address_type;
    if (!isPlanAddressType(addressType)) continue;
    plans.push({
      product,
      reason,
      addressType,
      contractText: contractTermText(product.months),
      price: planCardPrice({ product, promotions: [], addressType }),
      vatSuffix: vatSuffix(vatBasisFor(addressType)),
    });
  }
  return plans;
}
