import { describe, expect, it } from 'vitest';
import { contractMonthStart, contractStart, contractStartDay, contractStartText } from './contract-start';

const day = (year: number, month: number, date: number) => ({ year, month, day: date });

describe('contractStart', () => {
  it('starts a booked order on its installation day, never on the order day', () => {
    const start = contractStart({
      orderDay: day(2026, 11, 27),
      preorder: false,
      installationDay: '2026-12-08',
    });
    expect(start).toEqual({ kind: 'installation', day: day(2026, 12, 8) });
  });

  it('before a visit is booked, starts on the earliest day one can be (third working day)', () => {
    // Friday 27 November 2026: Monday 30th, Tuesday 1st, Wednesday 2 December.
    expect(contractStart({ orderDay: day(2026, 11, 27), preorder: false })).toEqual({
      kind: 'earliest-installation',
      day: day(2026, 12, 2),
    });
    // Thursday 24 December 2026: Christmas and the Boxing Day holiday (Monday 28th) skipped: 29, 30, 31.
    expect(contractStart({ orderDay: day(2026, 12, 24), preorder: false })).toEqual({
      kind: 'earliest-installation',
      day: day(2026, 12, 31),
    });
  });

  it('starts a pre-order when its service goes live, unknown until that day is known', () => {
    expect(contractStart({ orderDay: day(2026, 11, 27), preorder: true })).toEqual({
      kind: 'go-live-unknown',
    });
    expect(contractStart({ orderDay: day(2026, 11, 27), preorder: true, goLiveDay: '2027-06-01' })).toEqual({
      kind: 'go-live',
      day: day(2027, 6, 1),
    });
    expect(contractStartDay({ kind: 'go-live-unknown' })).toBeNull();
  });

  it('refuses an installation day that is no date', () => {
    expect(() =>
      contractStart({ orderDay: day(2026, 11, 27), preorder: false, installationDay: '2026-02-30' }),
    ).toThrow(RangeError);
  });

  it('says when month 1 starts', () => {
    expect(contractStartText({ kind: 'installation', day: day(2026, 12, 2) })).toBe(
      'Month 1 starts on your installation day, 2 December 2026.',
    );
    expect(contractStartText({ kind: 'earliest-installation', day: day(2026, 12, 2) })).toBe(
      'Month 1 starts on your installation day: 2 December 2026 at the earliest.',
    );
    expect(contractStartText({ kind: 'go-live-unknown' })).toMatch(
      /^Month 1 starts the day your service goes live\./,
    );
  });
});

describe('contractMonthStart', () => {
  it('counts months from the start, keeping the day where the month has it', () => {
    expect(contractMonthStart(day(2026, 11, 23), 1)).toEqual(day(2026, 11, 23));
    expect(contractMonthStart(day(2026, 11, 23), 3)).toEqual(day(2027, 1, 23));
    expect(contractMonthStart(day(2026, 1, 31), 2)).toEqual(day(2026, 2, 28));
    expect(contractMonthStart(day(2028, 1, 31), 2)).toEqual(day(2028, 2, 29));
  });
});
