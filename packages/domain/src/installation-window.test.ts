import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWorkingDay, parseIsoDate, weekday } from './calendar';
import {
  installationWindow,
  isInstallationDay,
  isOffered,
  SLOT_TIMES,
  slotId,
  slotLabel,
  slotsOf,
  ukIsoDate,
} from './installation-window';

const date = (day: string) => parseIsoDate(day)!;

describe('ukIsoDate', () => {
  it('is the calendar date in London, in summer time as well', () => {
    expect(ukIsoDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukIsoDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(ukIsoDate(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
  });
});

describe('isInstallationDay', () => {
  it('is Monday to Saturday', () => {
    expect(isInstallationDay(date('2026-11-28'))).toBe(true);
    expect(isInstallationDay(date('2026-11-23'))).toBe(true);
    expect(isInstallationDay(date('2026-11-22'))).toBe(false);
  });
});

describe('installationWindow', () => {
  it('starts on the third working day after the order and spans 14 days', () => {
    expect(installationWindow(new Date('2026-11-23T10:00:00Z'))).toEqual({
      start: '2026-11-26',
      end: '2026-12-09',
    });
  });

  it('takes the order day in London time', () => {
    // 23:30 UTC on Sunday 28 June 2026 is Monday 29 June in London (BST).
    expect(installationWindow(new Date('2026-06-28T23:30:00Z')).start).toBe('2026-07-02');
  });

  it('does not count bank holidays as working days', () => {
    // Wednesday 23 December 2026: Thursday 24th, then Tuesday 29th and Wednesday 30th.
    expect(installationWindow(new Date('2026-12-23T10:00:00Z'))).toEqual({
      start: '2026-12-30',
      end: '2027-01-12',
    });
  });
});

describe('slotsOf', () => {
  it('offers two slots on each day Monday to Saturday: 24 slots over 14 days', () => {
    const slots = slotsOf({ start: '2026-11-26', end: '2026-12-09' });
    expect(slots).toHaveLength(24);
    expect(slots[0]).toEqual({ day: '2026-11-26', time: '08:00-13:00' });
    expect(slots[1]).toEqual({ day: '2026-11-26', time: '13:00-18:00' });
    expect(slots.map((slot) => slot.day)).not.toContain('2026-11-29');
    expect(slots.map((slot) => slot.day)).toContain('2026-11-28');
    expect(slots.at(-1)).toEqual({ day: '2026-12-09', time: '13:00-18:00' });
  });

  it('always gives 24 slots, none on a Sunday, all inside the window (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        (at) => {
          const window = installationWindow(at);
          const slots = slotsOf(window);
          expect(slots).toHaveLength(24);
          expect(isWorkingDay(date(window.start))).toBe(true);
          expect(window.start > ukIsoDate(at)).toBe(true);
          for (const slot of slots) {
            expect(weekday(date(slot.day))).not.toBe(0);
            expect(isOffered(window, slot.day, slot.time)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('isOffered', () => {
  const window = { start: '2026-11-26', end: '2026-12-09' };

  it('accepts a slot inside the window on Monday to Saturday', () => {
    expect(isOffered(window, '2026-11-26', '08:00-13:00')).toBe(true);
    expect(isOffered(window, '2026-12-09', '13:00-18:00')).toBe(true);
    expect(isOffered(window, '2026-11-28', '13:00-18:00')).toBe(true);
  });

  it('refuses days outside the window, Sundays, unknown times and days that do not exist', () => {
    expect(isOffered(window, '2026-11-25', '08:00-13:00')).toBe(false);
    expect(isOffered(window, '2026-12-10', '08:00-13:00')).toBe(false);
    expect(isOffered(window, '2026-11-29', '08:00-13:00')).toBe(false);
    expect(isOffered(window, '2026-11-26', '08:00-12:00')).toBe(false);
    expect(isOffered(window, '2026-11-31', '08:00-13:00')).toBe(false);
  });
});

describe('slot ids and labels', () => {
  it('names each slot by day and time', () => {
    expect(slotId('2026-11-26', '08:00-13:00')).toBe('2026-11-26 08:00-13:00');
    expect(SLOT_TIMES.map(slotLabel)).toEqual(['Morning, 8am to 1pm', 'Afternoon, 1pm to 6pm']);
  });
});
