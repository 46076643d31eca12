import { describe, expect, it } from 'vitest';
import { isDecodablePath } from './url-path';

describe('isDecodablePath', () => {
  it.each([
    '/',
    '/api/promotion-by-postcode/HB1%201AA',
    '/coverage/location/north-town',
    '/caf%C3%A9',
    '/100%25',
  ])('accepts %s', (path) => {
    expect(isDecodablePath(path)).toBe(true);
  });

  it.each([
    '/api/promotion-by-postcode/%ZZ',
    '/api/promotion-by-postcode/%ED%A0%80',
    '/api/promotion-by-postcode/%E0%A4%A',
    '/coverage/location/%ZZ',
    '/a/%',
  ])('refuses %s (each was a 500 from Next.js)', (path) => {
    expect(isDecodablePath(path)).toBe(false);
  });
});
