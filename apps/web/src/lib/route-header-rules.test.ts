import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { routeHeaderRules } from './route-header-rules';
import { API_CONTENT_SECURITY_POLICY } from './security-headers';

/** The headers Next.js gives `pathname` from the rules, matched as Next.js matches them. */
function headersFor(pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of routeHeaderRules()) {
    if (getPathMatch(rule.source)(pathname) === false) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
  }
  return headers;
}

describe('routeHeaderRules', () => {
  it.each([
    '/api/active-promos',
    '/api/outage',
    '/api/synerise-js-proxy',
    '/api/promotion-by-postcode/SW1A1AA',
    '/cms-api/pages',
    '/cms-api/media/file/a.png',
  ])('gives %s the JSON routes’ policy and the static headers', (pathname) => {
    const headers = headersFor(pathname);
    expect(headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves pages to proxy.ts, which adds their nonce', () => {
    expect(headersFor('/').has('content-security-policy')).toBe(false);
    expect(headersFor('/apiary').has('content-security-policy')).toBe(false);
    expect(headersFor('/admin').get('x-frame-options')).toBe('DENY');
  });
});
