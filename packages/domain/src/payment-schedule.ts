import type { CalendarDate } from './calendar';
import { formatPrice, type Pence, penceFromPounds } from './money';
import type { MonthlyPaymentBreakdown } from './monthly-payment';
import type { Product } from './schemas/product';
import { onVatBasis, type VatBasis } from './vat-basis';

/**
 * The payment schedule of ordering-journey.md §9 'Annual increase' (decision 0014): what each
 * month of the contract costs, with the annual April price increase.
 */

// Today is a CalendarDate the caller supplies (`ukCalendarDate(new Date())` at the edge, so the
// April boundary falls at UK midnight), so the rules stay pure.

/** One product's part of the bill. */
export type PaymentScheduleItem = {
  monthlyPrice: Pence;
  /** One-off charge taken with the first month. */
  firstCharge: Pence;
  /** Months 1..freeMonths cost nothing for this item (its first charge is still due). */
  freeMonths: number;
  /** Added to the monthly price from each April, once per year. */
  annualIncrease: Pence;
};

export type PaymentScheduleInput = {
  /** Contract length in months; 0 is the 30-day rolling contract. */
  months: number;
  items: readonly PaymentScheduleItem[];
  /** A one-off credit (AMTOFF) taken off the first bills until used up; no bill goes below £0. */
  oneOffCredit?: Pence;
  /**
   * The day month 1 starts (contract-start.ts), or null when it is not known yet (a pre-order
   * before its go-live day): then the schedule is the dearest one, with the first rise in month 2.
   */
  today: CalendarDate | null;
};

export type PaymentScheduleEntry = {
  /** 1 is the first month. */
  month: number;
  amount: Pence;
  /** Shown with an asterisk. */
  includesAnnualIncrease: boolean;
  /** How much of the amount is annual increases. */
  increase: Pence;
};

export type PaymentSchedule = {
  entries: PaymentScheduleEntry[];
  /** The total contract value: the sum of the entries. */
  total: Pence;
  /** 'This includes your annual April price increase of £3' when a month includes one, else null. */
  note: string | null;
};

/** The increase takes effect on 2 April each year (spec: month index 3 and day at least 2). */
const INCREASE_MONTH = 4;
const INCREASE_DAY = 2;

/**
 * How many months of a contract starting today are billed before the next increase (1 to 12):
 * month m starts m-1 months after today and is billed at the price in force that day. A contract
 * starting on 1 April still gets its first month at the price it was sold at.
 */
export function monthsBeforeAnnualIncrease(today: CalendarDate): number {
  const beforeThisYears =
    today.month < INCREASE_MONTH || (today.month === INCREASE_MONTH && today.day < INCREASE_DAY);
  const monthsToApril = (beforeThisYears ? INCREASE_MONTH : INCREASE_MONTH + 12) - today.month;
  // A month starting on the 1st of April starts before the increase, so it waits a month more.
  return today.day < INCREASE_DAY ? monthsToApril + 1 : monthsToApril;
}

/**
 * The fewest months a contract can run before its first April rise (a start between 2 March and
 * 1 April): the months used while the start is unknown, so no figure can be undercut later.
 */
export const DEAREST_MONTHS_BEFORE_RISE = 1;

/**
 * How many increases month m includes: the 12-month periods begun after the threshold, so none up
 * to it, one in the 12 months after it, two in the next 12 and so on.
 */
function increasesIn(month: number, threshold: number): number {
  return Math.max(0, Math.ceil((month - threshold) / 12));
}

/** Month-by-month amounts: one entry per contract month, one for a 30-day rolling contract. */
export function buildPaymentSchedule(input: PaymentScheduleInput): PaymentSchedule {
  const threshold =
    input.today === null ? DEAREST_MONTHS_BEFORE_RISE : monthsBeforeAnnualIncrease(input.today);
  let credit = input.oneOffCredit ?? 0;
  let total: Pence = 0;
  const entries: PaymentScheduleEntry[] = [];
  for (let month = 1; month <= Math.max(input.months, 1); month++) {
    let amount: Pence = 0;
    let increase: Pence = 0;
    for (const item of input.items) {
      if (month === 1) amount += item.firstCharge;
      if (month > item.freeMonths) {
        const itemIncrease = item.annualIncrease * increasesIn(month, threshold);
        amount += item.monthlyPrice + itemIncrease;
        increase += itemIncrease;
      }
    }
    const creditUsed = Math.min(credit, amount);
    credit -= creditUsed;
    amount -= creditUsed;
    total += amount;
    entries.push({ month, amount, includesAnnualIncrease: increase > 0, increase });
  }
  const yearlyIncrease = input.items.reduce((sum, item) => sum + item.annualIncrease, 0);
  const note = entries.some((entry) => entry.includesAnnualIncrease)
    ? `This includes your annual April price increase of ${formatPrice(yearlyIncrease)}`
    : null;
  return { entries, total, note };
}

/** A schedule amount as shown: '£33*' marks a month that includes the annual increase. */
export function paymentScheduleAmountText(entry: PaymentScheduleEntry): string {
  return `${formatPrice(entry.amount)}${entry.includesAnnualIncrease ? '*' : ''}`;
}

/**
 * The schedule input for a calculated monthly payment: the contract is the longest of its
 * products' (the plan's; add-ons have none) and each product's annual increase comes from the
 * catalogue (none for a product not in it), on the visitor's VAT basis like the payment given.
 */
export function paymentScheduleInput(
  payment: MonthlyPaymentBreakdown,
  products: readonly Product[],
  today: CalendarDate | null,
  basis: VatBasis = 'including-vat',
): PaymentScheduleInput {
  let months = 0;
  let oneOffCredit: Pence = 0;
  const items = payment.details.map((line) => {
    const product = products.find((candidate) => candidate.id_product === line.id_product);
    months = Math.max(months, product?.months ?? 0);
    oneOffCredit += penceFromPounds(line.one_off_credit);
    return {
      monthlyPrice: penceFromPounds(line.monthly_price),
      firstCharge: penceFromPounds(line.first_charge),
      freeMonths: line.free_months,
      annualIncrease: onVatBasis(penceFromPounds(product?.annual_increase ?? 0), basis),
    };
  });
  return { months, items, oneOffCredit, today };
}

/** A schedule as a visitor sees it, and the VAT its total leaves out (null when it includes VAT). */
export type PaymentScheduleOnBasis = { schedule: PaymentSchedule; vat: Pence | null };

/**
 * The payment schedule on the visitor's VAT basis (decision 0140): `shown` is the monthly payment
 * on that basis (pricing.monthlyPaymentOnVatBasis), `billed` the provider's VAT-inclusive one. A
 * business visitor's schedule is without VAT, its April rise too, and the VAT over the contract
 * is the billed schedule's total less the shown one's.
 */
export function paymentScheduleOnVatBasis(input: {
  billed: MonthlyPaymentBreakdown;
  shown: MonthlyPaymentBreakdown;
  products: readonly Product[];
  today: CalendarDate | null;
  basis: VatBasis;
}): PaymentScheduleOnBasis {
  const { billed, shown, products, today, basis } = input;
  const schedule = buildPaymentSchedule(paymentScheduleInput(shown, products, today, basis));
  if (basis === 'including-vat') return { schedule, vat: null };
  const billedSchedule = buildPaymentSchedule(paymentScheduleInput(billed, products, today));
  return { schedule, vat: billedSchedule.total - schedule.total };
}
