import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAFF_PASSWORD_RESET_MESSAGES, STAFF_SIGN_IN_MESSAGES } from '@fibre/domain/schemas/staff-sign-in';
import { generateSync } from 'otplib';
import type { Payload } from 'payload';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS, CONNECTION_STAMP } from '@/lib/forwarded';
import { forwardedSecret } from '@/lib/forwarded-secret';
import { type RunningStandIns, startStandIns } from '@/test-support/stand-ins';
import { STAFF_SIGN_IN_RULES } from './sign-in-limits';
import { sealTotpSecret } from './totp';

/**
 * The staff sign-in through the real REST route (`POST /cms-api/users/login` as Next.js calls it:
 * Payload's handler behind /cms-api's checks, as app/(payload)/cms-api/[...slug]/route.ts has it)
 * on a fresh SQLite CMS: the lockout, account discovery and password-only sign-in of decisions 0395
 * and 0396.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'staff-sign-in-'));
process.env.CMS_SQLITE_PATH = path.join(dir, 'cms.sqlite');
process.env.CMS_MEDIA_DIR = path.join(dir, 'media');
process.env.CMS_DATABASE_URL = '';

const NEW_STAFF = { email: 'new@heybroadband.example', password: 'printed-password-1' };
const ENROLLED = { email: 'enrolled@heybroadband.example', password: 'enrolled-password-1' };
const ENROLLED_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SITE = 'http://127.0.0.1:3000';
const OFFICE = '203.0.113.20';
const ATTACKER = '198.51.100.66';

let payload: Payload;
let POST: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;
let GET: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;
let GRAPHQL: (request: Request) => Promise<Response>;
let clock = Date.UTC(2026, 10, 27, 9, 0, 0);

function request(
  method: string,
  slug: string,
  options: { body?: unknown; ip?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers({
    [CONNECTION_STAMP]: forwardedSecret(),
    [CLIENT_ADDRESS]: options.ip ?? OFFICE,
    ...options.headers,
  });
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  if (options.cookie) headers.set('cookie', options.cookie);
  const req = new Request(`${SITE}/cms-api/${slug}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const params = Promise.resolve({ slug: slug.split('?')[0]!.split('/') });
  return method === 'GET' ? GET(req, { params }) : POST(req, { params });
}

const signIn = (body: Record<string, unknown>, ip = OFFICE, headers?: Record<string, string>) =>
  request('POST', 'users/login', { body, ip, headers });
/** The admin's own fetch after signing in: the browser says it comes from the site (decision 0391). */
const FROM_THE_ADMIN = { 'sec-fetch-site': 'same-origin' };
const codeNow = (secret: string) => generateSync({ secret, epoch: Math.floor(clock / 1000) });
/** A new time step, so a new code (each is taken once). */
function nextStep() {
  clock += 30_000;
  vi.setSystemTime(clock);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  const { getPayload } = await import('payload');
  const { default: config } = await import('@payload-config');
  const { cmsMigrations } = await import('@/cms/database');
  const { parseCmsEnv } = await import('@/lib/env-schema');
  const routes = await import('@payloadcms/next/routes');
  const { guardedRest } = await import('@/cms/http/cms-routes');
  POST = guardedRest(config, routes.REST_POST(config));
  GET = guardedRest(config, routes.REST_GET(config));
  GRAPHQL = routes.GRAPHQL_POST(config) as typeof GRAPHQL;
  payload = await getPayload({ config });
  await payload.db.migrate({ migrations: cmsMigrations(parseCmsEnv(process.env)) as never });
  await payload.create({ collection: 'users', data: { ...NEW_STAFF, passwordChangeRequired: true } });
  await payload.create({
    collection: 'users',
    data: {
      ...ENROLLED,
      passwordChangeRequired: false,
      totpSecret: sealTotpSecret(ENROLLED_SECRET, payload.secret),
      totpEnrolledAt: new Date(clock).toISOString(),
    },
  });
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await payload?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  (globalThis as { __fibreStaffSignInLimits?: unknown }).__fibreStaffSignInLimits = undefined;
  nextStep();
});

async function answer(response: Response) {
  return { status: response.status, body: await response.json(), cookie: response.headers.get('set-cookie') };
}

describe('staff sign-in (POST /cms-api/users/login)', () => {
  it('answers an unknown e-mail, a wrong password and a locked pair alike, in words and in time', async () => {
    const timed = async (body: Record<string, unknown>, ip = OFFICE) => {
      const started = performance.now();
      const result = await answer(await signIn(body, ip));
      return { ...result, ms: performance.now() - started };
    };
    // Interleaved, three each, fastest kept: the machine's load only ever adds time.
    const unknowns = [];
    const wrongs = [];
    for (let i = 0; i < 3; i++) {
      unknowns.push(await timed({ email: `nobody${i}@heybroadband.example`, password: 'whatever-1' }));
      wrongs.push(await timed({ email: ENROLLED.email, password: `not-the-password-${i}` }));
    }
    const fastest = (runs: Array<{ ms: number }>) => Math.min(...runs.map((run) => run.ms));
    const unknown = { ...unknowns[0]!, ms: fastest(unknowns) };
    const wrong = { ...wrongs[0]!, ms: fastest(wrongs) };
    for (let i = 0; i < STAFF_SIGN_IN_RULES.accountOnNetwork.limit; i++) {
      await signIn({ email: ENROLLED.email, password: 'not-the-password' }, ATTACKER);
    }
    const locked = await timed({ email: ENROLLED.email, password: ENROLLED.password }, ATTACKER);
    for (const refused of [unknown, wrong, locked]) {
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: 'auth.unauthorized', message: STAFF_SIGN_IN_MESSAGES.refused });
      expect(refused.cookie).toBeNull();
    }
    // Each does one password hash (~0.2 s): before decision 0395 an unknown e-mail took a tenth of it.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.5);
    expect(locked.ms).toBeGreaterThan(wrong.ms * 0.5);
  });

  it('locks an e-mail out of the failing network only: the staff member signs in from their own', async () => {
    for (let i = 0; i < STAFF_SIGN_IN_RULES.accountOnNetwork.limit; i++) {
      expect((await signIn({ email: ENROLLED.email, password: `guess-${i}` }, ATTACKER)).status).toBe(401);
    }
    // The attacker's neighbour in the same /24 is the same network.
    expect((await signIn({ ...ENROLLED, code: codeNow(ENROLLED_SECRET) }, '198.51.100.67')).status).toBe(401);
    const own = await answer(await signIn({ ...ENROLLED, code: codeNow(ENROLLED_SECRET) }, OFFICE));
    expect(own.status).toBe(200);
    expect(own.body.signedIn).toBe(true);
    expect(own.cookie).toMatch(/payload-token=/);
  });

  it('does not sign in with a password alone: it asks for the code, and a wrong code is refused', async () => {
    const first = await answer(await signIn(ENROLLED));
    expect(first).toMatchObject({
      status: 200,
      body: { signedIn: false, needs: { code: true, newPassword: false } },
    });
    expect(first.body.needs.enrolment).toBeUndefined();
    expect(first.cookie).toBeNull();
    const wrongCode = String((Number(codeNow(ENROLLED_SECRET)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await answer(await signIn({ ...ENROLLED, code: wrongCode }));
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(STAFF_SIGN_IN_MESSAGES.codeRefused);
    expect(refused.cookie).toBeNull();
  });

  it('stays behind /cms-api’s checks: a cross-origin browser and an oversized body are refused, the admin and a script answered', async () => {
    // Another origin's page (a sibling port is the same site, so SameSite=Lax would send a cookie).
    const crossOrigin: Record<string, string>[] = [
      { origin: 'http://127.0.0.1:4430' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const from of crossOrigin) {
      const forged = await answer(
        await signIn({ ...ENROLLED, code: codeNow(ENROLLED_SECRET) }, OFFICE, from),
      );
      expect(forged).toMatchObject({ status: 403, body: { error: 'request.cross_origin' }, cookie: null });
    }
    // A script holding a staff cookie says where it writes from, as for any other write.
    const cookieOnly = await request('POST', 'users/login', { body: ENROLLED, cookie: 'payload-token=x' });
    expect((await answer(cookieOnly)).body.error).toBe('request.cross_origin');
    const huge = await answer(await signIn({ ...ENROLLED, code: 'x'.repeat(64 * 1024) }));
    expect(huge).toMatchObject({ status: 413, body: { error: 'request.too_large' }, cookie: null });

    // The admin's form (its own origin) gets the sign-in's words and field errors, not Payload's.
    const wrongCode = String((Number(codeNow(ENROLLED_SECRET)) + 1) % 1_000_000).padStart(6, '0');
    const fromAdmin = await answer(await signIn({ ...ENROLLED, code: wrongCode }, OFFICE, { origin: SITE }));
    expect([fromAdmin.status, fromAdmin.body]).toEqual([
      401,
      {
        error: 'auth.unauthorized',
        message: STAFF_SIGN_IN_MESSAGES.codeRefused,
        fields: [{ path: 'code', message: STAFF_SIGN_IN_MESSAGES.codeRefused }],
      },
    ]);
    // A cookie-less script sign-in, and the admin's, go on.
    const byScript = await answer(await signIn({ ...ENROLLED, code: codeNow(ENROLLED_SECRET) }));
    expect(byScript).toMatchObject({ status: 200, body: { signedIn: true } });
    nextStep();
    const byAdmin = await answer(
      await signIn({ ...ENROLLED, code: codeNow(ENROLLED_SECRET) }, OFFICE, { origin: SITE }),
    );
    expect(byAdmin).toMatchObject({ status: 200, body: { signedIn: true } });
    expect(byAdmin.cookie).toMatch(/payload-token=/);
  });

  it('takes a code once', async () => {
    const code = codeNow(ENROLLED_SECRET);
    expect((await signIn({ ...ENROLLED, code })).status).toBe(200);
    expect((await signIn({ ...ENROLLED, code })).status).toBe(401);
  });

  it('takes a code once and keeps every session when sign-ins of one account come at once', async () => {
    // This step's code and the next one's (one step of drift is allowed), each sent twice at once.
    const now = codeNow(ENROLLED_SECRET);
    const next = generateSync({ secret: ENROLLED_SECRET, epoch: Math.floor(clock / 1000) + 30 });
    const answers = await Promise.all(
      [now, now, next, next].map((code) => signIn({ ...ENROLLED, code }).then(answer)),
    );
    const signedIn = answers.filter((each) => each.status === 200);
    // Each code signs in at most once; a step taken after a later one is refused.
    expect(signedIn.length).toBeGreaterThanOrEqual(1);
    expect(signedIn.length).toBeLessThanOrEqual(2);
    expect(answers.filter((each) => each.status === 401)).toHaveLength(4 - signedIn.length);
    // Payload's login writes the account's list of sessions back whole: none of them may be lost.
    for (const each of signedIn) {
      const token = /payload-token=([^;]+)/.exec(each.cookie ?? '')?.[1];
      const me = await (
        await request('GET', 'users/me', { cookie: `payload-token=${token}`, headers: FROM_THE_ADMIN })
      ).json();
      expect(me.user?.email).toBe(ENROLLED.email);
    }
    nextStep();
  });

  it('refuses every login that skips the staff sign-in (GraphQL, the local API)', async () => {
    await expect(payload.login({ collection: 'users', data: ENROLLED })).rejects.toThrow(/incorrect/i);
    const graphql = await GRAPHQL(
      new Request('http://127.0.0.1:3000/cms-api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation { loginUser(email: "${ENROLLED.email}", password: "${ENROLLED.password}") { token } }`,
        }),
      }),
    );
    const result = (await graphql.json()) as {
      data?: { loginUser: unknown };
      errors?: Array<{ message: string }>;
    };
    expect(result.data?.loginUser ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/incorrect/i);
    expect(graphql.headers.get('set-cookie')).toBeNull();
  });

  it('has the first sign-in set up the authenticator and replace the printed password, then signs in', async () => {
    const first = await answer(await signIn(NEW_STAFF));
    expect(first.status).toBe(200);
    expect(first.body.needs).toMatchObject({ code: true, newPassword: true });
    const secret = first.body.needs.enrolment.secret as string;
    expect(first.body.needs.enrolment.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    const newPassword = 'chosen-by-staff-2026';
    // The code alone is not enough while the password must change, and it is not spent.
    const code = codeNow(secret);
    const noPassword = await answer(await signIn({ ...NEW_STAFF, code }));
    expect(noPassword.body).toMatchObject({ signedIn: false, needs: { newPassword: true } });
    const done = await answer(await signIn({ ...NEW_STAFF, code, newPassword }));
    expect(done.status).toBe(200);
    expect(done.body.signedIn).toBe(true);
    const token = /payload-token=([^;]+)/.exec(done.cookie ?? '')?.[1];
    const me = await (
      await request('GET', 'users/me', { cookie: `payload-token=${token}`, headers: FROM_THE_ADMIN })
    ).json();
    expect(me.user.email).toBe(NEW_STAFF.email);
    expect(me.user.passwordChangeRequired).toBe(false);
    expect(me.user.totpSecret).toBeUndefined();
    expect(me.user.totpPendingSecret).toBeUndefined();

    nextStep();
    expect((await signIn({ ...NEW_STAFF, code: codeNow(secret) })).status).toBe(401);
    const again = await answer(
      await signIn({ email: NEW_STAFF.email, password: newPassword, code: codeNow(secret) }),
    );
    expect(again.body.signedIn).toBe(true);
  });

  it('makes the first start’s printed password change at the first sign-in; an operator’s chosen one not', async () => {
    const { createStaffAccount } = await import('@/cms/seed/staff');
    const printed = await createStaffAccount(payload, {
      now: new Date(clock),
      staffEmail: 'printed@heybroadband.example',
    });
    expect(printed.generatedPassword).toMatch(/^[\w-]{16}$/);
    const first = await answer(
      await signIn({ email: 'printed@heybroadband.example', password: printed.generatedPassword }),
    );
    expect(first.body.needs).toMatchObject({
      code: true,
      newPassword: true,
      enrolment: { secret: expect.any(String) },
    });
    const chosen = await createStaffAccount(payload, {
      now: new Date(clock),
      staffEmail: 'chosen@heybroadband.example',
      staffPassword: 'chosen-by-the-operator-1',
      staffTotpSecret: ENROLLED_SECRET,
    });
    expect(chosen.generatedPassword).toBeUndefined();
    const operator = await answer(
      await signIn({ email: 'chosen@heybroadband.example', password: 'chosen-by-the-operator-1' }),
    );
    expect(operator.body).toEqual({ signedIn: false, needs: { code: true, newPassword: false } });
  });

  it('makes an account a colleague created, or whose password a colleague set, choose a new one', async () => {
    const code = codeNow(ENROLLED_SECRET);
    const { cookie } = await answer(await signIn({ ...ENROLLED, code }));
    const token = /payload-token=([^;]+)/.exec(cookie ?? '')?.[1];
    const headers = { Authorization: `JWT ${token}` };
    const created = await payload.create({
      collection: 'users',
      data: {
        email: 'colleague@heybroadband.example',
        password: 'set-by-a-colleague-1',
        passwordChangeRequired: false,
      },
      overrideAccess: false,
      user: (await payload.auth({ headers: new Headers(headers) })).user ?? undefined,
    });
    const stored = await payload.findByID({ collection: 'users', id: created.id });
    expect(stored.passwordChangeRequired).toBe(true);
    const first = await answer(
      await signIn({ email: 'colleague@heybroadband.example', password: 'set-by-a-colleague-1' }),
    );
    expect(first.body.needs).toMatchObject({ newPassword: true });

    // A password a colleague sets must be changed; one the holder sets need not.
    const colleague = (await payload.auth({ headers: new Headers(headers) })).user ?? undefined;
    await payload.db.updateOne({
      collection: 'users',
      id: created.id,
      data: { passwordChangeRequired: false },
    });
    await payload.update({
      collection: 'users',
      id: created.id,
      data: { password: 'reset-by-a-colleague-2' },
      overrideAccess: false,
      user: colleague,
    });
    expect((await payload.findByID({ collection: 'users', id: created.id })).passwordChangeRequired).toBe(
      true,
    );
    const holder = await payload.findByID({ collection: 'users', id: created.id });
    await payload.update({
      collection: 'users',
      id: created.id,
      data: { password: 'chosen-by-the-holder-3' },
      overrideAccess: false,
      user: { ...holder, collection: 'users' },
    });
    expect((await payload.findByID({ collection: 'users', id: created.id })).passwordChangeRequired).toBe(
      false,
    );
  });

  it('refuses a body that is not JSON or not the schema with 400, and knows no API keys', async () => {
    const notJson = await POST(
      new Request('http://127.0.0.1:3000/cms-api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `email=${ENROLLED.email}&password=${ENROLLED.password}`,
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    );
    expect(notJson.status).toBe(400);
    expect((await signIn({ email: ENROLLED.email, password: ENROLLED.password, role: 'admin' })).status).toBe(
      400,
    );
    const me = await (
      await request('GET', 'users/me', { headers: { Authorization: 'users API-Key anything' } })
    ).json();
    expect(me.user).toBeNull();
  });
});

describe('staff password reset (decision 0503)', () => {
  let standIns: RunningStandIns;
  const RESETTING = { email: 'resetting@heybroadband.example', password: 'forgotten-password-1' };
  const RESETTING_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

  beforeAll(async () => {
    standIns = await startStandIns();
    process.env.EMAIL_SERVICE_URL = standIns.url;
    process.env.EMAIL_STAFF_TEMPLATE_ID = 'staff-template';
    await payload.create({
      collection: 'users',
      data: {
        ...RESETTING,
        passwordChangeRequired: false,
        totpSecret: sealTotpSecret(RESETTING_SECRET, payload.secret),
        totpEnrolledAt: new Date(clock).toISOString(),
      },
    });
  });

  afterAll(async () => {
    delete process.env.EMAIL_SERVICE_URL;
    delete process.env.EMAIL_STAFF_TEMPLATE_ID;
    await standIns?.close();
  });

  /** The reset link in the last mail to `email`, and the mail. */
  async function lastResetMail(email: string) {
    const mail = (await standIns.outbox()).filter((each) => each.template_params.to_email === email).at(-1);
    const html = String(mail?.template_params.message_html ?? '');
    const link = /href="([^"]+)"/.exec(html)?.[1] ?? '';
    return { mail, link, token: /\/admin\/reset\/([0-9a-f]{40})$/.exec(link)?.[1] ?? '' };
  }

  it('mails a working link through the site’s e-mail service, then signs in only with the new password and the code', async () => {
    const signedIn = await answer(
      await signIn({
        ...RESETTING,
        code: generateSync({ secret: RESETTING_SECRET, epoch: Math.floor(clock / 1000) }),
      }),
    );
    expect(signedIn.status).toBe(200);
    const oldSession = /payload-token=([^;]+)/.exec(signedIn.cookie ?? '')?.[1];

    const forgot = await request('POST', 'users/forgot-password', {
      body: { email: RESETTING.email },
      headers: { origin: SITE },
    });
    expect(forgot.status).toBe(200);
    const { mail, link, token } = await lastResetMail(RESETTING.email);
    expect(mail).toMatchObject({
      template_id: 'staff-template',
      template_params: { to_email: RESETTING.email, subject: 'Reset your Hey!Broadband CMS password' },
    });
    expect(link).toBe(`${SITE}/admin/reset/${token}`);
    expect(String(mail?.template_params.message)).toContain(link);

    // Too short a password is refused and the link still works; a made-up token is refused.
    const short = await request('POST', 'users/reset-password', { body: { token, password: 'short' } });
    expect(short.status).toBe(400);
    const madeUp = await request('POST', 'users/reset-password', {
      body: { token: 'f'.repeat(40), password: 'my-own-new-password' },
    });
    expect([madeUp.status, (await madeUp.json()).message]).toEqual([
      403,
      STAFF_PASSWORD_RESET_MESSAGES.linkRefused,
    ]);

    const reset = await answer(
      await request('POST', 'users/reset-password', { body: { token, password: 'my-own-new-password' } }),
    );
    expect(reset).toEqual({
      status: 200,
      body: { message: STAFF_PASSWORD_RESET_MESSAGES.done },
      cookie: null,
    });
    // Spent: the link works once, and the session held before the reset has ended.
    const again = await request('POST', 'users/reset-password', {
      body: { token, password: 'another-new-password' },
    });
    expect(again.status).toBe(403);
    const me = await (
      await request('GET', 'users/me', { cookie: `payload-token=${oldSession}`, headers: FROM_THE_ADMIN })
    ).json();
    expect(me.user).toBeNull();

    // The old password no longer signs in; the new one asks for the code, as always.
    expect((await signIn(RESETTING)).status).toBe(401);
    const next = await answer(await signIn({ email: RESETTING.email, password: 'my-own-new-password' }));
    expect(next.body).toEqual({ signedIn: false, needs: { code: true, newPassword: false } });
  });

  it('links to the site’s own address when asked from another origin, and says nothing of unknown e-mails', async () => {
    nextStep();
    const before = (await standIns.outbox()).length;
    const unknown = await request('POST', 'users/forgot-password', {
      body: { email: 'nobody@heybroadband.example' },
      headers: { origin: SITE },
    });
    expect(unknown.status).toBe(200);
    expect((await standIns.outbox()).length).toBe(before);

    await payload.forgotPassword({ collection: 'users', data: { email: ENROLLED.email } });
    const { link } = await lastResetMail(ENROLLED.email);
    expect(link).toMatch(/^https:\/\/heybroadband\.example\/admin\/reset\/[0-9a-f]{40}$/);
  });

  it('keeps Payload’s own reset, which would sign in with the new password alone, refused', async () => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: NEW_STAFF.email },
      disableEmail: true,
    });
    await expect(
      payload.resetPassword({
        collection: 'users',
        data: { token, password: 'a-new-password-1' },
        overrideAccess: true,
      }),
    ).rejects.toThrow();
  });
});
