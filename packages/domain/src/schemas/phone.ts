import { checkedText, matches, normalisedText } from './text-field';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * UK telephone numbers, by the spec's rule (ordering-journey.md §5, content-and-api.md §5):
 * '+44' or a leading '0', the digits in one of the accepted groupings, and an optional
 * extension of 3 or 4 digits after '#'. A small rule of our own rather than libphonenumber-js,
 * which is not installed and would accept groupings the spec does not (decision 0041).
 *
 * A national number is the trunk '0' and 10 more digits. The groupings are how those 10 digits
 * may be split by single spaces: area code, then two groups.
 *   4-3-3  07700 900123, 07700 900 123, 01632 960 001
 *   3-3-4  0117 496 0000
 *   2-4-4  020 7946 0000
 * Any grouping may be written with '+44' (and an optional space) instead of the '0', or with
 * the '0' and area code in brackets: '+44 7700 900123', '(020) 7946 0000'. Spaces are optional.
 */
export const UK_PHONE_GROUPINGS: readonly (readonly [number, number, number])[] = [
  [4, 3, 3],
  [3, 3, 4],
  [2, 4, 4],
];

/**
 * Ofcom allocates no numbers beginning 00 (the international prefix), 04 or 06, so a number
 * there is a typing error, not a UK number.
 */
const ALLOCATED_FIRST_DIGITS = '1235789';

/** Landlines a home-phone line can keep: geographic (01, 02) and UK-wide (03) numbers. */
const LANDLINE_FIRST_DIGITS = '123';

function groupingPattern([area, middle, last]: readonly [number, number, number]): string {
  const trunkAndArea = `(?:\\+44 ?(\\d{${area}})|0(\\d{${area}})|\\(0(\\d{${area}})\\))`;
  return `${trunkAndArea} ?(\\d{${middle}}) ?(\\d{${last}})`;
}

const UK_PHONE_PATTERN = new RegExp(
  `^(?:${UK_PHONE_GROUPINGS.map(groupingPattern).join('|')})(?: ?#(\\d{3,4}))?$`,
);

export interface UkPhoneNumber {
  /** The national number, digits only with the leading 0: '07700900123'. */
  national: string;
  /** The extension's digits, or null. */
  extension: string | null;
}

/** Reads a UK number by the rule above (outer whitespace ignored), or null when it breaks it. */
export function parseUkPhone(input: string): UkPhoneNumber | null {
  const match = UK_PHONE_PATTERN.exec(input.trim());
  if (match === null) return null;
  const groups = match.slice(1);
  const extension = groups.pop() ?? null;
  const national = `0${groups.join('')}`;
  if (!ALLOCATED_FIRST_DIGITS.includes(national.charAt(1))) return null;
  return { national, extension };
}

/** The stored form: national digits, then '#' and the extension if any ('07700900123#123'). */
export function formatUkPhone(phone: UkPhoneNumber): string {
  return phone.extension === null ? phone.national : `${phone.national}#${phone.extension}`;
}

/** The stored form of a typed UK number, or null when it breaks the rule. Idempotent. */
export function normaliseUkPhone(input: string): string | null {
  const phone = parseUkPhone(input);
  return phone === null ? null : formatUkPhone(phone);
}

/** Whether the number is a landline a home-phone line can keep (01, 02 or 03, no extension). */
function isLandline(phone: UkPhoneNumber): boolean {
  return phone.extension === null && LANDLINE_FIRST_DIGITS.includes(phone.national.charAt(1));
}

/** Longest text worth reading: '+44 (0) ...' is not accepted, so 25 is generous. */
export const PHONE_MAX_INPUT_LENGTH = 25;

export interface UkPhoneSchemaOptions {
  /** Shown when the number is missing or blank. */
  requiredMessage?: string;
  /** Shown when the number breaks the rule. */
  invalidMessage?: string;
}

/** A required UK phone field; the output is the stored form ('07700900123', '02079460000#1234'). */
export function createUkPhoneSchema(options: UkPhoneSchemaOptions = {}) {
  const requiredMessage = options.requiredMessage ?? VALIDATION_MESSAGES.required;
  const invalidMessage = options.invalidMessage ?? VALIDATION_MESSAGES.phoneInvalid;
  return normalisedText({
    requiredMessage,
    invalidMessage,
    maxLength: PHONE_MAX_INPUT_LENGTH,
    normalise: normaliseUkPhone,
  });
}

/** Phone of the checkout and the API bodies: blank 'Please enter your details', else 'Phone is invalid'. */
export const ukPhoneSchema = createUkPhoneSchema();

/**
 * The landline to keep (ordering-journey.md §5): blank or invalid both read 'Please enter a valid
 * telephone number'. A mobile is refused: only a landline can move to the new home-phone line.
 */
export const landlineNumberSchema = normalisedText({
  requiredMessage: VALIDATION_MESSAGES.telephoneInvalid,
  invalidMessage: VALIDATION_MESSAGES.telephoneInvalid,
  maxLength: PHONE_MAX_INPUT_LENGTH,
  normalise: (value) => {
    const phone = parseUkPhone(value);
    return phone !== null && isLandline(phone) ? formatUkPhone(phone) : null;
  },
});

/**
 * The contact form's own, looser rule (content-and-api.md §5): starts with 0, 44 or +44, then 9
 * or 10 digits optionally separated by single spaces. Kept as typed, since it only goes to e-mail.
 */
const CONTACT_FORM_PHONE_PATTERN = /^(?:\+44|44|0)(?: ?\d){9,10}$/;

/** The contact form's phone field; both messages are the configured error text. */
export function createContactFormPhoneSchema(message: string = VALIDATION_MESSAGES.phoneInvalid) {
  return checkedText(message, [matches(CONTACT_FORM_PHONE_PATTERN, message)]);
}
