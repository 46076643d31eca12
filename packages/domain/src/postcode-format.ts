import { isValid, toNormalised } from 'postcode';

/**
 * Whether a text is a UK postcode, and its normalised form, without zod, so the browser's finder
 * checks a postcode by the same rule the schemas use (decision 0040: the kept `postcode` package,
 * not a pattern of our own). schemas/postcode.ts builds its fields on these.
 */

/** Longest input worth looking at: 'AA9A 9AA' is 8 characters; the rest allows for spacing. */
export const POSTCODE_MAX_INPUT_LENGTH = 16;

/** Whether the text is a UK postcode in any letter case and spacing, ignoring outer whitespace. */
export function isUkPostcode(input: string): boolean {
  return isValid(input.trim());
}

/** The normalised postcode ('HB1 1AA'), or null when the text is not a UK postcode. */
export function normalisePostcode(input: string): string | null {
  return toNormalised(input.trim());
}
