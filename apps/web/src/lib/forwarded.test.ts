import { describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS,
  CONNECTION_STAMP,
  clientConnection,
  FORWARDED_FOR_CHAIN,
  FORWARDED_PROTO_CHAIN,
  stampConnection,
} from './forwarded';

const SECRET = 'a'.repeat(48);

/** What a handler sees: the request's headers after the stamp, as a fetch Headers. */
function stamped(incoming: Record<string, string | string[]>, socket: string | undefined): Headers {
  const headers: Record<string, string | string[] | undefined> = { ...incoming };
  stampConnection(headers, socket, SECRET);
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) result.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return result;
}

describe('stampConnection', () => {
  it('records the socket, moves the forwarding headers away and drops forged private ones', () => {
    const headers: Record<string, string | string[] | undefined> = {
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-proto': 'https',
      [CONNECTION_STAMP]: 'forged',
      [CLIENT_ADDRESS]: '6.6.6.6',
      accept: 'text/html',
    };
    stampConnection(headers, '198.51.100.7', SECRET);
    expect(headers).toEqual({
      accept: 'text/html',
      [FORWARDED_FOR_CHAIN]: '1.2.3.4',
      [FORWARDED_PROTO_CHAIN]: 'https',
      [CLIENT_ADDRESS]: '198.51.100.7',
      [CONNECTION_STAMP]: SECRET,
    });
  });
});

describe('clientConnection', () => {
  it('with no trusted proxy, is the socket whatever the client forwards', () => {
    const headers = stamped({ 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' }, '198.51.100.7');
    expect(clientConnection(headers, 0, SECRET)).toEqual({ ip: '198.51.100.7', https: false });
  });

  it('with one trusted proxy, is the address that proxy saw, not what the client wrote before it', () => {
    // The client sent X-Forwarded-For: 6.6.6.6; the proxy (10.0.0.2) appended the client's 203.0.113.5.
    const headers = stamped(
      { 'x-forwarded-for': '6.6.6.6, 203.0.113.5', 'x-forwarded-proto': 'https' },
      '10.0.0.2',
    );
    expect(clientConnection(headers, 1, SECRET)).toEqual({ ip: '203.0.113.5', https: true });
  });

  it('with two trusted proxies, skips both; with more than there are hops, is the leftmost', () => {
    const headers = stamped({ 'x-forwarded-for': ['6.6.6.6, 203.0.113.5', '10.0.0.1'] }, '10.0.0.2');
    expect(clientConnection(headers, 2, SECRET).ip).toBe('203.0.113.5');
    expect(clientConnection(stamped({}, '10.0.0.2'), 3, SECRET).ip).toBe('10.0.0.2');
  });

  it("believes only the nearest proxy's word on https", () => {
    const headers = stamped({ 'x-forwarded-proto': 'https, http' }, '10.0.0.2');
    expect(clientConnection(headers, 1, SECRET).https).toBe(false);
  });

  it('trusts nothing in headers this process did not stamp', () => {
    const forged = new Headers({ [CLIENT_ADDRESS]: '6.6.6.6', [CONNECTION_STAMP]: 'guess' });
    expect(clientConnection(forged, 0, SECRET)).toEqual({ ip: 'unknown', https: false });
    expect(clientConnection(stamped({}, '10.0.0.2'), 0, '')).toEqual({ ip: 'unknown', https: false });
  });
});
