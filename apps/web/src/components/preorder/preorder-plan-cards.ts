import type { ContractLength } from '@fibre/domain/constants';
import { filterPlans } from '@fibre/domain/package-filter';
import { planCardContract } from '@fibre/domain/plan-card-contract';
import { preorderContextFor } from '@fibre/domain/preorder-address';
import { planCardPrice } from '@fibre/domain/price-display';
import { applicablePromotions } from '@fibre/domain/promotions';
import { planAddressType } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { Product } from '@fibre/domain/schemas/product';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import type { PlanCardView } from '../plans/plan-cards';

export interface PreorderPlanCardsInput {
  /** The whole catalogue. */
  products: readonly Product[];
  /** The address kept for the pre-order (decision 0260). */
  address: AddressItem;
  months: ContractLength;
  /** The active promotions at the address's postcode. */
  activePromotions: readonly Promotion[];
}

/**
 * The plans a visitor can pre-order at a chosen address, broadband only, fastest first, each priced
 * by the domain with the address's preorder context: the preorder price and benefit tag where the
 * plan has them, the normal ones where it has none (preorder-pricing.ts). Empty where the address
 * cannot be pre-ordered, so nothing here is sold at an address that can be ordered now.
 */
export function preorderPlanCards(input: PreorderPlanCardsInput): PlanCardView[] {
  const preorder = preorderContextFor(input.address);
  if (!preorder) return [];
  const addressType = planAddressType(input.address.address_type);
  const plans = filterPlans(input.products, { addressType, packageType: 'BBO', months: input.months });
  return plans.map((product) => {
    const promotions = applicablePromotions(input.activePromotions, {
      productId: product.id_product,
      coverage: input.address.coverage,
    });
    const price = planCardPrice({ product, promotions, addressType, preorder });
    // A pre-order starts the day its address goes live, which the provider does not know yet
    // (contract-start.ts): the card's total is the most the term can cost, as the basket's is.
    const contract = planCardContract({
      plan: product,
      promotions,
      addressType,
      start: { kind: 'go-live-unknown' },
      preorder,
    });
    return { product, homePhone: undefined, price, promotions, usps: product.usp_items, contract };
  });
}
