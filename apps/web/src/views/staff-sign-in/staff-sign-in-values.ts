import { staffSignInBodySchema } from '@fibre/domain/schemas/staff-sign-in';
import { firstMessages } from '@/components/form/schema-errors';
import type { FieldMessages } from '@/components/form/use-site-form';

/** What the sign-in form holds: every step's boxes, sent as far as the step asks for them. */
export interface StaffSignInValues {
  email: string;
  password: string;
  code: string;
  newPassword: string;
}

/** What the server said this account still needs before it signs in. */
export interface SignInNeeds {
  code: true;
  newPassword: boolean;
  enrolment?: { secret: string; uri: string; qrImage: string };
}

export const EMPTY_STAFF_SIGN_IN: StaffSignInValues = { email: '', password: '', code: '', newPassword: '' };

/** The body of this step: the code once asked for (blank too, so it is named), a new password likewise. */
export function staffSignInBody(values: StaffSignInValues, needs: SignInNeeds | null) {
  return {
    email: values.email,
    password: values.password,
    ...(needs ? { code: values.code } : {}),
    ...(needs?.newPassword ? { newPassword: values.newPassword } : {}),
  };
}

/** The endpoint's own schema (sign-in.ts parses the same body), its first message per box. */
export function validateStaffSignIn(
  values: StaffSignInValues,
  needs: SignInNeeds | null,
): FieldMessages<StaffSignInValues> {
  return firstMessages(
    staffSignInBodySchema.safeParse(staffSignInBody(values, needs)).error?.issues,
  ) as FieldMessages<StaffSignInValues>;
}
