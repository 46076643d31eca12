import { describe, expect, it } from 'vitest';
import { carriesStaffCookie, isForgeryRisk, originOf, requestProvenance } from './origin-check';

const SITE = ['https://www.heybroadband.example', 'http://127.0.0.1:3000'];

function post(headers: Record<string, string>, method = 'POST') {
  return { method, headers: new Headers({ host: '127.0.0.1:3000', ...headers }) };
}

describe('requestProvenance', () => {
  it('takes the site’s own origins and the host the request was sent to', () => {
    expect(requestProvenance(new Headers({ origin: 'https://www.heybroadband.example' }), SITE)).toBe(
      'same-origin',
    );
    expect(
      requestProvenance(new Headers({ host: 'cms.internal:8080', origin: 'http://cms.internal:8080' }), SITE),
    ).toBe('same-origin');
  });

  it('refuses a sibling origin: another port, another loopback address, a subdomain, an opaque origin', () => {
    for (const origin of [
      'http://127.0.0.1:4430',
      'http://127.0.0.2:3000',
      'http://localhost:3000',
      'https://evil.heybroadband.example',
      'null',
      'javascript:alert(1)',
    ]) {
      expect(requestProvenance(post({ origin }).headers, SITE), origin).toBe('cross-origin');
    }
  });

  it('falls back to Sec-Fetch-Site, then Referer, when there is no Origin', () => {
    expect(requestProvenance(post({ 'sec-fetch-site': 'same-origin' }).headers, SITE)).toBe('same-origin');
    expect(requestProvenance(post({ 'sec-fetch-site': 'same-site' }).headers, SITE)).toBe('cross-origin');
    expect(requestProvenance(post({ 'sec-fetch-site': 'cross-site' }).headers, SITE)).toBe('cross-origin');
    expect(requestProvenance(post({ referer: 'http://127.0.0.1:3000/admin' }).headers, SITE)).toBe(
      'same-origin',
    );
    expect(requestProvenance(post({ referer: 'http://127.0.0.1:4430/x' }).headers, SITE)).toBe(
      'cross-origin',
    );
    expect(requestProvenance(post({}).headers, SITE)).toBe('unknown');
  });
});

describe('isForgeryRisk', () => {
  it('refuses a cross-origin write, with or without the staff cookie', () => {
    expect(isForgeryRisk(post({ origin: 'http://127.0.0.1:4430', cookie: 'payload-token=x' }), SITE)).toBe(
      true,
    );
    expect(isForgeryRisk(post({ origin: 'http://127.0.0.1:4430' }), SITE)).toBe(true);
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      expect(isForgeryRisk(post({ origin: 'http://evil.example' }, method), SITE)).toBe(true);
    }
  });

  it('refuses the staff cookie on a write that says nowhere where it came from', () => {
    expect(isForgeryRisk(post({ cookie: 'a=1; payload-token=x' }), SITE)).toBe(true);
    expect(isForgeryRisk(post({}), SITE)).toBe(false);
  });

  it('lets reads and the site’s own writes through', () => {
    expect(isForgeryRisk(post({ origin: 'http://evil.example' }, 'GET'), SITE)).toBe(false);
    expect(isForgeryRisk(post({ origin: 'http://127.0.0.1:3000', cookie: 'payload-token=x' }), SITE)).toBe(
      false,
    );
  });
});

describe('helpers', () => {
  it('reads origins and the staff cookie', () => {
    expect(originOf('HTTPS://WWW.Example.COM/path?q')).toBe('https://www.example.com');
    expect(originOf('data:text/html,x')).toBeNull();
    expect(carriesStaffCookie(new Headers({ cookie: 'payload-tokenx=1' }))).toBe(false);
    expect(carriesStaffCookie(new Headers({ cookie: 'x=1;payload-token=abc' }))).toBe(true);
  });
});
