import { describe, expect, it } from 'vitest';
import {
  clientConnection,
  FORWARDED_FOR_CHAIN,
  FORWARDED_PROTO_CHAIN,
  FORWARDED_REWRITTEN,
  rewriteForwardedHeaders,
} from './forwarded';

const SECRET = 'a'.repeat(48);

/** What a route handler sees: proxy.ts's rewrite, then Next's own X-Forwarded-For from the socket. */
function afterNext(incoming: Record<string, string>, socket: string): Headers {
  const headers = rewriteForwardedHeaders(new Headers(incoming), SECRET);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', socket);
  return headers;
}

describe('rewriteForwardedHeaders', () => {
  it('moves the forwarding headers out of the way and drops forged private ones', () => {
    const headers = rewriteForwardedHeaders(
      new Headers({
        'x-forwarded-for': '1.2.3.4',
        'x-forwarded-proto': 'https',
        [FORWARDED_REWRITTEN]: 'forged',
        [FORWARDED_FOR_CHAIN]: 'forged',
        accept: 'text/html',
      }),
      SECRET,
    );
    expect(headers.get('x-forwarded-for')).toBeNull();
    expect(headers.get('x-forwarded-proto')).toBeNull();
    expect(headers.get(FORWARDED_FOR_CHAIN)).toBe('1.2.3.4');
    expect(headers.get(FORWARDED_PROTO_CHAIN)).toBe('https');
    expect(headers.get(FORWARDED_REWRITTEN)).toBe(SECRET);
    expect(headers.get('accept')).toBe('text/html');
  });
});

describe('clientConnection', () => {
  it('with no trusted proxy, is the socket whatever the client forwards', () => {
    const headers = afterNext({ 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' }, '198.51.100.7');
    expect(clientConnection(headers, 0, SECRET)).toEqual({ ip: '198.51.100.7', https: false });
  });

  it('with one trusted proxy, is the address that proxy saw, not what the client wrote before it', () => {
    // The client sent X-Forwarded-For: 6.6.6.6; the proxy (10.0.0.2) appended the client's 203.0.113.5.
    const headers = afterNext(
      { 'x-forwarded-for': '6.6.6.6, 203.0.113.5', 'x-forwarded-proto': 'https' },
      '10.0.0.2',
    );
    expect(clientConnection(headers, 1, SECRET)).toEqual({ ip: '203.0.113.5', https: true });
  });

  it('with two trusted proxies, skips both', () => {
    const headers = afterNext({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 10.0.0.1' }, '10.0.0.2');
    expect(clientConnection(headers, 2, SECRET).ip).toBe('203.0.113.5');
  });

  it('with more trusted proxies than hops, is the leftmost address', () => {
    expect(clientConnection(afterNext({}, '10.0.0.2'), 3, SECRET).ip).toBe('10.0.0.2');
  });

  it('trusts nothing in headers proxy.ts did not rewrite', () => {
    const forged = new Headers({ 'x-forwarded-for': '6.6.6.6', [FORWARDED_REWRITTEN]: 'guess' });
    expect(clientConnection(forged, 0, SECRET)).toEqual({ ip: 'unknown', https: false });
    expect(clientConnection(new Headers({ 'x-forwarded-for': '6.6.6.6' }), 1, SECRET).ip).toBe('unknown');
  });
});
