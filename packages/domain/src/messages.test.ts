import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LOOKUP_NO_RESULTS_MESSAGE,
  PROMO_CODE_DUPLICATE_MESSAGE,
  PROMO_CODE_HINT,
  PROMO_CODE_NOT_ELIGIBLE_MESSAGE,
  PROMO_CODE_NOT_VALID_MESSAGE,
  promoCodeNotEligibleMessage,
  RATE_LIMITED_MESSAGES,
} from './messages';

describe('promo code messages', () => {
  it('are the spec words', () => {
    expect(PROMO_CODE_HINT).toBe('A valid referral code must come from a customer of the provider');
    expect(PROMO_CODE_NOT_VALID_MESSAGE).toBe('Promo code not valid');
    expect(PROMO_CODE_DUPLICATE_MESSAGE).toBe('You have already entered this promo code');
    expect(PROMO_CODE_NOT_ELIGIBLE_MESSAGE).toBe(
      '{code} has not been applied to your basket as your address is not eligible for this promotion.',
    );
    expect(promoCodeNotEligibleMessage('BUILD20')).toBe(
      'BUILD20 has not been applied to your basket as your address is not eligible for this promotion.',
    );
  });
});

describe('finder and rate-limit messages', () => {
  it('are said once for server and browser', () => {
    expect(ADDRESS_LOOKUP_NO_RESULTS_MESSAGE).toBe('No results found. Please try a different UK postcode.');
    expect(RATE_LIMITED_MESSAGES).toEqual({
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
      resumeCodeSend:
        'We have sent too many codes to this e-mail address. Please wait 15 minutes and try again.',
      resumeCodeGuess: 'Too many wrong codes. Please wait 15 minutes, then ask for a new code.',
      resumeCodeInbox:
        'We have sent too many codes to this e-mail address. Please wait 15 minutes and try again.',
      orderLookup: 'Too many attempts. Please wait a few minutes and try again.',
      orderChange: 'Too many changes in a short time. Please wait a few minutes and try again.',
      providerList: 'Too many requests. Please wait a minute and try again.',
    });
  });
});
