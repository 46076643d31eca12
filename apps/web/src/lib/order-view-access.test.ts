import { describe, expect, it } from 'vitest';
import { orderAccessCookie, orderAccessKey } from './api/order-access';
import {
  clearedOrderViewAccessCookie,
  ORDER_VIEW_COOKIE,
  orderViewAccessCookie,
  orderViewKey,
  readOrderViewAccess,
} from './order-view-access';

const accessKey = orderAccessKey('a server secret');
const key = orderViewKey(accessKey);
const now = Date.UTC(2026, 10, 28, 10, 0, 0);

/** The name=value pair a browser sends back for a Set-Cookie value. */
const sent = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('the order view cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the whole site, for 30 minutes', () => {
    const cookie = orderViewAccessCookie('HB-1234', now, { key });
    expect(cookie.startsWith(`${ORDER_VIEW_COOKIE}=`)).toBe(true);
    expect(cookie).toContain('; Path=/;');
    expect(cookie).toContain('; Max-Age=1800;');
    expect(cookie).toContain('; HttpOnly; SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    expect(orderViewAccessCookie('HB-1234', now, { key, secure: true })).toMatch(/; Secure$/);
  });

  it('names the order from a Cookie header or a cookie store', () => {
    const pair = sent(orderViewAccessCookie('HB-1234', now, { key }));
    expect(readOrderViewAccess(`other=1; ${pair}; more=2`, { key, now })).toEqual({ code: 'HB-1234' });
    const value = pair.slice(ORDER_VIEW_COOKIE.length + 1);
    const store = { get: (name: string) => (name === ORDER_VIEW_COOKIE ? { value } : undefined) };
    expect(readOrderViewAccess(store, { key, now })).toEqual({ code: 'HB-1234' });
  });

  it('keeps a code with characters a cookie cannot carry', () => {
    const pair = sent(orderViewAccessCookie('HB 12;34.5', now, { key }));
    expect(readOrderViewAccess(pair, { key, now })).toEqual({ code: 'HB 12;34.5' });
  });

  it('lasts 30 minutes and no longer', () => {
    const pair = sent(orderViewAccessCookie('HB-1234', now, { key }));
    expect(readOrderViewAccess(pair, { key, now: now + 29 * 60_000 })).toEqual({ code: 'HB-1234' });
    expect(readOrderViewAccess(pair, { key, now: now + 30 * 60_000 })).toBeNull();
  });

  it('proves nothing when missing, cleared, malformed, tampered with or signed with another key', () => {
    const pair = sent(orderViewAccessCookie('HB-1234', now, { key }));
    expect(readOrderViewAccess(null, { key, now })).toBeNull();
    expect(readOrderViewAccess('', { key, now })).toBeNull();
    expect(readOrderViewAccess(sent(clearedOrderViewAccessCookie()), { key, now })).toBeNull();
    expect(readOrderViewAccess(`${ORDER_VIEW_COOKIE}=nonsense`, { key, now })).toBeNull();
    expect(readOrderViewAccess(pair.replace('HB-1234', 'HB-1235'), { key, now })).toBeNull();
    const [name, code, expires, signed] = pair.split(/[=.]/) as [string, string, string, string];
    expect(
      readOrderViewAccess(`${name}=${code}.${Number(expires) + 600}.${signed}`, { key, now }),
    ).toBeNull();
    expect(readOrderViewAccess(`${name}=%E0%A4%A.${expires}.${signed}`, { key, now })).toBeNull();
    expect(
      readOrderViewAccess(pair, { key: orderViewKey(orderAccessKey('another secret')), now }),
    ).toBeNull();
  });

  it('is not the checkout order cookie under another name', () => {
    const checkout = sent(orderAccessCookie('HB-1234', { key: accessKey, now, secure: false }));
    const value = checkout.slice(checkout.indexOf('=') + 1);
    expect(readOrderViewAccess(`${ORDER_VIEW_COOKIE}=${value}`, { key, now })).toBeNull();
    expect(readOrderViewAccess(`${ORDER_VIEW_COOKIE}=${value}`, { key: accessKey, now })).toBeNull();
  });

  it('is cleared for the same path', () => {
    expect(clearedOrderViewAccessCookie(true)).toBe(
      `${ORDER_VIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure`,
    );
  });
});
