import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installMethodRefusal } from './refused-methods';

/**
 * One raw request on a fresh socket; resolves with the answer once its Content-Length is in (the
 * connection may stay open) or the server closes.
 */
function rawRequest(port: number, text: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const [head, ...rest] = answer.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head ?? '')?.[1];
      if (length !== undefined && rest.join('\r\n\r\n').length >= Number(length)) done();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
  });
}

function statusAndBody(answer: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return {
    status: Number(head.split(' ')[1]),
    headers: head.toLowerCase(),
    body: body ? JSON.parse(body) : null,
  };
}

describe('installMethodRefusal', () => {
  let server: http.Server;
  let port = 0;
  const seen: string[] = [];

  beforeAll(async () => {
    installMethodRefusal();
    installMethodRefusal(); // installed once
    // A listener that fails as Next.js's does when it builds a WHATWG Request for these methods.
    server = http.createServer((request, response) => {
      seen.push(request.method ?? '');
      try {
        new Request(`http://localhost${request.url}`, { method: request.method });
        response.end('ok');
      } catch {
        response.statusCode = 500;
        response.end('Internal Server Error');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const refusal = {
    error: 'request.method_not_allowed',
    message: 'This address does not take that method.',
  };

  it.each([
    ['TRACE', 'TRACE /api/uprn HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['TRACE with a body', 'TRACE / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello'],
    [
      'TRACE with a 4 MB body',
      Buffer.concat([
        Buffer.from(
          `TRACE /api/customer-preorder HTTP/1.1\r\nHost: x\r\nContent-Length: ${4 * 1024 * 1024}\r\n\r\n`,
        ),
        Buffer.alloc(4 * 1024 * 1024, 0x20),
      ]),
    ],
    ['TRACK', 'TRACK /cms-api/pages HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['CONNECT', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n'],
    ['CONNECT to a path', 'CONNECT /_next/static/x.js HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('answers %s with 405 and the one error body, before the listener', async (_name, text) => {
    const before = seen.length;
    const { status, headers, body } = statusAndBody(await rawRequest(port, text));
    expect(status).toBe(405);
    expect(body).toEqual(refusal);
    expect(headers).toContain('content-type: application/json; charset=utf-8');
    expect(headers).toContain('allow: get, head, post, put, patch, delete, options');
    expect(headers).toContain('x-content-type-options: nosniff');
    expect(seen.length).toBe(before);
  });

  it('passes every other method on, and leaves other parse errors to Node', async () => {
    for (const method of ['GET', 'POST', 'OPTIONS', 'PROPFIND', 'PATCH']) {
      const answer = await rawRequest(port, `${method} / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer.split(' ')[1]).toBe('200');
    }
    expect(seen).toEqual(['GET', 'POST', 'OPTIONS', 'PROPFIND', 'PATCH']);
    const oversized = await rawRequest(port, `GET / HTTP/1.1\r\nHost: x\r\nX: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(oversized.split(' ')[1]).toBe('431');
  });
});
