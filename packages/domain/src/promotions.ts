import type { Promotion } from './schemas/promotion';

/**
 * Promotion validity and merging (ordering-journey.md §4 'Basket', §5 'Promotion validity').
 * The basket's promotions are a list with no two entries naming the same promotion: same
 * id_promotion, or the same code in any letter case.
 */

/** A promotion sold for already-connected homes also holds for homes of existing customers. */
const PASSSERV = 'PASSSERV';
const CUSTOMER = 'CUSTOMER';

/** Promo codes compare without surrounding spaces and in any letter case ('welcome10' is 'WELCOME10'). */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** True when two codes name the same promotion. */
export function samePromoCode(a: string, b: string): boolean {
  return normalisePromoCode(a) === normalisePromoCode(b);
}

/** True when two promotions are the same one for the basket: same id, or same code in any case. */
export function isSamePromotion(a: Promotion, b: Promotion): boolean {
  return a.id_promotion === b.id_promotion || samePromoCode(a.code, b.code);
}

/**
 * Valid only when the promotion is live (valid: true), the address has a coverage, and the
 * promotion's uprn_status is empty (any coverage) or lists that coverage. A PASSSERV promotion
 * also holds at CUSTOMER coverage. A valid:false promotion (OLDCODE) is never applicable.
 */
export function isPromotionValidForCoverage(
  promotion: Promotion,
  coverage: string | null | undefined,
): boolean {
  if (!promotion.valid || !coverage) return false;
  const statuses: readonly string[] = promotion.uprn_status;
  if (statuses.length === 0 || statuses.includes(coverage)) return true;
  return coverage === CUSTOMER && statuses.includes(PASSSERV);
}

/**
 * The promotions valid at a postcode: those valid for at least one coverage found among its
 * addresses (GET /promotion?postcode= and /promotion/promotionByPostcode/{postcode}). A postcode
 * with no addresses has none.
 */
export function promotionsValidAtPostcode(
  promotions: readonly Promotion[],
  coveragesAtPostcode: readonly (string | null)[],
): Promotion[] {
  return promotions.filter((promotion) =>
    coveragesAtPostcode.some((coverage) => isPromotionValidForCoverage(promotion, coverage)),
  );
}

/** A promotion applies to a product only when its products list names that product. */
export function promotionAppliesToProduct(
  promotion: Promotion,
  productId: number | null | undefined,
): boolean {
  return promotion.products.some((id) => id === productId);
}

export interface ApplicablePromotionsCriteria {
  productId: number | null;
  coverage: string | null;
  /** Keep only promotions applied without a code; true unless said otherwise. */
  autoOnly?: boolean;
}

/** The promotions of a list that hold for the product at the coverage (auto ones only by default). */
export function applicablePromotions(
  promotions: readonly Promotion[],
  criteria: ApplicablePromotionsCriteria,
): Promotion[] {
  const autoOnly = criteria.autoOnly ?? true;
  return promotions.filter(
    (promotion) =>
      (promotion.auto || !autoOnly) &&
      promotionAppliesToProduct(promotion, criteria.productId) &&
      isPromotionValidForCoverage(promotion, criteria.coverage),
  );
}

/**
 * The basket's promotions followed by the incoming ones, keeping the first of any duplicates
 * (same id, or same code in any case). Idempotent: merging the same list again changes nothing.
 */
export function mergePromotions(current: readonly Promotion[], incoming: readonly Promotion[]): Promotion[] {
  const merged: Promotion[] = [];
  for (const promotion of [...current, ...incoming]) {
    if (!merged.some((kept) => isSamePromotion(kept, promotion))) merged.push(promotion);
  }
  return merged;
}

/** Auto promotions come with the plan and the address; the visitor cannot remove them. */
export function canRemovePromotion(promotion: Promotion): boolean {
  return !promotion.auto;
}

/** Drops the promotions with this code (any case), except auto promotions, which stay. */
export function removePromotion(promotions: readonly Promotion[], code: string): Promotion[] {
  return promotions.filter(
    (promotion) => !canRemovePromotion(promotion) || !samePromoCode(promotion.code, code),
  );
}

/**
 * Re-merges the basket's promotions after the promotion list, the basket plan or the coverage
 * changed (decision 0021). A promotion already in the basket stays while it still applies to the
 * plan at the coverage; an auto one also has to be still in the active list, since the list is
 * where auto promotions come from, while a code the visitor entered came from its own look-up.
 * Then every auto promotion of the list that applies is merged in.
 */
export function reconcilePromotions(
  current: readonly Promotion[],
  available: readonly Promotion[],
  criteria: { productId: number | null; coverage: string | null },
): Promotion[] {
  const stillApplicable = current.filter(
    (promotion) =>
      promotionAppliesToProduct(promotion, criteria.productId) &&
      isPromotionValidForCoverage(promotion, criteria.coverage) &&
      (!promotion.auto || available.some((listed) => listed.id_promotion === promotion.id_promotion)),
  );
  return mergePromotions(stillApplicable, applicablePromotions(available, criteria));
}
