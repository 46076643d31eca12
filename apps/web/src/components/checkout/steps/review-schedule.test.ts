import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { buildPaymentSchedule } from '@fibre/domain/payment-schedule';
import { describe, expect, it } from 'vitest';
import { contractMonthStart, reviewSchedule, withOneOffCredits } from './review-schedule';

const today = { year: 2026, month: 11, day: 23 };

describe('contractMonthStart', () => {
  it('counts months from today, keeping the day where the month has it', () => {
    expect(contractMonthStart(today, 1)).toEqual(today);
    expect(contractMonthStart(today, 3)).toEqual({ year: 2027, month: 1, day: 23 });
    expect(contractMonthStart({ year: 2026, month: 1, day: 31 }, 2)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
  });
});

describe('reviewSchedule', () => {
  it('shows a 24-month plan with FRIEND50 on the first bill and the April rises in pounds and pence', () => {
    const schedule = buildPaymentSchedule({
      months: 24,
      items: [{ monthlyPrice: 3500, firstCharge: 0, freeMonths: 0, annualIncrease: 300 }],
      oneOffCredit: 5000,
      today,
    });
    const view = reviewSchedule(schedule, today);
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
});

describe('withOneOffCredits', () => {
  const friend = DEMO_PROMOTIONS.find((promotion) => promotion.code === 'FRIEND50')!;
  const payment = {
    total_monthly_price: 37,
    details: [
      { id_product: 1003, monthly_price: 32, first_charge: 0, free_months: 0, one_off_credit: 0 },
      { id_product: 9001, monthly_price: 5, first_charge: 0, free_months: 0, one_off_credit: 0 },
    ],
  };

  it('puts an AMTOFF credit on the product its promotion names, and none elsewhere', () => {
    const credited = withOneOffCredits(payment, [friend]);
    expect(credited.details.map((line) => line.one_off_credit)).toEqual([50, 0]);
  });

  it('keeps a credit the answer already carries', () => {
    const given = { ...payment, details: [{ ...payment.details[0]!, one_off_credit: 20 }] };
    expect(withOneOffCredits(given, [friend]).details[0]?.one_off_credit).toBe(20);
  });
});
