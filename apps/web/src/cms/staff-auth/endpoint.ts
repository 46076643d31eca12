import type { ErrorKey } from '@fibre/domain/error-keys';
import { createErrorBody, type FieldErrors } from '@fibre/domain/schemas/error-body';
import { STAFF_SIGN_IN_MESSAGES } from '@fibre/domain/schemas/staff-sign-in';
import { type Endpoint, generatePayloadCookie, type PayloadRequest } from 'payload';
import { parseCmsEnv } from '@/lib/env-schema';
import { clientConnection } from '@/lib/forwarded';
import { forwardedSecret } from '@/lib/forwarded-secret';
import { SharedStoreUnavailableError, sharedStore } from '@/lib/shared-store/redis-client';
import { createTurns, type Turns } from '@/lib/shared-store/turns';
import { type StaffSignInOutcome, signInStaff } from './sign-in';
import { staffSignInLimits } from './sign-in-limits';

const NO_STORE = { 'Cache-Control': 'no-store' };

// One per server process, on its shared store when it has one; on globalThis so every copy of this
// module (and a development reload) shares the turns.
const holder = globalThis as typeof globalThis & { __fibreStaffSignInTurns?: Turns };
function staffSignInTurns(): Turns {
  holder.__fibreStaffSignInTurns ??= createTurns('staff-sign-in', sharedStore());
  return holder.__fibreStaffSignInTurns;
}

function errorAnswer(key: ErrorKey, status: number, message?: string, fields?: FieldErrors): Response {
  return Response.json(createErrorBody(key, { message, fields }), { status, headers: NO_STORE });
}

async function readJson(req: PayloadRequest): Promise<{ ok: true; body: unknown } | { ok: false }> {
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(req.headers.get('content-type') ?? ''))
    return { ok: false };
  try {
    return { ok: true, body: await req.json?.() };
  } catch {
    return { ok: false };
  }
}

/** The answer for each outcome: one status and body for every refusal of the e-mail and password. */
function staffSignInAnswer(outcome: StaffSignInOutcome, req: PayloadRequest): Response {
  switch (outcome.kind) {
    case 'invalid':
      return errorAnswer('validation.invalid_body', 400, undefined, outcome.fields);
    case 'refused':
      return errorAnswer('auth.unauthorized', 401, STAFF_SIGN_IN_MESSAGES.refused);
    case 'code_refused':
      return errorAnswer('auth.unauthorized', 401, STAFF_SIGN_IN_MESSAGES.codeRefused, [
        { path: 'code', message: STAFF_SIGN_IN_MESSAGES.codeRefused },
      ]);
    case 'continue':
      return Response.json({ signedIn: false, needs: outcome.needs }, { status: 200, headers: NO_STORE });
    case 'signed_in': {
      const users = req.payload.collections.users.config;
      const cookie = generatePayloadCookie({
        collectionAuthConfig: users.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: outcome.token,
      });
      return Response.json(
        { signedIn: true, message: 'Signed in', user: outcome.user, token: outcome.token, exp: outcome.exp },
        { status: 200, headers: { ...NO_STORE, 'Set-Cookie': cookie } },
      );
    }
  }
}

/**
 * POST /cms-api/users/login, in place of Payload's own (decisions 0395, 0396): the admin's sign-in
 * form and scripts both come here. JSON only; see sign-in.ts for the steps.
 */
export const staffSignInEndpoint: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    const read = await readJson(req);
    if (!read.ok) return errorAnswer('request.invalid_json', 400, 'Send the sign-in as a JSON object.');
    const env = parseCmsEnv(process.env);
    const { ip } = clientConnection(req.headers, env.trustedProxyCount, forwardedSecret());
    let outcome: StaffSignInOutcome;
    try {
      outcome = await signInStaff(read.body, {
        payload: req.payload,
        req,
        clientIp: ip,
        limits: staffSignInLimits(),
        turns: staffSignInTurns(),
        now: Date.now(),
      });
    } catch (error) {
      // No turn without the shared store: 503 rather than a code taken twice (decision 0523).
      if (!(error instanceof SharedStoreUnavailableError)) throw error;
      console.error('Staff sign-in refused: the shared store did not answer', { reason: error.message });
      return errorAnswer('service.unavailable', 503);
    }
    return staffSignInAnswer(outcome, req);
  },
};
