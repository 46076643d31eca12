import { optionalText, type TextRule } from './text-field';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The affiliate click id (`awc`, content-and-api.md §7): the site keeps the `awc` query parameter in
 * a cookie and sends it with the order for commission. Affiliate networks issue short tokens such
 * as Awin's '1234_1700000000_a1b2c3' (merchant, time, hash); the allow-list is the cookie's own
 * (decision 0084): ASCII letters, digits and _ . : | ~ -, at most 256 (decision 0171). Markup, SQL,
 * spaces, CR-LF and anything outside ASCII are refused, so nothing else is stored or echoed.
 */
const AFFILIATE_CLICK_ID_MAX_LENGTH = 256;
const AFFILIATE_CLICK_ID_PATTERN = /^[A-Za-z0-9_.:|~-]+$/;

/** Whether a (trimmed) value is an affiliate click id the site may keep and send. */
export function isAffiliateClickId(value: string): boolean {
  return value.length <= AFFILIATE_CLICK_ID_MAX_LENGTH && AFFILIATE_CLICK_ID_PATTERN.test(value);
}

const clickIdCharacters: TextRule = (value) =>
  AFFILIATE_CLICK_ID_PATTERN.test(value) ? null : VALIDATION_MESSAGES.valueInvalid;

/** The optional `awc` field of an order body: absent or blank, or a click id. */
export const affiliateClickIdSchema = optionalText(AFFILIATE_CLICK_ID_MAX_LENGTH, [clickIdCharacters]);
