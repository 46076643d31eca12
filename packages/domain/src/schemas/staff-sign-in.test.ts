import { describe, expect, it } from 'vitest';
import {
  STAFF_PASSWORD_RESET_MESSAGES,
  STAFF_SIGN_IN_MESSAGES,
  staffPasswordResetBodySchema,
  staffSignInBodySchema,
} from './staff-sign-in';

const parse = (body: unknown) => staffSignInBodySchema.safeParse(body);
const messages = (body: unknown) => {
  const result = parse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('staffSignInBodySchema', () => {
  it('takes the password step, the code step and the new-password step', () => {
    expect(parse({ email: ' Staff@Example.COM ', password: ' a b ' }).data).toEqual({
      email: 'staff@example.com',
      password: ' a b ',
    });
    expect(parse({ email: 'a@b.c', password: 'p', code: '123 456' }).data?.code).toBe('123456');
    expect(
      parse({ email: 'a@b.c', password: 'p', code: '123456', newPassword: 'x'.repeat(12) }).success,
    ).toBe(true);
  });

  it.each([
    [{ email: 'a@b.c', password: '' }, `password: ${STAFF_SIGN_IN_MESSAGES.passwordRequired}`],
    [{ email: '', password: 'p' }, `email: ${STAFF_SIGN_IN_MESSAGES.emailRequired}`],
    [{ email: 'a@b.c', password: 'p', code: '12345' }, `code: ${STAFF_SIGN_IN_MESSAGES.codeInvalid}`],
    [{ email: 'a@b.c', password: 'p', code: '１２３４５６' }, `code: ${STAFF_SIGN_IN_MESSAGES.codeInvalid}`],
    [
      { email: 'a@b.c', password: 'p', newPassword: 'short' },
      `newPassword: ${STAFF_SIGN_IN_MESSAGES.newPasswordTooShort}`,
    ],
    [
      { email: 'a@b.c', password: 'same-password-1', newPassword: 'same-password-1' },
      `newPassword: ${STAFF_SIGN_IN_MESSAGES.newPasswordSame}`,
    ],
    [{ email: 'a@b.c', password: 'p'.repeat(257) }, `password: ${STAFF_SIGN_IN_MESSAGES.passwordRequired}`],
    [{ email: 'a@b.c', password: '\ud800' }, `password: ${STAFF_SIGN_IN_MESSAGES.passwordRequired}`],
  ])('refuses %j', (body, message) => {
    expect(messages(body)).toContain(message);
  });

  it('refuses fields it does not know (no role or id can ride along)', () => {
    expect(parse({ email: 'a@b.c', password: 'p', role: 'admin' }).success).toBe(false);
  });
});

describe('staffPasswordResetBodySchema', () => {
  const token = 'a1'.repeat(20);

  it('takes a token and a new password of 12 or more characters, with or without its confirmation', () => {
    expect(staffPasswordResetBodySchema.parse({ token, password: 'a new password!' })).toEqual({
      token,
      password: 'a new password!',
    });
    expect(
      staffPasswordResetBodySchema.safeParse({
        token,
        password: 'a new password!',
        'confirm-password': 'a new password!',
      }).success,
    ).toBe(true);
  });

  it.each([
    [
      { token: 'not-a-token', password: 'a new password!' },
      'token',
      STAFF_PASSWORD_RESET_MESSAGES.linkRefused,
    ],
    [{ password: 'a new password!' }, 'token', STAFF_PASSWORD_RESET_MESSAGES.linkRefused],
    [{ token, password: 'short' }, 'password', STAFF_SIGN_IN_MESSAGES.newPasswordTooShort],
    [
      { token, password: 'a new password!', 'confirm-password': 'another password' },
      'confirm-password',
      STAFF_PASSWORD_RESET_MESSAGES.confirmDifferent,
    ],
  ])('refuses %j at %s', (body, path, message) => {
    const result = staffPasswordResetBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      path,
      message,
    ]);
  });
});
