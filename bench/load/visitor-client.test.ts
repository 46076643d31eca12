import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisitorClient, visitorAddress } from './visitor-client';

describe('visitorAddress', () => {
  it('puts each visitor on a /24 of its own in 127.0.0.0/8, never the servers’ 127.0.0.0/24', () => {
    expect(visitorAddress(0)).toBe('127.1.0.1');
    expect(visitorAddress(255)).toBe('127.1.255.1');
    expect(visitorAddress(256)).toBe('127.2.0.1');
    const networks = new Set(
      Array.from({ length: 3000 }, (_, index) => visitorAddress(index).split('.').slice(0, 3).join('.')),
    );
    expect(networks.size).toBe(3000);
    expect(visitorAddress(255 * 256 - 1)).toBe('127.255.255.1');
    expect(() => visitorAddress(255 * 256)).toThrow(RangeError);
  });
});

describe('VisitorClient', () => {
  const seen: Array<{ address: string | undefined; cookie: string | undefined }> = [];
  const server = http.createServer((request, response) => {
    seen.push({ address: request.socket.remoteAddress, cookie: request.headers.cookie });
    if (request.url === '/api/first') {
      response.setHeader('set-cookie', 'hb_vid=abc; Path=/api; HttpOnly; SameSite=Lax');
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
      return;
    }
    response.setHeader('content-type', 'text/html');
    response.end('<p>page</p>');
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('connects from its own address and keeps its cookies by path, like a browser', async () => {
    const client = new VisitorClient(origin, visitorAddress(513));
    try {
      expect(await client.send('POST', '/api/first', { json: {} })).toEqual({
        status: 200,
        body: { ok: true },
      });
      expect(await client.send('GET', '/page')).toEqual({ status: 200, body: null });
      await client.send('GET', '/api/second');
    } finally {
      await client.close();
    }
    expect(seen.map((request) => request.address)).toEqual(['127.3.1.1', '127.3.1.1', '127.3.1.1']);
    expect(seen.map((request) => request.cookie)).toEqual([undefined, undefined, 'hb_vid=abc']);
  });
});
