import { createHmac, timingSafeEqual } from 'node:crypto';
import { TIMINGS_MS } from '@fibre/domain/timings';

/**
 * Which order this browser may read and change (decision 0290). The order code is an order number
 * the customer reads out on the phone and finds in the e-mail, so it must not be enough on its own
 * to read the customer's details or replace their bank account. The route that creates (or resumes)
 * an order gives the browser a signed, HttpOnly cookie naming that code; the routes that take a code
 * answer only for the code the cookie names. Signed rather than kept in memory, so any number of web
 * servers agree without shared state.
 */
export const ORDER_ACCESS_COOKIE = 'hb_order';
/** As long as the checkout data the browser keeps (ordering-journey.md §9: 4 hours). */
const ORDER_ACCESS_TTL_MS = TIMINGS_MS.checkoutDataTtl;

/** The signing key, derived from a server secret so that no new setting is needed. */
export function orderAccessKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('hb-order-access-cookie-v1').digest();
}

function signature(key: Buffer, code: string, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`${code}.${expiresAt}`).digest();
}

/** The Set-Cookie value that lets this browser use the order `code` for the next 4 hours. */
export function orderAccessCookie(
  code: string,
  options: { key: Buffer; now: number; secure: boolean },
): string {
  const expiresAt = Math.floor((options.now + ORDER_ACCESS_TTL_MS) / 1000);
  const value = `${encodeURIComponent(code)}.${expiresAt}.${signature(options.key, code, expiresAt).toString('base64url')}`;
  const maxAge = Math.floor(ORDER_ACCESS_TTL_MS / 1000);
  return `${ORDER_ACCESS_COOKIE}=${value}; Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`;
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [cookieName, ...rest] = part.trim().split('=');
    if (cookieName === name) return rest.join('=');
  }
  return null;
}

/** The order code the request's cookie names, when its signature holds and it has not expired. */
export function orderCodeOf(request: Request, options: { key: Buffer; now: number }): string | null {
  const value = cookieValue(request.headers.get('cookie'), ORDER_ACCESS_COOKIE);
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [encodedCode, expires, signed] = parts as [string, string, string];
  if (!/^\d{1,12}$/.test(expires)) return null;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= options.now) return null;
  let code: string;
  try {
    code = decodeURIComponent(encodedCode);
  } catch {
    return null;
  }
  const expected = signature(options.key, code, expiresAt);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return code;
}

/** Whether this browser was given the order `code`. */
export function mayUseOrder(request: Request, code: string, options: { key: Buffer; now: number }): boolean {
  return orderCodeOf(request, options) === code;
}
