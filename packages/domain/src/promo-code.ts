import {
  PROMO_CODE_DUPLICATE_MESSAGE,
  PROMO_CODE_NOT_VALID_MESSAGE,
  PROMO_CODE_REQUIRED_MESSAGE,
  promoCodeNotEligibleMessage,
} from './messages';
import {
  isPromotionValidForCoverage,
  isSamePromotion,
  mergePromotions,
  promotionAppliesToProduct,
  samePromoCode,
} from './promotions';
import type { Promotion } from './schemas/promotion';

export interface PromoCodeInput {
  /** The code as the visitor typed it. */
  code: string;
  /** What the promo-by-code look-up found for it, or null. */
  promotion: Promotion | null;
  /** The promotions already in the basket. */
  basketPromotions: readonly Promotion[];
  /** Coverage of the chosen address. */
  coverage: string | null;
  /** The basket's plan. */
  productId: number | null;
}

export type PromoCodeOutcome =
  | { kind: 'applied'; promotion: Promotion; promotions: Promotion[] }
  | { kind: 'blank'; message: typeof PROMO_CODE_REQUIRED_MESSAGE }
  | { kind: 'invalid'; message: typeof PROMO_CODE_NOT_VALID_MESSAGE }
  | { kind: 'duplicate'; message: typeof PROMO_CODE_DUPLICATE_MESSAGE }
  | { kind: 'not-eligible'; message: string };

const BLANK: PromoCodeOutcome = { kind: 'blank', message: PROMO_CODE_REQUIRED_MESSAGE };
const INVALID: PromoCodeOutcome = { kind: 'invalid', message: PROMO_CODE_NOT_VALID_MESSAGE };
const DUPLICATE: PromoCodeOutcome = { kind: 'duplicate', message: PROMO_CODE_DUPLICATE_MESSAGE };

/**
 * What entering a promo code does (decision 0022). Checked in this order: a blank code is asked
 * for ('Enter a promo code', decision 0426), whatever the look-up says; a code already in the
 * basket (any letter case) is a duplicate, whatever the look-up says; an unknown code, a
 * withdrawn one (valid: false, OLDCODE) or one not sold with the basket's plan is not valid; a
 * code for the plan but not for the address's coverage is not eligible, named by the
 * promotion's own code; otherwise it is applied and merged into the basket's promotions.
 */
export function promoCodeOutcome(input: PromoCodeInput): PromoCodeOutcome {
  const { code, promotion, basketPromotions } = input;
  if (code.trim() === '') return BLANK;
  const inBasket = basketPromotions.some(
    (entered) =>
      samePromoCode(entered.code, code) || (promotion !== null && isSamePromotion(entered, promotion)),
  );
  if (inBasket) return DUPLICATE;
  if (promotion === null || !promotion.valid || !promotionAppliesToProduct(promotion, input.productId)) {
    return INVALID;
  }
  if (!isPromotionValidForCoverage(promotion, input.coverage)) {
    return { kind: 'not-eligible', message: promoCodeNotEligibleMessage(promotion.code) };
  }
  return { kind: 'applied', promotion, promotions: mergePromotions(basketPromotions, [promotion]) };
}
