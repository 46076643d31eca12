import type { MduStatus } from './constants';
import { type Pence, penceFromPounds } from './money';
import type { Product } from './schemas/product';

/**
 * What the pricing needs to know about a preorder (ordering-journey.md §4 'Preorder pricing'):
 * whether the journey is a preorder, and the chosen address's dwelling type, coverage and
 * multi-dwelling build status.
 */
export type PreorderContext = {
  isPreorder: boolean;
  ismdu: boolean;
  coverage: string;
  mdu_status: MduStatus | null;
};

/**
 * Whether the preorder price (and preorder benefit tag) applies. Outside preorder never. In
 * preorder, a single dwelling or an address not yet INSTALLED always does; an INSTALLED
 * multi-dwelling building only while its build is STARTED (ADVANCED, RFS and an unknown status
 * pay the normal price: decision 0011).
 */
export function usesPreorderPrice(preorder?: PreorderContext): boolean {
  if (!preorder?.isPreorder) return false;
  if (!preorder.ismdu || preorder.coverage !== 'INSTALLED') return true;
  return preorder.mdu_status === 'STARTED';
}

/** The VAT-inclusive monthly price before promotions: the preorder price when it applies and is set. */
export function preorderMonthlyPrice(product: Product, preorder?: PreorderContext): Pence {
  const pounds = usesPreorderPrice(preorder)
    ? (product.preorder_montly_price ?? product.monthly_price)
    : product.monthly_price;
  return penceFromPounds(pounds);
}

/** The benefit tag a plan card shows, chosen by the same rule as the price (and falling back likewise). */
export function benefitTag(product: Product, preorder?: PreorderContext): string | null {
  return usesPreorderPrice(preorder)
    ? (product.display_preorder_benefit_tag ?? product.display_benefit_tag)
    : product.display_benefit_tag;
}
