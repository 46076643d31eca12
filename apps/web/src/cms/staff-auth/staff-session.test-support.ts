import { generateSync } from 'otplib';

/**
 * Test-only (imported by tests, never by the site): a staff session got the way staff get one
 * (decision 0396), for tests that need a signed-in staff member. Payload's local `payload.login`
 * is refused outside the staff sign-in (hooks.ts), for tests as for anyone, so this asks
 * `POST /cms-api/users/login` through the route handler under test with the e-mail, the password
 * and the authenticator's code now, as a cookie-less script does (e2e/support/staff.ts's
 * signInAsStaffByApi does the same over HTTP). The account must be enrolled and need no new
 * password: the seed's with CMS_STAFF_PASSWORD and CMS_STAFF_TOTP_SECRET set.
 */

type RestHandler = (request: Request, context: { params: Promise<{ slug?: string[] }> }) => Promise<Response>;

export interface TestStaffAccount {
  email: string;
  password: string;
  /** Base32, as CMS_STAFF_TOTP_SECRET. */
  totpSecret: string;
}

/** Signs the account in through `handler` at `site`; returns the session as a `Cookie` header value. */
export async function signInStaffForTests(
  handler: RestHandler,
  account: TestStaffAccount,
  site: string,
): Promise<string> {
  const code = generateSync({ secret: account.totpSecret, epoch: Math.floor(Date.now() / 1000) });
  const response = await handler(
    new Request(new URL('/cms-api/users/login', site), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, code }),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  );
  const text = await response.text();
  const cookie = /^(payload-token=[^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (response.status !== 200 || !cookie || !(JSON.parse(text) as { signedIn?: boolean }).signedIn) {
    throw new Error(`${account.email} could not sign in: ${response.status} ${text}`);
  }
  return cookie;
}
