import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { describeEachApi } from './app';

/** One raw request on a fresh socket; resolves with all the server wrote before closing. */
function raw(port: number, text: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: body ? JSON.parse(body) : null });
    });
    socket.on('error', reject);
  });
}

/**
 * Decision 0400: a request Node's parser refuses before Fastify sees it (TRACK, a request
 * line that is not HTTP, headers past Node's limit) was answered with Fastify's own body
 * (`{ error: 'Bad Request', statusCode: 400 }`), not the one error body; a CONNECT got no answer.
 */
describeEachApi('requests the HTTP parser refuses', (context) => {
  let port = 0;
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as AddressInfo).port;
  });

  it.each([
    ['TRACK', 'TRACK /product HTTP/1.1\r\nHost: x\r\n\r\n', 405, 'request.method_not_allowed'],
    [
      'CONNECT',
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
      405,
      'request.method_not_allowed',
    ],
    ['a line that is not HTTP', 'hello there\r\n\r\n', 405, 'request.method_not_allowed'],
    ['a bad header', 'GET /product HTTP/1.1\r\nHost: x\r\nBad Header: x\r\n\r\n', 400, 'request.invalid'],
    [
      'headers past the limit',
      `GET /product HTTP/1.1\r\nHost: x\r\nX: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'request.too_large',
    ],
  ])('answers %s with the one error body', async (_name, text, status, key) => {
    const answer = await raw(port, text);
    expect(answer).toEqual({ status, body: { error: key, message: expect.any(String) } });
  });
});
