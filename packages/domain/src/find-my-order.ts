import { RESUME_CODE_TTL_MINUTES } from './resume-code';

/**
 * Find my order (issue 23, decision 0650): the words of the page and its rules, said once for the
 * same-site route and the form. The one-time code is the resume code's (decision 0380): 6 digits,
 * 15 minutes, the same messages and budgets. No zod here: the browser imports this module.
 */

export const FIND_MY_ORDER_TITLE = 'Find my order';
export const FIND_MY_ORDER_INTRO =
  'Enter the e-mail address you ordered with and your order number. We will e-mail you a code to check it is you, then show you your order.';

export const ORDER_NUMBER_LABEL = 'Order number';
export const ORDER_NUMBER_HINT = 'It is in your order confirmation e-mail, for example FB7K3M9QXT';
export const ORDER_EMAIL_LABEL = 'Email address';
export const ORDER_EMAIL_HINT = 'The e-mail address you gave when you ordered';
export const FIND_MY_ORDER_SUBMIT = 'Send me a code';

export const FIND_MY_ORDER_MESSAGES = {
  orderNumberRequired: 'Enter your order number',
  orderNumberInvalid:
    'Enter your order number as it is in your confirmation e-mail, like FB7K3M9QXT, using only letters and numbers',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address in the correct format, like name@example.com',
} as const;

/** An order number as the provider issues it: letters and digits, at most 64 (provider-id.ts). */
const ORDER_NUMBER_PATTERN = /^[A-Z0-9]{1,64}$/;

/**
 * The order number as the provider wrote it: spaces and hyphens a copy or a phone call brings
 * left out, letters in capitals (codes never mix cases: apps/provider-api/src/codes.ts).
 */
export function normaliseOrderNumber(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether the text, once normalised, can be an order number. */
export function isOrderNumber(text: string): boolean {
  return ORDER_NUMBER_PATTERN.test(normaliseOrderNumber(text));
}

/**
 * 'Check your e-mail': what was sent and where, said the same whether or not the order exists, so
 * the page tells a stranger nothing about an order (the code proves the e-mail, not this answer).
 */
export function findOrderCodeSentMessage(email: string, orderNumber: string, again = false): string {
  return `If ${orderNumber} is an order placed with ${email}, we have sent ${again ? 'a new' : 'a'} 6-digit code to that address.`;
}

export function findOrderCodeHint(): string {
  return `The code lasts ${RESUME_CODE_TTL_MINUTES} minutes. If you cannot find the e-mail, check your spam folder, or check the order number and e-mail address and ask again.`;
}

/** The answer to a proved code: where the browser goes next. */
export const FIND_MY_ORDER_VERIFIED = 'verified' as const;
