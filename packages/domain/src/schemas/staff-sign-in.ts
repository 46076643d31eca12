import { z } from 'zod';
import { checkedText, isWellFormedText, matches, maxLength } from './text-field';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * A staff member signing in to the CMS (decisions 0395 and 0396): POST /cms-api/users/login,
 * from the admin's sign-in form or a script. One body for every step: the password alone first,
 * then with the authenticator app's code, and, where the account asks for it, a new password.
 */

const STAFF_PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 256;

export const STAFF_SIGN_IN_MESSAGES = {
  emailRequired: 'Enter your e-mail address',
  passwordRequired: 'Enter your password',
  codeInvalid: 'Enter the 6-digit code from your authenticator app',
  newPasswordTooShort: `Enter a new password of at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  newPasswordTooLong: `Enter a new password of at most ${PASSWORD_MAX_LENGTH} characters`,
  newPasswordSame: 'Enter a new password that is not the one you were given',
  /** The one answer to an unknown e-mail, a wrong password and a locked account alike. */
  refused:
    'That e-mail address and password do not sign you in. Check them and try again; after 5 tries from one network, wait 15 minutes.',
  codeRefused: 'That code is not right or has been used. Enter the code your authenticator app shows now.',
} as const;

/** A password as typed: never trimmed, since spaces may be part of it. */
function passwordText(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .refine((value) => value.length > 0, requiredMessage)
    .refine((value) => value.length <= PASSWORD_MAX_LENGTH && isWellFormedText(value), requiredMessage);
}

const staffNewPasswordSchema = z
  .string({ error: STAFF_SIGN_IN_MESSAGES.newPasswordTooShort })
  .refine((value) => value.length >= STAFF_PASSWORD_MIN_LENGTH, STAFF_SIGN_IN_MESSAGES.newPasswordTooShort)
  .refine((value) => value.length <= PASSWORD_MAX_LENGTH, STAFF_SIGN_IN_MESSAGES.newPasswordTooLong)
  .refine(isWellFormedText, STAFF_SIGN_IN_MESSAGES.newPasswordTooShort);

export const staffSignInBodySchema = z
  .strictObject({
    email: checkedText(STAFF_SIGN_IN_MESSAGES.emailRequired, [
      maxLength(254),
      matches(/^[^\s@]+@[^\s@]+$/, VALIDATION_MESSAGES.emailInvalid),
    ]).transform((value) => value.toLowerCase()),
    password: passwordText(STAFF_SIGN_IN_MESSAGES.passwordRequired),
    // Authenticator apps show '123 456': spaces are dropped.
    code: z
      .string({ error: STAFF_SIGN_IN_MESSAGES.codeInvalid })
      .transform((value) => value.replace(/\s+/g, ''))
      .refine((value) => /^\d{6}$/.test(value), STAFF_SIGN_IN_MESSAGES.codeInvalid)
      .optional(),
    newPassword: staffNewPasswordSchema.optional(),
  })
  .refine((body) => body.newPassword === undefined || body.newPassword !== body.password, {
    path: ['newPassword'],
    message: STAFF_SIGN_IN_MESSAGES.newPasswordSame,
  });

export type StaffSignInBody = z.output<typeof staffSignInBodySchema>;

export const STAFF_PASSWORD_RESET_MESSAGES = {
  linkRefused: 'This reset link has expired or has been used. Ask for a new one on the sign-in page.',
  confirmDifferent: 'Enter the same new password twice',
  done: 'Your password is changed. Sign in with it and the code from your authenticator app.',
} as const;

/**
 * A staff member choosing a new password from the e-mailed link (decision 0503): POST
 * /cms-api/users/reset-password, from the admin's reset page (which also sends its confirmation
 * field) or a script. The token is Payload's: 40 hexadecimal characters.
 */
export const staffPasswordResetBodySchema = z
  .object({
    token: z
      .string({ error: STAFF_PASSWORD_RESET_MESSAGES.linkRefused })
      .regex(/^[0-9a-f]{40}$/, STAFF_PASSWORD_RESET_MESSAGES.linkRefused),
    password: staffNewPasswordSchema,
    'confirm-password': z.string({ error: STAFF_PASSWORD_RESET_MESSAGES.confirmDifferent }).optional(),
  })
  .refine((body) => body['confirm-password'] === undefined || body['confirm-password'] === body.password, {
    path: ['confirm-password'],
    message: STAFF_PASSWORD_RESET_MESSAGES.confirmDifferent,
  });

export type StaffPasswordResetBody = z.output<typeof staffPasswordResetBodySchema>;
