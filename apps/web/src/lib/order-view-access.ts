import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORDER_VIEW_ACCESS_TTL_MINUTES } from '@fibre/domain/order-view-access';
import { orderAccessKey } from './api/order-access';
import { serverEnv } from './env';

/**
 * Which placed order this browser may see on /your-order (issue 23, decision 0650). The browser
 * earns it on /find-my-order by proving the order's e-mail with a one-time code; the answer is a
 * signed, HttpOnly cookie naming the order code for 30 minutes. Signed rather than stored, as the
 * order cookie (order-access.ts) is, so any number of web servers agree without shared state. Its
 * key has its own label, so an `hb_order` cookie of the checkout never passes for this one. Path=/
 * because the page itself, not only the /api routes, reads it.
 */
export const ORDER_VIEW_COOKIE = 'hb_view';
const TTL_SECONDS = ORDER_VIEW_ACCESS_TTL_MINUTES * 60;

/** What the cookie proves: the order this browser has shown it owns. */
export interface OrderViewAccess {
  code: string;
}

/** The cookie's key: its own label over the order cookie's key, so one secret signs both. */
export function orderViewKey(accessKey: Buffer): Buffer {
  return createHmac('sha256', accessKey).update('hb-order-view-cookie-v1').digest();
}

let defaultKey: Buffer | undefined;
function keyFromEnv(): Buffer {
  defaultKey ??= orderViewKey(orderAccessKey(serverEnv().providerApiToken));
  return defaultKey;
}

function signature(key: Buffer, code: string, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`${code}\n${expiresAt}`).digest();
}

const attributes = (maxAge: number, secure: boolean) =>
  `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The Set-Cookie value that lets this browser see the order `code` for the next 30 minutes. */
export function orderViewAccessCookie(
  code: string,
  now: number,
  options: { key?: Buffer; secure?: boolean } = {},
): string {
  const key = options.key ?? keyFromEnv();
  const expiresAt = Math.floor(now / 1000) + TTL_SECONDS;
  const signed = signature(key, code, expiresAt).toString('base64url');
  // '.' separates the parts, and encodeURIComponent leaves it as it is.
  const value = `${encodeURIComponent(code).replaceAll('.', '%2E')}.${expiresAt}.${signed}`;
  return `${ORDER_VIEW_COOKIE}=${value}; ${attributes(TTL_SECONDS, options.secure ?? false)}`;
}

/** The Set-Cookie value that ends the access (signing out of the order page). */
export function clearedOrderViewAccessCookie(secure = false): string {
  return `${ORDER_VIEW_COOKIE}=; ${attributes(0, secure)}`;
}

/** Next's cookie store (`await cookies()`), or anything else with its `get`. */
export interface CookieStoreLike {
  get(name: string): { value: string } | undefined;
}

function cookieFromHeader(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [cookieName, ...rest] = part.trim().split('=');
    if (cookieName === name) return rest.join('=');
  }
  return null;
}

function cookieValue(source: string | null | undefined | CookieStoreLike): string | null {
  if (source === null || source === undefined) return null;
  if (typeof source === 'string') return cookieFromHeader(source, ORDER_VIEW_COOKIE);
  return source.get(ORDER_VIEW_COOKIE)?.value ?? null;
}

/**
 * The order this browser has proved, from a Cookie header or Next's cookie store, when the
 * signature holds and the 30 minutes have not run out; null otherwise.
 */
export function readOrderViewAccess(
  source: string | null | undefined | CookieStoreLike,
  options: { key?: Buffer; now?: number } = {},
): OrderViewAccess | null {
  const value = cookieValue(source);
  if (!value) return null;
  const match = value.match(/^([^.]{1,200})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return null;
  const [, encodedCode = '', expires = '', signed = ''] = match;
  const expiresAt = Number(expires);
  const now = options.now ?? Date.now();
  if (expiresAt * 1000 <= now) return null;
  let code: string;
  try {
    code = decodeURIComponent(encodedCode);
  } catch {
    return null;
  }
  const expected = signature(options.key ?? keyFromEnv(), code, expiresAt);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { code };
}
