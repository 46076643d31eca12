import { describe, expect, it } from 'vitest';
import { cmsSiteOrigins } from './site-origins';

describe('cmsSiteOrigins', () => {
  it('lists the public origins and the loopback origins of the port', () => {
    expect(cmsSiteOrigins({ SITE_URL: 'https://www.example.co.uk/', PORT: '3410' })).toEqual([
      'https://www.example.co.uk',
      'https://heybroadband.example',
      'http://127.0.0.1:3410',
      'http://localhost:3410',
      'http://[::1]:3410',
    ]);
  });

  it('has local defaults, and falls back rather than throw on a bad value', () => {
    expect(cmsSiteOrigins({})).toContain('http://127.0.0.1:3000');
    expect(cmsSiteOrigins({ PORT: 'eighty' })).toContain('http://localhost:3000');
  });
});
