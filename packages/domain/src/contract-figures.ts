import type { CalendarDate } from './calendar';
import { type ContractStart, contractStartDay } from './contract-start';
import { type Pence, penceFromPounds } from './money';
import type { MonthlyPaymentBreakdown } from './monthly-payment';
import {
  buildPaymentSchedule,
  type PaymentScheduleEntry,
  paymentScheduleInput,
  paymentScheduleOnVatBasis,
} from './payment-schedule';
import type { PreorderContext } from './preorder-pricing';
import { calculateMonthlyPayment, monthlyPaymentOnVatBasis } from './pricing';
import type { Product } from './schemas/product';
import type { Promotion } from './schemas/promotion';
import type { VatBasis } from './vat-basis';

/**
 * The whole-contract figures of one order (decision 0440): every month's payment with its April
 * rises, the one-off charges and credits, the promotions' effect and the total, all counted from
 * the one contract start (contract-start.ts). The basket, the review, the contract summary (and so
 * its PDF and the confirmation e-mail) read these figures and add nothing up of their own.
 */

/** A run of months billed the same recurring amount (set-up fees and one-off credits aside). */
export interface ContractPricePeriod {
  firstMonth: number;
  lastMonth: number;
  /** The recurring monthly charge of these months, after recurring promotions. */
  monthly: Pence;
  /** How much of it is April rises. */
  increase: Pence;
}

export interface ContractFigures {
  start: ContractStart;
  /** The day month 1 starts; null while a pre-order's go-live day is unknown. */
  startDay: CalendarDate | null;
  /** The minimum term in months; 0 is the 30-day rolling contract (one month shown). */
  months: number;
  basis: VatBasis;
  /** The monthly payment on the visitor's VAT basis, per product with its one-off credit. */
  payment: MonthlyPaymentBreakdown;
  /** The monthly charge before any April rise, after recurring promotions. */
  monthly: Pence;
  /** The VAT the monthly charge leaves out (business), else null. */
  monthlyVat: Pence | null;
  /** One-off set-up fees, taken with the first payment. */
  setUpFee: Pence;
  /** One-off credits (AMTOFF, such as FRIEND50's £50), taken off the first payments. */
  oneOffCredit: Pence;
  /** Months the plan costs nothing (FREEMONTHS and kin). */
  freeMonths: number;
  /** What each April adds a month, on the VAT basis. */
  annualIncrease: Pence;
  /** Every payment of the term: month 1 with the set-up fee and credits, then each month. */
  entries: PaymentScheduleEntry[];
  /** 'This includes your annual April price increase of £3' when a payment includes one. */
  note: string | null;
  periods: ContractPricePeriod[];
  /** The first month billed with a rise, or null when none is. */
  firstIncreaseMonth: number | null;
  /** The total contract value: the sum of every payment. */
  total: Pence;
  /** True while the start is unknown: the total is the most the term can cost. */
  totalIsMaximum: boolean;
  /** The VAT the total leaves out (business), else null. */
  vat: Pence | null;
}

export interface ContractFiguresInput {
  plan: Product;
  addons: readonly Product[];
  promotions: readonly Promotion[];
  /**
   * The calculated monthly payment as billed (VAT included) for the plan and add-ons: the provider
   * API's answer, or `billedMonthlyPayment` of the same order.
   */
  billed: MonthlyPaymentBreakdown;
  basis: VatBasis;
  start: ContractStart;
}

/** Runs of equal recurring months: the schedule without set-up fees or one-off credits. */
function recurringPeriods(input: ReturnType<typeof paymentScheduleInput>): ContractPricePeriod[] {
  const recurring = buildPaymentSchedule({
    ...input,
    items: input.items.map((item) => ({ ...item, firstCharge: 0 })),
    oneOffCredit: 0,
  });
  const periods: ContractPricePeriod[] = [];
  for (const entry of recurring.entries) {
    const last = periods.at(-1);
    if (last && last.monthly === entry.amount && last.increase === entry.increase) {
      last.lastMonth = entry.month;
    } else {
      periods.push({
        firstMonth: entry.month,
        lastMonth: entry.month,
        monthly: entry.amount,
        increase: entry.increase,
      });
    }
  }
  return periods;
}

/** The promotions of an order that count: live, and naming one of its products. */
export function orderPromotions(products: readonly Product[], promotions: readonly Promotion[]): Promotion[] {
  return promotions.filter(
    (promotion) =>
      promotion.valid && products.some((product) => promotion.products.includes(product.id_product)),
  );
}

/** The order's monthly payment as the provider API calculates it (POST /product/calculate-monthly-payment). */
export function billedMonthlyPayment(input: {
  plan: Product;
  addons: readonly Product[];
  promotions: readonly Promotion[];
  preorder?: PreorderContext | undefined;
}): MonthlyPaymentBreakdown {
  const products = [input.plan, ...input.addons];
  return calculateMonthlyPayment(products, orderPromotions(products, input.promotions), input.preorder);
}

/** The whole-contract figures of an order (decision 0440). */
export function contractFigures(input: ContractFiguresInput): ContractFigures {
  const products = [input.plan, ...input.addons];
  const promotions = orderPromotions(products, input.promotions);
  const startDay = contractStartDay(input.start);
  const onBasis = monthlyPaymentOnVatBasis(input.billed, { products, promotions }, input.basis);
  const shown = onBasis.payment;
  const { schedule, vat } = paymentScheduleOnVatBasis({
    billed: input.billed,
    shown,
    products,
    today: startDay,
    basis: input.basis,
  });
  const scheduleInput = paymentScheduleInput(shown, products, startDay, input.basis);
  const periods = recurringPeriods(scheduleInput);
  const planLine = shown.details.find((line) => line.id_product === input.plan.id_product);
  const firstIncrease = periods.find((period) => period.increase > 0) ?? null;
  return {
    start: input.start,
    startDay,
    months: input.plan.months,
    basis: input.basis,
    payment: shown,
    monthly: penceFromPounds(shown.total_monthly_price),
    monthlyVat: onBasis.vat,
    setUpFee: scheduleInput.items.reduce((sum, item) => sum + item.firstCharge, 0),
    oneOffCredit: scheduleInput.oneOffCredit ?? 0,
    freeMonths: planLine?.free_months ?? 0,
    annualIncrease: scheduleInput.items.reduce((sum, item) => sum + item.annualIncrease, 0),
    entries: schedule.entries,
    note: schedule.note,
    periods,
    firstIncreaseMonth: firstIncrease?.firstMonth ?? null,
    total: schedule.total,
    totalIsMaximum: startDay === null && firstIncrease !== null,
    vat,
  };
}
