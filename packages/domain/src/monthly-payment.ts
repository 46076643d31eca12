import type { PromotionType } from './constants';
import { type Pence, penceFromPounds } from './money';
import type { MonthlyPaymentDetail } from './schemas/monthly-payment';
import type { Promotion } from './schemas/promotion';

/**
 * The effects of a product's promotions other than a lower monthly price (decision 0013). The
 * monthly payment itself is `calculateMonthlyPayment` in pricing.ts, which passes each product's
 * own promotions here; these helpers still skip a promotion marked valid: false.
 */

/** Promotion types that make the first months cost nothing ('Pay nothing until…' counts as such). */
const FREE_MONTH_TYPES: readonly PromotionType[] = ['FREEMONTHS', 'FREEMONTHSINCONTRACT', 'NOTPAYUNTIL'];

/** The free months a product's promotions give: the largest offer, never the sum of several. */
export function freeMonthsGiven(promotions: readonly Promotion[]): number {
  let freeMonths = 0;
  for (const promotion of promotions) {
    if (promotion.valid && FREE_MONTH_TYPES.includes(promotion.promotion_type)) {
      freeMonths = Math.max(freeMonths, Math.floor(promotion.promotion_value));
    }
  }
  return freeMonths;
}

/** The one-off credit (AMTOFF, pounds off) a product's promotions give, taken off the first bills. */
export function oneOffCredit(promotions: readonly Promotion[]): Pence {
  let credit = 0;
  for (const promotion of promotions) {
    if (promotion.valid && promotion.promotion_type === 'AMTOFF') {
      credit += penceFromPounds(promotion.promotion_value);
    }
  }
  return credit;
}

/** A monthly-payment detail: the spec's four fields and the one-off credit (pounds). */
type MonthlyPaymentLine = MonthlyPaymentDetail;

/** The monthly payment in pounds, as the wire shape (a `MonthlyPayment`) with credit per line. */
export type MonthlyPaymentBreakdown = {
  total_monthly_price: number;
  details: MonthlyPaymentLine[];
};
