import { buildPaymentSchedule } from '@fibre/domain/payment-schedule';
import { describe, expect, it } from 'vitest';
import { reviewSchedule, UNKNOWN_PERIOD } from './review-schedule';

const today = { year: 2026, month: 11, day: 23 };

describe('reviewSchedule', () => {
  it('shows a 24-month plan with FRIEND50 on the first bill and the April rises in pounds and pence', () => {
    const schedule = buildPaymentSchedule({
      months: 24,
      items: [{ monthlyPrice: 3500, firstCharge: 0, freeMonths: 0, annualIncrease: 300 }],
      oneOffCredit: 5000,
      today,
    });
    const view = reviewSchedule({ ...schedule, startDay: today, totalIsMaximum: false });
    expect(view.firstPaymentText).toBe('£0.00');
    expect(view.rows).toEqual([
      { months: 'Month 1', period: 'November 2026', amountText: '£0.00', includesAnnualIncrease: false },
      { months: 'Month 2', period: 'December 2026', amountText: '£20.00', includesAnnualIncrease: false },
      {
        months: 'Months 3 to 5',
        period: 'January 2027 to March 2027',
        amountText: '£35.00',
        includesAnnualIncrease: false,
      },
      {
        months: 'Months 6 to 17',
        period: 'April 2027 to March 2028',
        amountText: '£38.00',
        includesAnnualIncrease: true,
      },
      {
        months: 'Months 18 to 24',
        period: 'April 2028 to October 2028',
        amountText: '£41.00',
        includesAnnualIncrease: true,
      },
    ]);
    expect(view.rises).toEqual([
      'From April 2027 (month 6) your monthly price rises by £3.00 to £38.00.',
      'From April 2028 (month 18) your monthly price rises by £3.00 to £41.00.',
    ]);
    expect(view.totalText).toBe(`£${(20 + 35 * 3 + 38 * 12 + 41 * 7).toFixed(2)}`);
  });

  it('names no calendar month while a pre-order has no go-live day, and says the total is the most', () => {
    const schedule = buildPaymentSchedule({
      months: 24,
      items: [{ monthlyPrice: 3200, firstCharge: 0, freeMonths: 0, annualIncrease: 300 }],
      today: null,
    });
    const view = reviewSchedule({ ...schedule, startDay: null, totalIsMaximum: true });
    expect(view.rows.map((row) => [row.months, row.period, row.amountText])).toEqual([
      ['Month 1', UNKNOWN_PERIOD, '£32.00'],
      ['Months 2 to 13', UNKNOWN_PERIOD, '£35.00'],
      ['Months 14 to 24', UNKNOWN_PERIOD, '£38.00'],
    ]);
    expect(view.rises).toEqual([
      'From month 2 at the earliest your monthly price rises by £3.00 to £35.00.',
      'From month 14 at the earliest your monthly price rises by £3.00 to £38.00.',
    ]);
    expect(view.totalText).toBe(`at most £${(32 + 35 * 12 + 38 * 11).toFixed(2)}`);
  });
});
