import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareCalendarDates, formatIsoDate, isWorkingDay, parseIsoDate } from './calendar';
import {
  canRescheduleInstallation,
  RESCHEDULE_REFUSAL_MESSAGES,
  rescheduleCutoffDay,
  rescheduleCutoffText,
  rescheduleTerms,
  rescheduleWindow,
} from './installation-reschedule';
import { installationWindow } from './installation-window';

const day = (text: string) => parseIsoDate(text)!;

describe('rescheduleCutoffDay', () => {
  it.each([
    ['2026-12-03', '2026-12-01', 'a Thursday visit: the Tuesday before'],
    ['2026-12-07', '2026-12-03', 'a Monday visit: the Thursday before (the weekend does not count)'],
    ['2026-12-05', '2026-12-03', 'a Saturday visit: the Thursday before'],
    ['2026-12-30', '2026-12-24', 'across Christmas and the Boxing Day substitute holiday'],
    ['2027-03-30', '2027-03-24', 'across Easter Monday and Good Friday 2027'],
  ])('%s -> %s (%s)', (visit, cutoff) => {
    expect(formatIsoDate(rescheduleCutoffDay(day(visit)))).toBe(cutoff);
  });

  it('is always a working day with exactly one working day between it and the visit', () => {
    const start = day('2026-01-01');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), (offset) => {
        const visit = addDays(start, offset);
        const cutoff = rescheduleCutoffDay(visit);
        expect(isWorkingDay(cutoff)).toBe(true);
        let between = 0;
        for (let d = addDays(cutoff, 1); compareCalendarDates(d, visit) < 0; d = addDays(d, 1)) {
          if (isWorkingDay(d)) between += 1;
        }
        expect(between).toBe(1);
      }),
    );
  });
});

describe('canRescheduleInstallation', () => {
  it('allows a change to the end of the cut-off day, not the day after', () => {
    expect(canRescheduleInstallation(day('2026-12-03'), day('2026-11-27'))).toBe(true);
    expect(canRescheduleInstallation(day('2026-12-03'), day('2026-12-01'))).toBe(true);
    expect(canRescheduleInstallation(day('2026-12-03'), day('2026-12-02'))).toBe(false);
    expect(canRescheduleInstallation(day('2026-12-03'), day('2026-12-03'))).toBe(false);
  });
});

describe('rescheduleTerms', () => {
  // 12:00 UTC on Friday 27 November 2026 is the same day in London.
  const now = new Date('2026-11-27T12:00:00Z');

  it('allows a visit far enough away', () => {
    expect(rescheduleTerms({ orderOpen: true, visitDay: '2026-12-03', now })).toEqual({
      visitDay: '2026-12-03',
      cutoffDay: '2026-12-01',
      refusal: null,
    });
  });

  it('refuses past the cut-off, without a visit, and for a closed order', () => {
    expect(rescheduleTerms({ orderOpen: true, visitDay: '2026-11-30', now }).refusal).toBe('cutoff_passed');
    expect(rescheduleTerms({ orderOpen: true, visitDay: null, now })).toEqual({
      visitDay: null,
      cutoffDay: null,
      refusal: 'no_visit',
    });
    expect(rescheduleTerms({ orderOpen: false, visitDay: '2026-12-10', now }).refusal).toBe('order_closed');
  });

  it('counts the UK day: 23:30 UTC in summer is already tomorrow in London', () => {
    // Visit Thursday 2026-07-09; cut-off Tuesday 7 July. 23:30 UTC on the 7th is 00:30 BST on the 8th.
    expect(
      rescheduleTerms({ orderOpen: true, visitDay: '2026-07-09', now: new Date('2026-07-07T22:30:00Z') })
        .refusal,
    ).toBeNull();
    expect(
      rescheduleTerms({ orderOpen: true, visitDay: '2026-07-09', now: new Date('2026-07-07T23:30:00Z') })
        .refusal,
    ).toBe('cutoff_passed');
  });

  it('has a message for every refusal', () => {
    for (const message of Object.values(RESCHEDULE_REFUSAL_MESSAGES)) expect(message).toMatch(/\.$/);
  });
});

describe('rescheduleWindow', () => {
  it("is the checkout's window for an order placed now, so every new slot is after its cut-off", () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const window = rescheduleWindow(now);
    expect(window).toEqual(installationWindow(now));
    expect(canRescheduleInstallation(day(window.start), day('2026-11-27'))).toBe(true);
  });
});

describe('rescheduleCutoffText', () => {
  it('names the weekday and the date', () => {
    expect(rescheduleCutoffText(day('2026-12-01'))).toBe(
      'You can change your installation until the end of Tuesday 1 December 2026.',
    );
  });
});
