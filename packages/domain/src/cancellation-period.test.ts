import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate } from './calendar';
import {
  amountOwedOnCancellation,
  amountOwedText,
  CANCELLATION_REFUSAL_MESSAGES,
  cancellationDeadlineText,
  cancellationPeriodLastDay,
  cancellationTerms,
  daysSupplied,
  isWithinCancellationPeriod,
} from './cancellation-period';

const day = (text: string) => parseIsoDate(text)!;

describe('the cancellation period', () => {
  it('ends at the end of 14 days after the day the order is placed', () => {
    expect(formatIsoDate(cancellationPeriodLastDay(day('2026-12-01')))).toBe('2026-12-15');
    expect(formatIsoDate(cancellationPeriodLastDay(day('2026-12-25')))).toBe('2027-01-08');
  });

  it('includes the order day and the last day, and nothing after', () => {
    expect(isWithinCancellationPeriod(day('2026-12-01'), day('2026-12-01'))).toBe(true);
    expect(isWithinCancellationPeriod(day('2026-12-01'), day('2026-12-15'))).toBe(true);
    expect(isWithinCancellationPeriod(day('2026-12-01'), day('2026-12-16'))).toBe(false);
    expect(isWithinCancellationPeriod(day('2026-12-01'), day('2026-11-30'))).toBe(false);
  });

  it('says the deadline in words', () => {
    expect(cancellationDeadlineText(day('2026-12-15'))).toBe(
      'You can cancel until the end of 15 December 2026.',
    );
  });
});

describe('amountOwedOnCancellation', () => {
  const base = {
    startWithinCancellationPeriod: true,
    serviceStart: day('2026-12-05'),
    cancelledOn: day('2026-12-09'),
    monthlyChargePence: 3000,
  };

  it('charges the days supplied, both ends counted, at 12/365 of the monthly charge a day', () => {
    expect(daysSupplied(base.serviceStart, base.cancelledOn)).toBe(5);
    // 3000 * 12 * 5 / 365 = 493.15...
    expect(amountOwedOnCancellation(base)).toBe(493);
    expect(amountOwedOnCancellation({ ...base, cancelledOn: day('2026-12-05') })).toBe(99);
  });

  it('is nothing without the express request, before the service starts, or with no start day', () => {
    expect(amountOwedOnCancellation({ ...base, startWithinCancellationPeriod: false })).toBe(0);
    expect(amountOwedOnCancellation({ ...base, cancelledOn: day('2026-12-04') })).toBe(0);
    expect(amountOwedOnCancellation({ ...base, serviceStart: null })).toBe(0);
  });

  it('grows with each day and never passes 15 days of charges within the period', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 14 }), (monthly, offset) => {
        const placed = day('2026-12-01');
        const input = {
          startWithinCancellationPeriod: true,
          serviceStart: placed,
          cancelledOn: addDays(placed, offset),
          monthlyChargePence: monthly,
        };
        const owed = amountOwedOnCancellation(input);
        const nextDay = amountOwedOnCancellation({ ...input, cancelledOn: addDays(input.cancelledOn, 1) });
        expect(Number.isInteger(owed)).toBe(true);
        expect(nextDay).toBeGreaterThanOrEqual(owed);
        expect(owed).toBeLessThanOrEqual(Math.round((monthly * 12 * 15) / 365));
      }),
    );
  });
});

describe('cancellationTerms', () => {
  const input = {
    addressType: 'RES' as const,
    placedOn: day('2026-12-01'),
    today: day('2026-12-09'),
    orderOpen: true,
    startWithinCancellationPeriod: true,
    installationDay: day('2026-12-05'),
    monthlyChargePence: 3000,
  };

  it('lets a consumer cancel within the period and owes the days since installation', () => {
    expect(cancellationTerms(input)).toEqual({
      lastDay: '2026-12-15',
      refusal: null,
      daysSupplied: 5,
      amountOwedPence: 493,
    });
  });

  it('owes nothing while the installation is still to come', () => {
    expect(cancellationTerms({ ...input, installationDay: day('2026-12-10') })).toMatchObject({
      refusal: null,
      daysSupplied: 0,
      amountOwedPence: 0,
    });
  });

  it('refuses a business, a closed order and a day after the period', () => {
    expect(cancellationTerms({ ...input, addressType: 'BUS' })).toMatchObject({
      lastDay: null,
      refusal: 'business',
    });
    expect(cancellationTerms({ ...input, orderOpen: false }).refusal).toBe('order_closed');
    expect(cancellationTerms({ ...input, today: day('2026-12-16') }).refusal).toBe('period_over');
    expect(cancellationTerms({ ...input, addressType: 'HWRK', today: day('2026-12-15') }).refusal).toBeNull();
  });

  it('has a message for every refusal', () => {
    for (const message of Object.values(CANCELLATION_REFUSAL_MESSAGES)) expect(message).toMatch(/\.$/);
  });
});

describe('amountOwedText', () => {
  it('says nothing is owed, or the amount and the days', () => {
    expect(amountOwedText({ amountOwedPence: 0, daysSupplied: 0 })).toMatch(/^You will not pay anything/);
    expect(amountOwedText({ amountOwedPence: 493, daysSupplied: 5 })).toContain('running for 5 days');
    expect(amountOwedText({ amountOwedPence: 493, daysSupplied: 5 })).toContain('you will pay £4.93');
    expect(amountOwedText({ amountOwedPence: 99, daysSupplied: 1 })).toContain('running for 1 day,');
  });
});
