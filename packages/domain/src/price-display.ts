import type { PlanAddressType } from './constants';
import { formatPrice, type Pence, penceFromPounds } from './money';
import { benefitTag, type PreorderContext } from './preorder-pricing';
import { addonsMonthlyPrice, planMonthlyPrice, priceForAddressType } from './pricing';
import type { Product } from './schemas/product';
import type { Promotion } from './schemas/promotion';

/** What a plan card is priced from. `promotions` are the ones that apply (auto, valid for coverage). */
export type PlanCardPriceInput = {
  product: Product;
  promotions: readonly Promotion[];
  addressType: PlanAddressType;
  preorder?: PreorderContext;
  /** Add-ons priced into the card, e.g. the home phone of a Broadband & Phone plan. */
  addons?: readonly Product[];
};

/** What a plan card shows about price. */
export type PlanCardPrice = {
  /** The price paid each month, after promotions. */
  monthly: Pence;
  /** The price before promotions. */
  original: Pence;
  /** The 'was' price shown struck through, only when above the price paid (decision 0012). */
  struckThrough: Pence | null;
  monthlyText: string;
  struckThroughText: string | null;
  adminFee: Pence;
  /** '£50 admin fee' or 'No admin fee'. */
  adminFeeText: string;
  /** The rise each April, on the same VAT basis as the price; 0 for none. */
  annualIncrease: Pence;
  /** The rise as shown, e.g. '£3' (or '£2.50' without VAT), or null when the plan has none. */
  annualIncreaseText: string | null;
  benefitTag: string | null;
};

/**
 * The struck-through price: marketing's 'was' price (display_original_price) when above the price
 * paid, else the price before promotions when a promotion lowered it, else none. A plan that simply
 * costs £43 shows nothing struck through: the spec's '43' case is this data field, not a number.
 */
export function struckThroughPrice(monthly: Pence, original: Pence, wasPrice: Pence | null): Pence | null {
  if (wasPrice !== null && wasPrice > monthly) return wasPrice;
  return original > monthly ? original : null;
}

/** '£50 admin fee' for a one-off charge above 0, otherwise 'No admin fee'. */
export function adminFeeText(adminFee: Pence): string {
  return adminFee > 0 ? `${formatPrice(adminFee)} admin fee` : 'No admin fee';
}

/** Everything a plan card shows about price, for the visitor's address type (BUS without VAT). */
export function planCardPrice(input: PlanCardPriceInput): PlanCardPrice {
  const { product, promotions, addressType, preorder } = input;
  const addons = input.addons ?? [];
  const plan = planMonthlyPrice(product, promotions, { addressType, preorder });
  const addonsOriginal = addonsMonthlyPrice(addons, [], addressType);
  const monthly = plan.monthly + addonsMonthlyPrice(addons, promotions, addressType);
  const original = plan.original + addonsOriginal;
  const wasPrice =
    product.display_original_price === null
      ? null
      : priceForAddressType(penceFromPounds(product.display_original_price), addressType) + addonsOriginal;
  const struckThrough = struckThroughPrice(monthly, original, wasPrice);
  let firstCharges: Pence = penceFromPounds(product.first_charge);
  for (const addon of addons) firstCharges += penceFromPounds(addon.first_charge);
  const adminFee = priceForAddressType(firstCharges, addressType);
  const annualIncrease = priceForAddressType(penceFromPounds(product.annual_increase), addressType);
  return {
    monthly,
    original,
    struckThrough,
    monthlyText: formatPrice(monthly),
    struckThroughText: struckThrough === null ? null : formatPrice(struckThrough),
    adminFee,
    adminFeeText: adminFeeText(adminFee),
    annualIncrease,
    annualIncreaseText: annualIncrease > 0 ? formatPrice(annualIncrease) : null,
    benefitTag: benefitTag(product, preorder),
  };
}
