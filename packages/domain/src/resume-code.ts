/**
 * Resuming an open order with a one-time code sent by e-mail (decision 0380): the rules and the
 * words people see, said once for the same-site route and the contact step. No zod here: the
 * browser imports this module.
 */

/** How long a code may be used. */
export const RESUME_CODE_TTL_MINUTES = 15;

const CODE_PATTERN = /^\d{6}$/;

/** Whether the text, outer spaces ignored, is a code of 6 digits. */
export function isResumeCode(text: string): boolean {
  return CODE_PATTERN.test(text.trim());
}

/** The code as the visitor typed it, without the spaces a copy and paste may bring. */
export function normaliseResumeCode(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The field's message when the code is missing or not 6 digits. */
export const RESUME_CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from the e-mail we sent you';
/** A code that is wrong, expired or for other details (400 customer.verification_invalid). */
export const RESUME_CODE_INVALID_MESSAGE =
  'The code is not right, or it has expired. Check the e-mail we sent, or ask for a new code.';

export const RESUME_CODE_HEADING = 'Check your e-mail';
export const RESUME_CODE_LABEL = 'Enter the 6-digit code';
export const RESUME_CODE_CONTINUE = 'Continue';
export const RESUME_CODE_RESEND = 'Send a new code';
export const RESUME_CODE_BACK = 'Change your details';

/** Why we ask: an order is already in progress at this address with this e-mail. */
export const RESUME_CODE_REASON =
  'There is already an order in progress at this address with this e-mail address. To carry on with it, confirm that the e-mail address is yours.';

/** 'We have sent a code to sam@example.com' (or 'a new code' after a resend). */
export function resumeCodeSentMessage(email: string, again = false): string {
  return `We have sent ${again ? 'a new code' : 'a code'} to ${email}`;
}

/** The field's hint. */
export function resumeCodeHint(): string {
  return `The code is 6 digits and lasts ${RESUME_CODE_TTL_MINUTES} minutes. If you cannot find the e-mail, check your spam folder.`;
}
