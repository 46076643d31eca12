import { describe, expect, it } from 'vitest';
import { redactUrl, truncateIp } from './logger';

describe('redactUrl', () => {
  it('keeps the path and the API’s own query values', () => {
    expect(redactUrl('/product')).toBe('/product');
    expect(redactUrl('/promotion?register_channel=WEB&auto=true&product=1002')).toBe(
      '/promotion?register_channel=WEB&auto=true&product=1002',
    );
    expect(redactUrl('/health?')).toBe('/health?');
  });

  it('redacts every other value, whatever its name (?access_token= was once logged verbatim: decision 0061)', () => {
    expect(redactUrl('/product?access_token=s3cret&token=a&key=b&code=c&api_key=d')).toBe(
      '/product?access_token=[redacted]&token=[redacted]&key=[redacted]&code=[redacted]&api_key=[redacted]',
    );
    expect(redactUrl('/promotion?register_channel=WEB&postcode=HB1%201AA')).toBe(
      '/promotion?register_channel=WEB&postcode=[redacted]',
    );
  });

  it('redacts a bare value and a name that is not plainly a name', () => {
    expect(redactUrl('/x?eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe('/x?[redacted]');
    expect(redactUrl(`/x?${'a'.repeat(41)}=1`)).toBe('/x?[redacted]');
    expect(redactUrl('/x?to%6Ben=s3cret')).toBe('/x?[redacted]');
    expect(redactUrl('/x?register_channel')).toBe('/x?[redacted]');
  });
});

describe('truncateIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['127.0.0.1', '127.0.0.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
  ])('keeps the network of %s: %s', (address, kept) => {
    expect(truncateIp(address)).toBe(kept);
  });

  it('keeps nothing of what is not an address', () => {
    expect(truncateIp(undefined)).toBeUndefined();
    expect(truncateIp('')).toBeUndefined();
    expect(truncateIp('not-an-ip')).toBe('[redacted]');
  });
});
