import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalendarDate, ukCalendarDate } from './calendar';
import { DEMO_PRODUCTS } from './demo/products';
import {
  buildPaymentSchedule,
  monthsBeforeAnnualIncrease,
  type PaymentScheduleInput,
  type PaymentScheduleItem,
  paymentScheduleAmountText,
  paymentScheduleInput,
  paymentScheduleOnVatBasis,
} from './payment-schedule';
import { calculateMonthlyPayment, monthlyPaymentOnVatBasis } from './pricing';
import { demoProduct, demoPromotion } from './test-support/builders';

const day = (year: number, month: number, dayOfMonth: number): CalendarDate => ({
  year,
  month,
  day: dayOfMonth,
});

/** Fibre 400, 24 months: £30 a month, £3 more from each April. */
const fibre400: PaymentScheduleItem = {
  monthlyPrice: 3000,
  firstCharge: 0,
  freeMonths: 0,
  annualIncrease: 300,
};

function schedule(overrides: Partial<PaymentScheduleInput>): ReturnType<typeof buildPaymentSchedule> {
  return buildPaymentSchedule({ months: 24, items: [fibre400], today: day(2026, 1, 15), ...overrides });
}

function amounts(input: Partial<PaymentScheduleInput>): number[] {
  return schedule(input).entries.map((entry) => entry.amount);
}

describe('monthsBeforeAnnualIncrease', () => {
  it.each([
    [day(2026, 4, 1), 1],
    [day(2026, 4, 2), 12],
    [day(2026, 4, 3), 12],
    [day(2026, 4, 30), 12],
    [day(2026, 5, 1), 12],
    [day(2026, 5, 2), 11],
    [day(2026, 3, 31), 1],
    [day(2026, 3, 2), 1],
    [day(2026, 3, 1), 2],
    [day(2026, 2, 28), 2],
    [day(2026, 1, 1), 4],
    [day(2026, 1, 2), 3],
    [day(2025, 12, 15), 4],
    [day(2025, 12, 1), 5],
  ])('from %o: %i months', (today, expected) => {
    expect(monthsBeforeAnnualIncrease(today)).toBe(expected);
  });

  /** Brute force: the first month whose start (today + k months, day clamped) is on or after 2 April. */
  function firstMonthOnOrAfterIncrease(today: CalendarDate): number {
    const increaseYear =
      today.month > 4 || (today.month === 4 && today.day >= 2) ? today.year + 1 : today.year;
    for (let k = 0; ; k++) {
      const monthIndex = today.month - 1 + k;
      const year = today.year + Math.floor(monthIndex / 12);
      const month = (monthIndex % 12) + 1;
      const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const start = Math.min(today.day, length);
      if (year > increaseYear || (year === increaseYear && (month > 4 || (month === 4 && start >= 2))))
        return k;
    }
  }

  it('counts the months that start before the next 2 April, never 0', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        (date) => {
          const today = day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
          const months = monthsBeforeAnnualIncrease(today);
          expect(months).toBe(firstMonthOnOrAfterIncrease(today));
          expect(months).toBeGreaterThanOrEqual(1);
          expect(months).toBeLessThanOrEqual(12);
        },
      ),
    );
  });
});

describe('ukCalendarDate', () => {
  it('reads the day in UK time', () => {
    expect(ukCalendarDate(new Date('2026-04-01T23:30:00Z'))).toEqual(day(2026, 4, 2)); // BST
    expect(ukCalendarDate(new Date('2026-04-01T22:59:59Z'))).toEqual(day(2026, 4, 1));
    expect(ukCalendarDate(new Date('2026-01-01T23:30:00Z'))).toEqual(day(2026, 1, 1)); // GMT
    expect(ukCalendarDate(new Date('2025-12-31T23:59:59Z'))).toEqual(day(2025, 12, 31));
  });
});

describe('buildPaymentSchedule', () => {
  it('raises the price after the threshold and again 12 months later (+£3, then +£6)', () => {
    const result = schedule({ today: day(2026, 1, 15) }); // threshold 3
    expect(result.entries).toHaveLength(24);
    expect(result.entries[2]).toEqual({ month: 3, amount: 3000, includesAnnualIncrease: false, increase: 0 });
    expect(result.entries[3]).toEqual({
      month: 4,
      amount: 3300,
      includesAnnualIncrease: true,
      increase: 300,
    });
    expect(result.entries[14]).toEqual({
      month: 15,
      amount: 3300,
      includesAnnualIncrease: true,
      increase: 300,
    });
    expect(result.entries[15]).toEqual({
      month: 16,
      amount: 3600,
      includesAnnualIncrease: true,
      increase: 600,
    });
    expect(result.total).toBe(3 * 3000 + 12 * 3300 + 9 * 3600);
    expect(result.note).toBe('This includes your annual April price increase of £3');
  });

  it('starts the increase in month 2 from 1 April but in month 13 from 2 April', () => {
    expect(amounts({ today: day(2026, 4, 1) }).slice(0, 3)).toEqual([3000, 3300, 3300]);
    expect(amounts({ today: day(2026, 4, 1) }).slice(12, 14)).toEqual([3300, 3600]);
    expect(amounts({ today: day(2026, 4, 2) }).slice(11, 13)).toEqual([3000, 3300]);
    expect(amounts({ today: day(2026, 3, 15) }).slice(0, 2)).toEqual([3000, 3300]);
    expect(amounts({ today: day(2026, 4, 15) }).slice(0, 2)).toEqual([3000, 3000]);
  });

  it('never blanks the months after the first when the increase is a month away', () => {
    const result = schedule({ today: day(2026, 4, 1) });
    expect(result.entries.slice(1).every((entry) => entry.amount > 0)).toBe(true);
    expect(result.total).toBe(3000 + 12 * 3300 + 11 * 3600);
  });

  it('has no note when no month includes an increase', () => {
    const twelveMonths = schedule({ months: 12, today: day(2026, 4, 2) });
    expect(twelveMonths.entries.map((entry) => entry.amount)).toEqual(Array(12).fill(3000));
    expect(twelveMonths.note).toBeNull();
    expect(schedule({ months: 12, today: day(2026, 4, 1) }).note).not.toBeNull();
    expect(schedule({ items: [{ ...fibre400, annualIncrease: 0 }] }).note).toBeNull();
  });

  it('gives a 30-day contract one entry: the first month with its admin fee', () => {
    const rolling = buildPaymentSchedule({
      months: 0,
      items: [{ monthlyPrice: 4000, firstCharge: 5000, freeMonths: 0, annualIncrease: 0 }],
      today: day(2026, 4, 1),
    });
    expect(rolling).toEqual({
      entries: [{ month: 1, amount: 9000, includesAnnualIncrease: false, increase: 0 }],
      total: 9000,
      note: null,
    });
  });

  it('takes the first charge in month 1 only', () => {
    expect(
      amounts({ months: 12, items: [{ ...fibre400, firstCharge: 5000 }], today: day(2026, 4, 2) }),
    ).toEqual([8000, ...Array(11).fill(3000)]);
  });

  it('charges nothing in the free months, then the price with any increase', () => {
    const free = schedule({ items: [{ ...fibre400, freeMonths: 3 }], today: day(2026, 4, 1) });
    expect(free.entries.slice(0, 4)).toEqual([
      { month: 1, amount: 0, includesAnnualIncrease: false, increase: 0 },
      { month: 2, amount: 0, includesAnnualIncrease: false, increase: 0 },
      { month: 3, amount: 0, includesAnnualIncrease: false, increase: 0 },
      { month: 4, amount: 3300, includesAnnualIncrease: true, increase: 300 },
    ]);
    const withFee = schedule({ items: [{ ...fibre400, freeMonths: 1, firstCharge: 5000 }] });
    expect(withFee.entries.slice(0, 2).map((entry) => entry.amount)).toEqual([5000, 3000]);
  });

  it('keeps free months to the item that has them', () => {
    const homePhone: PaymentScheduleItem = {
      monthlyPrice: 700,
      firstCharge: 0,
      freeMonths: 0,
      annualIncrease: 100,
    };
    const result = schedule({ items: [{ ...fibre400, freeMonths: 3 }, homePhone], today: day(2026, 1, 15) });
    expect(result.entries.slice(0, 5).map((entry) => entry.amount)).toEqual([700, 700, 700, 4100, 4100]);
    expect(result.entries[3]?.increase).toBe(400);
    expect(result.note).toBe('This includes your annual April price increase of £4');
  });

  it('takes a one-off credit off the first bills until it is used up', () => {
    const result = schedule({ oneOffCredit: 5000, today: day(2026, 4, 2) });
    expect(result.entries.slice(0, 3).map((entry) => entry.amount)).toEqual([0, 1000, 3000]);
    expect(result.total).toBe(12 * 3000 + 12 * 3300 - 5000);
    const rolling = buildPaymentSchedule({
      months: 0,
      items: [fibre400],
      oneOffCredit: 5000,
      today: day(2026, 1, 1),
    });
    expect(rolling.total).toBe(0);
    expect(
      schedule({ oneOffCredit: 3000, today: day(2026, 4, 2) })
        .entries.slice(0, 2)
        .map((e) => e.amount),
    ).toEqual([0, 3000]);
  });

  it('marks an increased amount with an asterisk', () => {
    const [first, , , fourth] = schedule({ today: day(2026, 1, 15) }).entries;
    expect(first && paymentScheduleAmountText(first)).toBe('£30');
    expect(fourth && paymentScheduleAmountText(fourth)).toBe('£33*');
  });

  const itemArbitrary = fc.record({
    monthlyPrice: fc.integer({ min: 0, max: 20_000 }),
    firstCharge: fc.integer({ min: 0, max: 10_000 }),
    freeMonths: fc.integer({ min: 0, max: 30 }),
    annualIncrease: fc.integer({ min: 0, max: 1_000 }),
  });
  const inputArbitrary = fc.record({
    months: fc.constantFrom(0, 1, 12, 18, 24, 36),
    items: fc.array(itemArbitrary, { minLength: 1, maxLength: 3 }),
    oneOffCredit: fc.integer({ min: 0, max: 20_000 }),
    today: fc
      .date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map(ukCalendarDate),
  });

  it('has one entry per month (one for 30 days), none negative, and totals them', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = buildPaymentSchedule(input);
        expect(result.entries.map((entry) => entry.month)).toEqual(
          Array.from({ length: Math.max(input.months, 1) }, (_, index) => index + 1),
        );
        for (const entry of result.entries) expect(entry.amount).toBeGreaterThanOrEqual(0);
        expect(result.total).toBe(result.entries.reduce((sum, entry) => sum + entry.amount, 0));
      }),
    );
  });

  it('charges nothing in free months after the first, and never falls after them without a first charge', () => {
    fc.assert(
      fc.property(inputArbitrary, itemArbitrary, (input, item) => {
        const single = { ...input, items: [{ ...item, firstCharge: 0 }] };
        const result = buildPaymentSchedule(single);
        for (const entry of result.entries) {
          if (entry.month <= item.freeMonths) expect(entry.amount).toBe(0);
        }
        const afterFree = result.entries.filter((entry) => entry.month > item.freeMonths);
        for (let index = 1; index < afterFree.length; index++) {
          expect(afterFree[index]?.amount).toBeGreaterThanOrEqual(afterFree[index - 1]?.amount ?? 0);
        }
      }),
    );
  });
});

describe('paymentScheduleInput', () => {
  it('builds the schedule input from a calculated monthly payment and the catalogue', () => {
    const payment = calculateMonthlyPayment(
      [demoProduct(9001), demoProduct(1002)],
      [demoPromotion('FREE3'), demoPromotion('FRIEND50')],
    );
    expect(paymentScheduleInput(payment, DEMO_PRODUCTS, day(2026, 4, 2))).toEqual({
      months: 24,
      items: [
        { monthlyPrice: 700, firstCharge: 0, freeMonths: 0, annualIncrease: 0 },
        { monthlyPrice: 3000, firstCharge: 0, freeMonths: 3, annualIncrease: 300 },
      ],
      oneOffCredit: 5000,
      today: day(2026, 4, 2),
    });
  });

  it('takes a 30-day plan and its admin fee, and no increase for a product not in the catalogue', () => {
    const payment = calculateMonthlyPayment([demoProduct(1023)], []);
    expect(paymentScheduleInput(payment, DEMO_PRODUCTS, day(2026, 1, 1))).toMatchObject({
      months: 0,
      items: [{ monthlyPrice: 4000, firstCharge: 5000, freeMonths: 0, annualIncrease: 0 }],
    });
    const unknown = calculateMonthlyPayment([{ ...demoProduct(1002), id_product: 4242 }], []);
    expect(paymentScheduleInput(unknown, DEMO_PRODUCTS, day(2026, 1, 1))).toMatchObject({
      months: 0,
      items: [{ monthlyPrice: 3000, annualIncrease: 0 }],
      oneOffCredit: 0,
    });
  });
});

describe('paymentScheduleOnVatBasis', () => {
  const billed = calculateMonthlyPayment([demoProduct(3003)], []);
  const shown = monthlyPaymentOnVatBasis(
    billed,
    { products: DEMO_PRODUCTS, promotions: [] },
    'excluding-vat',
  );

  it("gives a business visitor the schedule without VAT, its April rise too, and the contract's VAT", () => {
    const { schedule, vat } = paymentScheduleOnVatBasis({
      billed,
      shown: shown.payment,
      products: DEMO_PRODUCTS,
      today: day(2026, 1, 10),
      basis: 'excluding-vat',
    });
    // Three months at £40 before 2 April, then £42.50 (the £3 rise is £2.50 without VAT).
    expect(schedule.entries[0]?.amount).toBe(4000);
    expect(schedule.entries[3]).toMatchObject({ amount: 4250, includesAnnualIncrease: true, increase: 250 });
    expect(schedule.note).toBe('This includes your annual April price increase of £2.50');
    const withVat = buildPaymentSchedule(paymentScheduleInput(billed, DEMO_PRODUCTS, day(2026, 1, 10)));
    expect(vat).toBe(withVat.total - schedule.total);
    expect(vat).toBeGreaterThan(0);
  });

  it('gives everyone else the billed schedule and no VAT line', () => {
    const payment = calculateMonthlyPayment([demoProduct(1002)], []);
    const { schedule, vat } = paymentScheduleOnVatBasis({
      billed: payment,
      shown: payment,
      products: DEMO_PRODUCTS,
      today: day(2026, 1, 10),
      basis: 'including-vat',
    });
    expect(vat).toBeNull();
    expect(schedule).toEqual(
      buildPaymentSchedule(paymentScheduleInput(payment, DEMO_PRODUCTS, day(2026, 1, 10))),
    );
  });
});
