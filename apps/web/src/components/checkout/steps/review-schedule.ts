import { type CalendarDate, daysInMonth } from '@fibre/domain/calendar';
import { formatPrice, type Pence, poundsFromPence } from '@fibre/domain/money';
import { type MonthlyPaymentBreakdown, oneOffCredit } from '@fibre/domain/monthly-payment';
import type { PaymentSchedule } from '@fibre/domain/payment-schedule';
import type { Promotion } from '@fibre/domain/schemas/promotion';

/**
 * The review's month-by-month payments (decision 0250): the domain's schedule, each run of equal
 * months as one row with the calendar months it covers, every amount in pounds and pence, and the
 * April rises said plainly ('From April 2027 the monthly price rises by £3.00 to £38.00').
 */

/**
 * The provider's monthly payment answers the spec's four fields per product, without the one-off
 * credit (AMTOFF) its promotions give; the domain's rule (monthly-payment.ts oneOffCredit over the
 * promotions naming the product, as pricing.calculateMonthlyPayment does) fills it in where the
 * answer has none, so the schedule takes FRIEND50's £50 off the first bill.
 */
export function withOneOffCredits(
  payment: MonthlyPaymentBreakdown,
  promotions: readonly Promotion[],
): MonthlyPaymentBreakdown {
  return {
    ...payment,
    details: payment.details.map((line) =>
      line.one_off_credit > 0
        ? line
        : {
            ...line,
            one_off_credit: poundsFromPence(
              oneOffCredit(promotions.filter((promotion) => promotion.products.includes(line.id_product))),
            ),
          },
    ),
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The calendar month contract month m starts in: m-1 months after today. */
export function contractMonthStart(today: CalendarDate, month: number): CalendarDate {
  const index = today.year * 12 + (today.month - 1) + (month - 1);
  const year = Math.floor(index / 12);
  const monthOfYear = (index % 12) + 1;
  return { year, month: monthOfYear, day: Math.min(today.day, daysInMonth(year, monthOfYear)) };
}

const monthName = (date: CalendarDate) => `${MONTHS[date.month - 1]} ${date.year}`;
const pounds = (pence: Pence) => formatPrice(pence, { forceDecimals: true });

export interface ReviewScheduleRow {
  months: string;
  period: string;
  amountText: string;
  includesAnnualIncrease: boolean;
}

export interface ReviewSchedule {
  firstPaymentText: string | null;
  rows: ReviewScheduleRow[];
  rises: string[];
  totalText: string;
}

export function reviewSchedule(schedule: PaymentSchedule, today: CalendarDate): ReviewSchedule {
  const runs: Array<{ first: number; last: number; amount: Pence; increase: Pence; marked: boolean }> = [];
  for (const entry of schedule.entries) {
    const previous = runs[runs.length - 1];
    if (previous && previous.amount === entry.amount && previous.increase === entry.increase) {
      previous.last = entry.month;
    } else {
      runs.push({
        first: entry.month,
        last: entry.month,
        amount: entry.amount,
        increase: entry.increase,
        marked: entry.includesAnnualIncrease,
      });
    }
  }
  const rows = runs.map((run) => {
    const from = monthName(contractMonthStart(today, run.first));
    const to = monthName(contractMonthStart(today, run.last));
    return {
      months: run.first === run.last ? `Month ${run.first}` : `Months ${run.first} to ${run.last}`,
      period: from === to ? from : `${from} to ${to}`,
      amountText: pounds(run.amount),
      includesAnnualIncrease: run.marked,
    };
  });
  const rises: string[] = [];
  for (let i = 1; i < runs.length; i++) {
    const before = runs[i - 1]!;
    const run = runs[i]!;
    const rise = run.increase - before.increase;
    if (rise > 0) {
      const start = contractMonthStart(today, run.first);
      rises.push(
        `From ${MONTHS[3]} ${start.month >= 4 ? start.year : start.year - 1} (month ${run.first}) your monthly price rises by ${pounds(rise)} to ${pounds(run.amount)}.`,
      );
    }
  }
  const first = schedule.entries[0];
  return {
    firstPaymentText: first ? pounds(first.amount) : null,
    rows,
    rises,
    totalText: pounds(schedule.total),
  };
}
