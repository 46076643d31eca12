import { type FieldErrors, fieldErrorsFromZod } from '@fibre/domain/schemas/error-body';
import { type StaffSignInBody, staffSignInBodySchema } from '@fibre/domain/schemas/staff-sign-in';
import type { Payload, PayloadRequest } from 'payload';
import { networkKey } from '@/lib/api/network-key';
import type { Turns } from '@/lib/shared-store/turns';
import { passwordMatches } from './password-check';
import { SECOND_FACTOR_PROOF, SECOND_FACTOR_PROOF_KEY } from './second-factor-proof';
import type { StaffSignInLimits } from './sign-in-limits';
import {
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  type TotpEnrolment,
  totpEnrolment,
  verifyTotp,
} from './totp';

/**
 * The one way staff sign in (decisions 0395 and 0396), whatever asks: the admin's form and
 * `POST /cms-api/users/login` alike. Each call carries the e-mail and password; a correct pair
 * then needs the authenticator's code (after enrolling, the first time) and, where the account
 * asks for it, a new password, all in one final call that signs in.
 *
 * An unknown e-mail, a wrong password and a locked (e-mail, network) pair get the same answer after
 * the same work (one password hash). Failures lock the pair, never the account everywhere.
 */
export type StaffSignInOutcome =
  | { kind: 'invalid'; fields: FieldErrors }
  | { kind: 'refused' }
  | { kind: 'code_refused' }
  | { kind: 'continue'; needs: StaffSignInNeeds }
  | { kind: 'signed_in'; token: string; exp: number | undefined; user: Record<string, unknown> };

interface StaffSignInNeeds {
  code: true;
  newPassword: boolean;
  /** Only when the account has no second factor yet: the secret to put in the app, shown once. */
  enrolment?: TotpEnrolment;
}

export interface StaffSignInContext {
  payload: Payload;
  /** The request, so the login shares its transaction and locale; the client's address from the site's stamp. */
  req: PayloadRequest;
  clientIp: string;
  limits: StaffSignInLimits;
  /** One sign-in of an account at a time, across every process (see takeCodeAndSignIn). */
  turns: Turns;
  now: number;
}

interface StaffRecord {
  id: number | string;
  email: string;
  hash?: unknown;
  salt?: unknown;
  totpSecret?: string | null;
  totpPendingSecret?: string | null;
  totpLastStep?: number | null;
  passwordChangeRequired?: boolean | null;
}

/** Writes from the sign-in itself: the users collection's hooks let these through (hooks.ts). */
const SIGN_IN_CONTEXT = { [SECOND_FACTOR_PROOF_KEY]: SECOND_FACTOR_PROOF };

export async function signInStaff(
  rawBody: unknown,
  context: StaffSignInContext,
): Promise<StaffSignInOutcome> {
  const parsed = staffSignInBodySchema.safeParse(rawBody);
  if (!parsed.success) return { kind: 'invalid', fields: fieldErrorsFromZod(parsed.error) };
  const body: StaffSignInBody = parsed.data;
  const { payload, limits } = context;
  const network = networkKey(context.clientIp);

  const allowed = (await limits.check(body.email, network)).allowed;
  const found = allowed
    ? ((await payload.db.findOne({
        collection: 'users',
        where: { email: { equals: body.email } },
        req: context.req,
      })) as StaffRecord | null)
    : null;
  // Always one hash: a locked pair and an unknown e-mail take as long as a wrong password.
  const matches = await passwordMatches(found, body.password);
  if (!allowed) return { kind: 'refused' };
  if (!found || !matches) {
    await limits.recordFailure(body.email, network);
    return { kind: 'refused' };
  }

  const secret = payload.secret;
  const enrolled = typeof found.totpSecret === 'string' ? openTotpSecret(found.totpSecret, secret) : null;
  const newPasswordNeeded = found.passwordChangeRequired === true;
  if (body.code === undefined) {
    if (enrolled) return { kind: 'continue', needs: { code: true, newPassword: newPasswordNeeded } };
    // A new secret each time the password step is passed without one: shown once, kept sealed.
    const pending = newTotpSecret();
    await writeStaff(context, found.id, { totpPendingSecret: sealTotpSecret(pending, secret) });
    return {
      kind: 'continue',
      needs: { code: true, newPassword: newPasswordNeeded, enrolment: totpEnrolment(pending, found.email) },
    };
  }
  if (newPasswordNeeded && body.newPassword === undefined) {
    // Asked before the code is checked, so the code is not spent on an incomplete call.
    return { kind: 'continue', needs: { code: true, newPassword: true } };
  }

  // The code is taken, and the session added, one sign-in of the account at a time: two sign-ins
  // at once with the same code both read the last step before either wrote it, so both took the
  // code; and Payload's login writes the account's whole list of sessions back, so of two at once
  // one session was lost (two browser-test workers signing the one staff account in showed both).
  // Only a call with the right password gets a turn, so a stranger cannot hold an account's
  // sign-ins up. With several processes the turn is a lock in the shared store (decision 0523).
  const { code } = body;
  return context.turns.oneAtATime(String(found.id), () =>
    takeCodeAndSignIn(body, code, context, found.id, network),
  );
}

/**
 * The last step, with the account read afresh inside the account's turn: the code checked against
 * the last step taken and the step written, any new secret and password kept, then Payload's login.
 */
async function takeCodeAndSignIn(
  body: StaffSignInBody,
  code: string,
  context: StaffSignInContext,
  id: number | string,
  network: string,
): Promise<StaffSignInOutcome> {
  const { payload, limits, now } = context;
  const found = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
    req: context.req,
  })) as StaffRecord | null;
  if (!found) return { kind: 'refused' };
  const secret = payload.secret;
  const enrolled = typeof found.totpSecret === 'string' ? openTotpSecret(found.totpSecret, secret) : null;
  const newPasswordNeeded = found.passwordChangeRequired === true;
  if (newPasswordNeeded && body.newPassword === undefined) {
    return { kind: 'continue', needs: { code: true, newPassword: true } };
  }
  const totpSecret =
    enrolled ??
    (typeof found.totpPendingSecret === 'string' ? openTotpSecret(found.totpPendingSecret, secret) : null);
  const step = totpSecret
    ? await verifyTotp(totpSecret, code, { afterTimeStep: found.totpLastStep ?? null, now })
    : null;
  if (step === null) {
    await limits.recordFailure(body.email, network);
    return { kind: 'code_refused' };
  }

  const password = newPasswordNeeded && body.newPassword !== undefined ? body.newPassword : body.password;
  await writeStaff(context, found.id, {
    totpLastStep: step,
    ...(enrolled
      ? {}
      : {
          totpSecret: found.totpPendingSecret,
          totpPendingSecret: null,
          totpEnrolledAt: new Date(now).toISOString(),
        }),
    ...(newPasswordNeeded ? { passwordChangeRequired: false } : {}),
  });
  if (newPasswordNeeded) {
    // Through Payload's update, which hashes the password as its login will check it.
    await context.payload.update({
      collection: 'users',
      id: found.id,
      data: { password },
      overrideAccess: true,
      req: context.req,
      context: SIGN_IN_CONTEXT,
    });
  }
  const result = await payload.login({
    collection: 'users',
    data: { email: body.email, password },
    req: context.req,
    context: SIGN_IN_CONTEXT,
  });
  if (!result.token) return { kind: 'refused' };
  return {
    kind: 'signed_in',
    token: result.token,
    exp: result.exp,
    user: result.user as unknown as Record<string, unknown>,
  };
}

/**
 * Only the named columns, straight to the database: Payload's update would write the whole record
 * back, sessions included, and drop a session another sign-in of the same account added meanwhile.
 */
async function writeStaff(context: StaffSignInContext, id: number | string, data: Record<string, unknown>) {
  await context.payload.db.updateOne({ collection: 'users', id, data, req: context.req });
}
