import { createConnection } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findRedisServer, startRedis } from './server.mjs';

function send(url: string, command: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: hostname, port: Number(port) }, () =>
      socket.write(`${command}\r\n`),
    );
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString());
    });
    socket.on('error', reject);
  });
}

describe.skipIf(!findRedisServer())('startRedis', () => {
  it('starts a server on loopback that keeps a value, and stops it', async () => {
    const server = await startRedis();
    expect(server.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(await send(server.url, 'SET greeting hello')).toBe('+OK\r\n');
    expect(await send(server.url, 'GET greeting')).toBe('$5\r\nhello\r\n');
    await server.stop();
    await expect(send(server.url, 'PING')).rejects.toThrow();
  });
});
