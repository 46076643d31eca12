import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BIRTH_YEAR_ABOVE,
  BIRTHDATE_INPUT_MIN,
  CONTACT_FORM_BIRTH_YEARS,
  compareCalendarDates,
  createBirthdateSchema,
  createContactFormBirthdateSchema,
  daysInMonth,
  formatUkDate,
  hasReachedAge,
  isContactFormBirthdate,
  isLeapYear,
  MINIMUM_CUSTOMER_AGE,
  parseIsoDate,
  toCalendarDate,
} from './birthdate';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('constants', () => {
  it('are the spec figures', () => {
    expect(MINIMUM_CUSTOMER_AGE).toBe(18);
    expect(BIRTH_YEAR_ABOVE).toBe(1900);
    expect(CONTACT_FORM_BIRTH_YEARS).toEqual({ min: 1900, max: 2029 });
    expect(BIRTHDATE_INPUT_MIN).toBe('1900-01-01');
  });
});

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

describe('parseIsoDate', () => {
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
});

describe('compareCalendarDates', () => {
  const d = (year: number, month: number, day: number) => ({ year, month, day });
  it('orders by year, then month, then day', () => {
    expect(compareCalendarDates(d(2000, 1, 1), d(2000, 1, 1))).toBe(0);
    expect(compareCalendarDates(d(1999, 12, 31), d(2000, 1, 1))).toBeLessThan(0);
    expect(compareCalendarDates(d(2000, 2, 1), d(2000, 1, 31))).toBeGreaterThan(0);
    expect(compareCalendarDates(d(2000, 1, 2), d(2000, 1, 1))).toBeGreaterThan(0);
    expect(compareCalendarDates(d(2000, 1, 1), d(2000, 1, 2))).toBeLessThan(0);
  });
});

describe('toCalendarDate', () => {
  it('reads an ISO date, the date of a timestamp, or passes a calendar date through', () => {
    expect(toCalendarDate('2026-03-01')).toEqual({ year: 2026, month: 3, day: 1 });
    expect(toCalendarDate('2026-03-01T10:00:00Z')).toEqual({ year: 2026, month: 3, day: 1 });
    const date = { year: 2026, month: 3, day: 1 };
    expect(toCalendarDate(date)).toBe(date);
  });
  it('throws on a malformed today', () => {
    expect(() => toCalendarDate('01/03/2026')).toThrow('Not an ISO date: 01/03/2026');
  });
});

describe('hasReachedAge', () => {
  const today = { year: 2026, month: 6, day: 15 };
  it('turns 18 on the 18th birthday, not the day before', () => {
    expect(hasReachedAge({ year: 2008, month: 6, day: 15 }, today, 18)).toBe(true);
    expect(hasReachedAge({ year: 2008, month: 6, day: 16 }, today, 18)).toBe(false);
    expect(hasReachedAge({ year: 2008, month: 7, day: 1 }, today, 18)).toBe(false);
    expect(hasReachedAge({ year: 2008, month: 5, day: 31 }, today, 18)).toBe(true);
    expect(hasReachedAge({ year: 2007, month: 12, day: 31 }, today, 18)).toBe(true);
    expect(hasReachedAge({ year: 2009, month: 1, day: 1 }, today, 18)).toBe(false);
  });
  it('brings a 29 February birthday to 1 March in a common year', () => {
    const leapling = { year: 2008, month: 2, day: 29 };
    expect(hasReachedAge(leapling, { year: 2026, month: 2, day: 28 }, 18)).toBe(false);
    expect(hasReachedAge(leapling, { year: 2026, month: 3, day: 1 }, 18)).toBe(true);
  });
});

describe('createBirthdateSchema', () => {
  const schema = () => createBirthdateSchema('2026-06-15');
  it('accepts an adult and keeps the text', () => {
    expect(schema().parse('1990-05-17')).toBe('1990-05-17');
    expect(schema().parse(' 2008-06-15 ')).toBe('2008-06-15');
    expect(schema().parse('1901-01-01')).toBe('1901-01-01');
  });
  it('refuses someone a day short of 18', () => {
    expect(messages(schema().safeParse('2008-06-16'))).toEqual([
      'Please confirm that you are at least 18 years old',
    ]);
  });
  it('reads 18 as the birthday, not the birth year', () => {
    // Born in December 2008: the year arithmetic would let them through in January 2026.
    expect(messages(createBirthdateSchema('2026-01-10').safeParse('2008-12-01'))).toEqual([
      'Please confirm that you are at least 18 years old',
    ]);
  });
  it('refuses a future date as under age', () => {
    expect(messages(schema().safeParse('2030-01-01'))).toEqual([
      'Please confirm that you are at least 18 years old',
    ]);
  });
  it.each(['1900-12-31', '1900-01-01', '1899-05-05', '1990-02-30', '17/05/1990', '1990-5-17', 'yesterday'])(
    "calls %j 'Please enter a valid date'",
    (value) => {
      expect(messages(schema().safeParse(value))).toEqual(['Please enter a valid date']);
    },
  );
  it.each([undefined, null, '', '  '])('asks for details when %j is given', (value) => {
    expect(messages(schema().safeParse(value))).toEqual(['Please enter your details']);
  });
  it('takes today as a calendar date and a blank message of choice', () => {
    const other = createBirthdateSchema({ year: 2026, month: 6, day: 15 }, 'Field is required');
    expect(other.parse('2008-06-15')).toBe('2008-06-15');
    expect(messages(other.safeParse(''))).toEqual(['Field is required']);
  });
});

describe('contact form birthdate', () => {
  it.each([
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['2029-12-31', true],
    ['2030-01-01', false],
    ['1990-02-30', false],
    [' 1990-05-17 ', true],
  ])('%j allowed: %s', (value, allowed) => {
    expect(isContactFormBirthdate(value)).toBe(allowed);
  });
  it('uses the configured message for blank and invalid', () => {
    const schema = createContactFormBirthdateSchema('Enter your date of birth');
    expect(messages(schema.safeParse(''))).toEqual(['Enter your date of birth']);
    expect(messages(schema.safeParse(undefined))).toEqual(['Enter your date of birth']);
    expect(messages(schema.safeParse('2030-01-01'))).toEqual(['Enter your date of birth']);
    expect(schema.parse('1990-05-17')).toBe('1990-05-17');
    expect(messages(createContactFormBirthdateSchema().safeParse('x'))).toEqual([
      'Please enter a valid date',
    ]);
  });
});

describe('formatUkDate', () => {
  it('shows day/month/year', () => {
    expect(formatUkDate('1990-05-17')).toBe('17/05/1990');
  });
  it('leaves other text alone', () => {
    expect(formatUkDate('17/05/1990')).toBe('17/05/1990');
  });
});
