import { type APIRequestContext, type Cookie, expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { WEB_URL } from './environment';
import { CMS_STAFF } from './site';

export interface StaffAccount {
  email: string;
  password: string;
  totpSecret: string;
}

const STEP_MS = 30_000;

/** The authenticator app's code now, or at `at` (ms). */
export function totpCode(secret: string, at = Date.now()): string {
  return generateSync({ secret, epoch: Math.floor(at / 1000) });
}

/** Waits until the next 30-second step has begun, so its code has not been used yet. */
export async function nextTotpStep(page?: Page): Promise<void> {
  const wait = STEP_MS - (Date.now() % STEP_MS) + 250;
  if (page) await page.waitForTimeout(wait);
  else await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Each account's session in this test process, so a spec signs in with a code once (a code is taken once). */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs a staff member in to /admin the way they do (decision 0396): e-mail and password, then the
 * authenticator's code, once per test process; later calls reuse that session's cookie. Another
 * process may have just signed the same account in with this step's code: then the next step's
 * code is used.
 */
export async function signInAsStaff(page: Page, staff: StaffAccount = CMS_STAFF): Promise<void> {
  const session = sessions.get(staff.email);
  if (session) {
    await page.context().addCookies(session);
    await page.goto('/admin');
    if (/\/admin\/?$/.test(new URL(page.url()).pathname)) return;
    sessions.delete(staff.email);
  }
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('Code from your authenticator app');
  for (let attempt = 0; attempt < 3; attempt++) {
    await code.fill(totpCode(staff.totpSecret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signedIn = await page
      .waitForURL(/\/admin\/?$/, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn) {
      const cookies = await page.context().cookies();
      sessions.set(
        staff.email,
        cookies.filter((cookie) => cookie.name === 'payload-token'),
      );
      return;
    }
    await nextTotpStep(page);
  }
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** The session token (a JWT) of the staff member signed in to `page`, for `Authorization: JWT …`. */
export async function staffSessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((each) => each.name === 'payload-token');
  if (!cookie) throw new Error('no staff session in this page');
  return cookie.value;
}

/**
 * The same through POST /cms-api/users/login for API-only tests; returns the session token (for
 * `Authorization: JWT …`), and the request context then holds the session cookie, which counts
 * only on requests that say they come from the site (decision 0391): give the context
 * `extraHTTPHeaders: { Origin: WEB_URL }` to use it. The sign-in says so too, as the admin's form
 * does, so a context already holding a staff cookie may sign in again. Retries with the next
 * step's code as signInAsStaff does.
 */
export async function signInAsStaffByApi(
  request: APIRequestContext,
  staff: StaffAccount = CMS_STAFF,
): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await request.post('/cms-api/users/login', {
      headers: { Origin: WEB_URL },
      data: { email: staff.email, password: staff.password, code: totpCode(staff.totpSecret) },
    });
    const body = response.ok() ? ((await response.json()) as { signedIn?: boolean; token?: string }) : {};
    if (body.signedIn && body.token) return body.token;
    expect(response.status(), await response.text()).toBe(401);
    await nextTotpStep();
  }
  throw new Error(`${staff.email} could not sign in`);
}
