import { isValid, toNormalised } from 'postcode';
import { VALIDATION_MESSAGES } from './schemas/validation-messages';

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

/**
 * What a postcode search box says on submit (decision 0472): 'Field is required' for a blank box,
 * 'Invalid postcode format' for text that is not a UK postcode (the spec's words for the postcode
 * field, content-and-api.md §5), nothing for a postcode, which the address finder then looks up.
 */
export function postcodeSearchMessage(input: string): string | null {
  if (input.trim() === '') return VALIDATION_MESSAGES.fieldRequired;
  return isUkPostcode(input) ? null : VALIDATION_MESSAGES.postcodeInvalid;
}
