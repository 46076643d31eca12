import { monthAndYear } from '@fibre/domain/calendar';
import type { ContractFigures } from '@fibre/domain/contract-figures';
import { contractMonthStart } from '@fibre/domain/contract-start';
import { formatPrice, type Pence } from '@fibre/domain/money';

/**
 * The review's month-by-month payments (decision 0250): the domain's schedule, each run of equal
 * months as one row with the calendar months it covers, counted from the one contract start
 * (decision 0440), every amount in pounds and pence, and the April rises said plainly ('From
 * April 2027 the monthly price rises by £3.00 to £38.00'). While a pre-order's go-live day is
 * unknown there are no calendar months to name.
 */

/** What the 'When' column says while the start is unknown. */
export const UNKNOWN_PERIOD = 'Once your service is live';

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
  /** '£900.00', or 'at most £900.00' while the start is unknown. */
  totalText: string;
}

export function reviewSchedule(
  figures: Pick<ContractFigures, 'entries' | 'total' | 'startDay' | 'totalIsMaximum'>,
): ReviewSchedule {
  const { startDay } = figures;
  const runs: Array<{ first: number; last: number; amount: Pence; increase: Pence; marked: boolean }> = [];
  for (const entry of figures.entries) {
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
    const from = startDay ? monthAndYear(contractMonthStart(startDay, run.first)) : UNKNOWN_PERIOD;
    const to = startDay ? monthAndYear(contractMonthStart(startDay, run.last)) : UNKNOWN_PERIOD;
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
    if (rise > 0 && startDay) {
      const start = contractMonthStart(startDay, run.first);
      rises.push(
        `From April ${start.month >= 4 ? start.year : start.year - 1} (month ${run.first}) your monthly price rises by ${pounds(rise)} to ${pounds(run.amount)}.`,
      );
    } else if (rise > 0) {
      rises.push(
        `From month ${run.first} at the earliest your monthly price rises by ${pounds(rise)} to ${pounds(run.amount)}.`,
      );
    }
  }
  const first = figures.entries[0];
  return {
    firstPaymentText: first ? pounds(first.amount) : null,
    rows,
    rises,
    totalText: `${figures.totalIsMaximum ? 'at most ' : ''}${pounds(figures.total)}`,
  };
}
