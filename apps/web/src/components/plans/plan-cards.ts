import type { PackageType, PlanAddressType } from '@fibre/domain/constants';
import type { ContractStart } from '@fibre/domain/contract-start';
import { homePhoneVariant } from '@fibre/domain/home-phone';
import { planAddons } from '@fibre/domain/package-filter';
import { type PlanCardContract, planCardContract } from '@fibre/domain/plan-card-contract';
import { type PlanCardPrice, planCardPrice } from '@fibre/domain/price-display';
import { applicablePromotions } from '@fibre/domain/promotions';
import type { Product } from '@fibre/domain/schemas/product';
import type { Promotion } from '@fibre/domain/schemas/promotion';

/** The line added to every Broadband & Phone plan (ordering-journey.md §9). */
export const UNLIMITED_CALLS_USP = 'Unlimited UK calls';

/** One plan of the chooser with what its card shows, all priced by the domain. */
export interface PlanCardView {
  product: Product;
  /** The home phone priced into a Broadband & Phone plan. */
  homePhone: Product | undefined;
  price: PlanCardPrice;
  /** The promotions that apply to this plan at the chosen address. */
  promotions: Promotion[];
  usps: readonly string[];
  /** The minimum guaranteed speed and the total over the contract; null until the start is known. */
  contract: PlanCardContract | null;
}

export interface PlanCardsInput {
  plans: readonly Product[];
  /** The whole catalogue, where the plans' add-ons are found. */
  products: readonly Product[];
  packageType: PackageType;
  activePromotions: readonly Promotion[];
  coverage: string | null;
  addressType: PlanAddressType;
  /** When month 1 would start (use-contract-start.ts); null before the visitor's today is known. */
  start?: ContractStart | null;
}

/** The cards of the filtered plans: Broadband & Phone plans carry the home phone in their price. */
export function planCards(input: PlanCardsInput): PlanCardView[] {
  return input.plans.map((product) => {
    const homePhone =
      input.packageType === 'BBANDP'
        ? homePhoneVariant(planAddons(product, input.products), false)
        : undefined;
    const promotions = applicablePromotions(input.activePromotions, {
      productId: product.id_product,
      coverage: input.coverage,
    });
    const price = planCardPrice({
      product,
      promotions,
      addressType: input.addressType,
      addons: homePhone ? [homePhone] : [],
    });
    const usps = homePhone ? [...product.usp_items, UNLIMITED_CALLS_USP] : product.usp_items;
    const contract = input.start
      ? planCardContract({
          plan: product,
          addons: homePhone ? [homePhone] : [],
          promotions,
          addressType: input.addressType,
          start: input.start,
        })
      : null;
    return { product, homePhone, price, promotions, usps, contract };
  });
}
