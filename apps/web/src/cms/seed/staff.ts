import { randomBytes } from 'node:crypto';
import { STAFF_ROLES } from '@fibre/domain/staff-roles';
import type { Payload } from 'payload';
import { sealTotpSecret } from '../staff-auth/totp';

export interface StaffAccountOptions {
  now: Date;
  staffEmail: string;
  /** Made up (and returned, to be printed once) when absent. */
  staffPassword?: string;
  /** Base32; without it the first sign-in sets the authenticator app up (decision 0396). */
  staffTotpSecret?: string;
}

/**
 * The first start's staff account, so the admin's first-user form is never open to the public. A
 * password the seed made up has been printed in a log, so the first sign-in replaces it; one the
 * operator chose (CMS_STAFF_PASSWORD) is theirs (decision 0396).
 */
export async function createStaffAccount(
  payload: Payload,
  options: StaffAccountOptions,
): Promise<{ generatedPassword?: string }> {
  const generatedPassword = options.staffPassword ? undefined : randomBytes(12).toString('base64url');
  await payload.create({
    collection: 'users',
    data: {
      email: options.staffEmail,
      password: options.staffPassword ?? generatedPassword,
      name: 'Demo staff',
      // The first account may do everything, so someone can give colleagues their roles (0670).
      roles: [...STAFF_ROLES],
      passwordChangeRequired: generatedPassword !== undefined,
      ...(options.staffTotpSecret
        ? {
            totpSecret: sealTotpSecret(options.staffTotpSecret, payload.secret),
            totpEnrolledAt: options.now.toISOString(),
          }
        : {}),
    },
    // Seeding writes outside any request: revalidate hooks skip (src/cms/revalidate.ts).
    context: { disableRevalidate: true },
  });
  return { generatedPassword };
}
