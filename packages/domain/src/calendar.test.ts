import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  bankHolidays,
  type CalendarDate,
  compareCalendarDates,
  daysInMonth,
  easterSunday,
  formatIsoDate,
  isBankHoliday,
  isLeapYear,
  isWorkingDay,
  parseIsoDate,
  ukCalendarDate,
  weekday,
  workingDaysAfter,
} from './calendar';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const iso = (text: string): CalendarDate => {
  const date = parseIsoDate(text);
  if (date === null) throw new Error(`Not a date: ${text}`);
  return date;
};

describe('isLeapYear and daysInMonth', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [1996, true],
  ])('%i leap: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
  });
  it('knows the 30-day months', () => {
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2025, m))).toEqual([
      31, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });
  it('agrees with the platform calendar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const last = new Date(Date.UTC(2000, month, 0));
        last.setUTCFullYear(year, month, 0);
        expect(daysInMonth(year, month)).toBe(last.getUTCDate());
      }),
    );
  });
});

describe('parseIsoDate and formatIsoDate', () => {
  it.each([
    ['1990-05-17', { year: 1990, month: 5, day: 17 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2025-12-31', { year: 2025, month: 12, day: 31 }],
    ['2025-01-01', { year: 2025, month: 1, day: 1 }],
  ])('reads %j', (text, date) => {
    expect(parseIsoDate(text)).toEqual(date);
  });
  it.each([
    '2023-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '2025-01-32',
    '1990-5-17',
    '17/05/1990',
    '1990-05-17T00:00',
    ' 1990-05-17',
    '',
  ])('refuses %j', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
  it('writes YYYY-MM-DD with leading zeros, the inverse of reading (property)', () => {
    expect(formatIsoDate(d(2026, 3, 1))).toBe('2026-03-01');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (at) => {
          const text = at.toISOString().slice(0, 10);
          expect(formatIsoDate(iso(text))).toBe(text);
        },
      ),
    );
  });
});

describe('compareCalendarDates', () => {
  it('orders by year, then month, then day', () => {
    expect(compareCalendarDates(d(2000, 1, 1), d(2000, 1, 1))).toBe(0);
    expect(compareCalendarDates(d(1999, 12, 31), d(2000, 1, 1))).toBeLessThan(0);
    expect(compareCalendarDates(d(2000, 2, 1), d(2000, 1, 31))).toBeGreaterThan(0);
    expect(compareCalendarDates(d(2000, 1, 2), d(2000, 1, 1))).toBeGreaterThan(0);
    expect(compareCalendarDates(d(2000, 1, 1), d(2000, 1, 2))).toBeLessThan(0);
  });
});

describe('ukCalendarDate', () => {
  it('is the date in London: BST in summer, GMT in winter', () => {
    expect(ukCalendarDate(new Date('2026-06-30T23:30:00Z'))).toEqual(d(2026, 7, 1));
    expect(ukCalendarDate(new Date('2026-04-01T22:59:59Z'))).toEqual(d(2026, 4, 1));
    expect(ukCalendarDate(new Date('2026-12-31T23:30:00Z'))).toEqual(d(2026, 12, 31));
    expect(ukCalendarDate(new Date('2026-03-29T00:30:00Z'))).toEqual(d(2026, 3, 29));
  });
});

describe('day arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays(iso('2026-12-30'), 3)).toEqual(iso('2027-01-02'));
    expect(addDays(iso('2028-02-28'), 1)).toEqual(iso('2028-02-29'));
    expect(addDays(iso('2026-03-01'), -1)).toEqual(iso('2026-02-28'));
  });

  it('knows the weekdays: 2026-11-23 is a Monday', () => {
    expect(weekday(iso('2026-11-23'))).toBe(1);
    expect(weekday(iso('2026-11-22'))).toBe(0);
    expect(weekday(iso('2026-11-28'))).toBe(6);
  });
});

describe('bank holidays (England and Wales)', () => {
  const texts = (year: number) => bankHolidays(year).map(formatIsoDate);

  it('finds Easter Sunday', () => {
    expect(
      ['2024', '2025', '2026', '2027', '2038'].map((y) => formatIsoDate(easterSunday(Number(y)))),
    ).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2038-04-25']);
  });

  // The lists published on gov.uk/bank-holidays.
  it.each([
    [
      2020,
      [
        '2020-01-01',
        '2020-04-10',
        '2020-04-13',
        '2020-05-08',
        '2020-05-25',
        '2020-08-31',
        '2020-12-25',
        '2020-12-28',
      ],
    ],
    [
      2022,
      [
        '2022-01-03',
        '2022-04-15',
        '2022-04-18',
        '2022-05-02',
        '2022-06-02',
        '2022-06-03',
        '2022-08-29',
        '2022-09-19',
        '2022-12-26',
        '2022-12-27',
      ],
    ],
    [
      2023,
      [
        '2023-01-02',
        '2023-04-07',
        '2023-04-10',
        '2023-05-01',
        '2023-05-08',
        '2023-05-29',
        '2023-08-28',
        '2023-12-25',
        '2023-12-26',
      ],
    ],
    [
      2026,
      [
        '2026-01-01',
        '2026-04-03',
        '2026-04-06',
        '2026-05-04',
        '2026-05-25',
        '2026-08-31',
        '2026-12-25',
        '2026-12-28',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-03-26',
        '2027-03-29',
        '2027-05-03',
        '2027-05-31',
        '2027-08-30',
        '2027-12-27',
        '2027-12-28',
      ],
    ],
  ])('%i', (year, expected) => {
    expect(texts(year)).toEqual(expected);
  });

  it('falls on weekdays only, eight or more a year (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        const holidays = bankHolidays(year);
        expect(holidays.length).toBeGreaterThanOrEqual(8);
        for (const holiday of holidays) {
          expect(holiday.year).toBe(year);
          expect([0, 6]).not.toContain(weekday(holiday));
        }
      }),
    );
  });

  it('tells a bank holiday from an ordinary day', () => {
    expect(isBankHoliday(iso('2026-12-28'))).toBe(true);
    expect(isBankHoliday(iso('2026-12-26'))).toBe(false);
    expect(isBankHoliday(iso('2026-11-30'))).toBe(false);
  });
});

describe('working days', () => {
  it('are Monday to Friday except bank holidays', () => {
    expect(isWorkingDay(iso('2026-11-23'))).toBe(true);
    expect(isWorkingDay(iso('2026-11-27'))).toBe(true);
    expect(isWorkingDay(iso('2026-11-28'))).toBe(false);
    expect(isWorkingDay(iso('2026-11-22'))).toBe(false);
    expect(isWorkingDay(iso('2026-12-25'))).toBe(false);
    expect(isWorkingDay(iso('2026-04-06'))).toBe(false);
  });

  it.each([
    ['2026-11-23', '2026-11-26'], // Monday -> Thursday
    ['2026-11-25', '2026-11-30'], // Wednesday -> Monday (Thu, Fri, Mon)
    ['2026-11-27', '2026-12-02'], // Friday -> Wednesday
    ['2026-11-28', '2026-12-02'], // Saturday -> Wednesday
    ['2026-11-29', '2026-12-02'], // Sunday -> Wednesday
    ['2026-12-23', '2026-12-30'], // Wednesday -> Wednesday: Thu 24, then Tue 29 and Wed 30 after the holidays
    ['2026-04-02', '2026-04-09'], // Thursday before Easter: Good Friday and Easter Monday do not count
  ])('the third working day after %s is %s', (day, expected) => {
    expect(formatIsoDate(workingDaysAfter(iso(day), 3))).toBe(expected);
  });

  it('counts zero days as the day itself', () => {
    expect(workingDaysAfter(iso('2026-11-28'), 0)).toEqual(iso('2026-11-28'));
  });
});
