import { optionalNormalisedText } from './text-field';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * A Companies House registration number (decision 0043): eight characters, either eight digits
 * (England and Wales, '01234567') or a two-letter register prefix and six digits ('SC123456',
 * 'NI123456', 'OC301234'), or 'R0' and six digits (old Northern Ireland companies). Typed in any
 * letter case and with spaces, it is stored upper-case without them.
 */
const COMPANY_NUMBER_PATTERN = /^(?:\d{8}|[A-Z]{2}\d{6}|R0\d{6})$/;

/** The stored form of a company number, or null when it is not one. */
export function normaliseCompanyNumber(input: string): string | null {
  const compact = input.replace(/\s/g, '').toUpperCase();
  return COMPANY_NUMBER_PATTERN.test(compact) ? compact : null;
}

/**
 * Company number of a business order. Optional, since sole traders and partnerships have
 * none; blank counts as not given. When given it must be a company number.
 */
export const companyNumberSchema = optionalNormalisedText({
  invalidMessage: VALIDATION_MESSAGES.companyNumberInvalid,
  maxLength: 20,
  normalise: normaliseCompanyNumber,
});
