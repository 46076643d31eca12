import { CONTACT_FORM_BIRTH_YEARS } from '../birthdate-display';
import { type CalendarDate, compareCalendarDates, parseIsoDate } from '../calendar';
import { checkedText } from './text-field';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * Birthdates are 'YYYY-MM-DD' strings naming a real calendar date. The domain has no clock, so
 * every check that depends on today takes today as an argument (decision 0042). Dates are the
 * domain's one date type, the UK calendar's `CalendarDate` (decision 0160).
 */

/** Today, as a calendar date or an ISO date ('2026-03-01'); a full ISO timestamp's date part is used. */
export type Today = CalendarDate | string;

/** Customers must be adults to sign a contract. */
export const MINIMUM_CUSTOMER_AGE = 18;
/** The checkout wants a birth year above this (ordering-journey.md §5). */
export const BIRTH_YEAR_ABOVE = 1900;
// Without zod for the browser's contact form (decision 0588); re-exported for the server.
export { BIRTHDATE_INPUT_MIN, CONTACT_FORM_BIRTH_YEARS, formatUkDate } from '../birthdate-display';

/** Reads today; a malformed today is a programming error, so it throws. */
export function toCalendarDate(today: Today): CalendarDate {
  if (typeof today !== 'string') return today;
  const date = parseIsoDate(today.slice(0, 10));
  if (date === null) throw new RangeError(`Not an ISO date: ${today}`);
  return date;
}

/**
 * Whether someone born on `birth` has reached `age` by `today`: their birthday in today's year
 * minus `age` is on or before today. Someone born on 29 February comes of age on 1 March in a
 * common year, as in UK law.
 */
export function hasReachedAge(birth: CalendarDate, today: CalendarDate, age: number): boolean {
  const comparable = { year: today.year - age, month: today.month, day: today.day };
  return compareCalendarDates(birth, comparable) <= 0;
}

/**
 * The checkout's birthdate: blank 'Please enter your details'; not a real 'YYYY-MM-DD' date or a
 * year not above 1900 'Please enter a valid date'; under 18 on `today` 'Please confirm that you
 * are at least 18 years old'.
 */
export function createBirthdateSchema(today: Today, requiredMessage: string = VALIDATION_MESSAGES.required) {
  const todayDate = toCalendarDate(today);
  return checkedText(requiredMessage, [
    (value) => {
      const birth = parseIsoDate(value);
      if (birth === null || birth.year <= BIRTH_YEAR_ABOVE) return VALIDATION_MESSAGES.dateInvalid;
      return hasReachedAge(birth, todayDate, MINIMUM_CUSTOMER_AGE) ? null : VALIDATION_MESSAGES.underAge;
    },
  ]);
}

/** Whether a contact-form birthdate is a real 'YYYY-MM-DD' date with a year from 1900 to 2029. */
export function isContactFormBirthdate(value: string): boolean {
  const date = parseIsoDate(value.trim());
  return (
    date !== null && date.year >= CONTACT_FORM_BIRTH_YEARS.min && date.year <= CONTACT_FORM_BIRTH_YEARS.max
  );
}

/** The contact form's birthdate; blank and invalid both give the configured error text. */
export function createContactFormBirthdateSchema(message: string = VALIDATION_MESSAGES.dateInvalid) {
  return checkedText(message, [(value) => (isContactFormBirthdate(value) ? null : message)]);
}
