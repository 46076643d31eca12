import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { installConnectionStamp } from './connection-stamp';
import { CLIENT_ADDRESS, CONNECTION_STAMP, FORWARDED_FOR_CHAIN } from './forwarded';

describe('installConnectionStamp', () => {
  it("stamps a real server's requests with the socket before its listener sees them", async () => {
    installConnectionStamp('s'.repeat(48));
    installConnectionStamp('ignored: installed once');
    let seen: http.IncomingHttpHeaders = {};
    const server = http.createServer((request, response) => {
      seen = request.headers;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await new Promise<void>((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port,
              headers: { 'x-forwarded-for': '6.6.6.6', [CLIENT_ADDRESS]: '6.6.6.6' },
            },
            (response) => {
              response.resume();
              response.on('end', resolve);
            },
          )
          .on('error', reject);
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen[CLIENT_ADDRESS]).toBe('127.0.0.1');
    expect(seen[CONNECTION_STAMP]).toBe('s'.repeat(48));
    expect(seen[FORWARDED_FOR_CHAIN]).toBe('6.6.6.6');
    expect(seen['x-forwarded-for']).toBeUndefined();
  });
});
