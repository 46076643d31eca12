import { describe, expect, it } from 'vitest';
import { affiliateCookiesFor } from './affiliate-cookies';

describe('affiliateCookiesFor', () => {
  it('stores awc for 31,536,000 ms (31,536 s)', () => {
    expect(affiliateCookiesFor(new URLSearchParams('awc=1234_1700000000_abc'))).toEqual([
      { name: 'awc', value: '1234_1700000000_abc', maxAgeSeconds: 31_536 },
    ]);
  });

  it('stores dtt_reqid as _dtt for 3,888,000,000 ms (45 days)', () => {
    expect(affiliateCookiesFor(new URLSearchParams('dtt_reqid=abc-123'))).toEqual([
      { name: '_dtt', value: 'abc-123', maxAgeSeconds: 3_888_000 },
    ]);
    expect(3_888_000).toBe(45 * 24 * 60 * 60);
  });

  it('stores both when both are given', () => {
    expect(affiliateCookiesFor(new URLSearchParams('awc=a&dtt_reqid=b&x=1')).map((c) => c.name)).toEqual([
      'awc',
      '_dtt',
    ]);
  });

  it('ignores absent, empty and hostile values', () => {
    expect(affiliateCookiesFor(new URLSearchParams(''))).toEqual([]);
    expect(affiliateCookiesFor(new URLSearchParams('awc='))).toEqual([]);
    expect(affiliateCookiesFor(new URLSearchParams('awc=%3Cscript%3E'))).toEqual([]);
    expect(affiliateCookiesFor(new URLSearchParams('awc=a%3Bdomain%3Devil'))).toEqual([]);
    expect(affiliateCookiesFor(new URLSearchParams(`dtt_reqid=${'a'.repeat(257)}`))).toEqual([]);
    expect(affiliateCookiesFor(new URLSearchParams(`dtt_reqid=${'a'.repeat(256)}`))).toHaveLength(1);
  });

  it('trims surrounding spaces', () => {
    expect(affiliateCookiesFor(new URLSearchParams('awc=%20abc%20'))[0]?.value).toBe('abc');
  });
});
