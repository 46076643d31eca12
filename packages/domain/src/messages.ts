import { VALIDATION_MESSAGES } from './schemas/validation-messages';

/**
 * The words of the promo code box and of the same-site routes' rate limits, said once for the
 * server (which sends them) and the browser (which shows them, or falls back to them when an
 * answer carries none). No zod here: the browser imports this module.
 */

/** The promo code box's words (ordering-journey.md §5), verbatim. */
export const PROMO_CODE_HINT = 'A valid referral code must come from a customer of the provider';
export const PROMO_CODE_NOT_VALID_MESSAGE = VALIDATION_MESSAGES.promoCodeInvalid;
/** Ours (decision 0426): a blank code is asked for, not called invalid; the schema says the same. */
export const PROMO_CODE_REQUIRED_MESSAGE = VALIDATION_MESSAGES.promoCodeRequired;
export const PROMO_CODE_DUPLICATE_MESSAGE = 'You have already entered this promo code';
export const PROMO_CODE_NOT_ELIGIBLE_MESSAGE =
  '{code} has not been applied to your basket as your address is not eligible for this promotion.';

/** The not-eligible message for one promotion, e.g. 'BUILD20 has not been applied to your basket as …'. */
export function promoCodeNotEligibleMessage(code: string): string {
  return PROMO_CODE_NOT_ELIGIBLE_MESSAGE.replace('{code}', code);
}

/** The finder's words when a postcode has no addresses or the look-up failed (ordering-journey.md §4). */
export const ADDRESS_LOOKUP_NO_RESULTS_MESSAGE = 'No results found. Please try a different UK postcode.';

/**
 * What a visitor over a same-site route's budget reads (ours; decision 0082). The promo budget's
 * window is ten minutes, hence 'a few minutes'.
 */
export const RATE_LIMITED_MESSAGES = {
  addressLookup: 'Too many address searches. Please wait a minute and try again.',
  promoAttempt: 'Too many promo code attempts. Please wait a few minutes and try again.',
  uprnChecked: 'Too many requests. Please wait a minute and try again.',
  checkoutStepRead: 'Too many requests. Please wait a minute and try again.',
  checkoutStepWrite: 'Too many attempts. Please wait a few minutes and try again.',
  cancelOrder: 'Too many attempts. Please wait a few minutes and try again.',
  leadSubmit: 'Too many attempts. Please wait a few minutes and try again.',
  outageRegistration: 'Too many attempts. Please wait a few minutes and try again.',
  donationVote: 'Thanks! You have already chosen a charity!',
  botCheckVerify: 'Too many attempts. Please wait a few minutes and try again.',
  // Resuming an open order with an e-mailed code (decision 0380): counted per address and e-mail.
  resumeCodeSend: 'We have sent too many codes to this e-mail address. Please wait 15 minutes and try again.',
  resumeCodeGuess: 'Too many wrong codes. Please wait 15 minutes, then ask for a new code.',
  // Per e-mail address whatever the address ordered at (decision 0382): the same words.
  resumeCodeInbox:
    'We have sent too many codes to this e-mail address. Please wait 15 minutes and try again.',
  // Find my order and its order page (decision 0650): a visitor's asks for a code and its tries.
  orderLookup: 'Too many attempts. Please wait a few minutes and try again.',
  // Changing a placed order on its page (decisions 0660-0663).
  orderChange: 'Too many changes in a short time. Please wait a few minutes and try again.',
  // The call-back form's current-provider list (decision 0711): asked once per page.
  providerList: 'Too many requests. Please wait a minute and try again.',
} as const;
export type RateLimitedAction = keyof typeof RATE_LIMITED_MESSAGES;
