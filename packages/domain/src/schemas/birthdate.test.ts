import { describe, expect, it } from 'vitest';
import {
  BIRTH_YEAR_ABOVE,
  BIRTHDATE_INPUT_MIN,
  CONTACT_FORM_BIRTH_YEARS,
  createBirthdateSchema,
  createContactFormBirthdateSchema,
  formatUkDate,
  hasReachedAge,
  isContactFormBirthdate,
  MINIMUM_CUSTOMER_AGE,
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
