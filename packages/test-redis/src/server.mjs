import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Plain JavaScript (types in server.d.mts), so the local cluster's launcher, which runs on bare Node,
// starts Redis with this same code (scripts/cluster/servers.mjs).

/** Debian's redis-server, or null when the package is not installed. */
export function findRedisServer(candidates = ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) {
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Resolves once the server answers PING over its port (RESP inline command). */
async function waitForPong(port, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    const answered = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
      socket.setTimeout(500, () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.on('error', () => resolve(false));
    });
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not answer on port ${port} within ${timeoutMs} ms`);
}

/**
 * Starts a throwaway Redis server on a free loopback port, with no persistence (limits and caches
 * only: nothing is worth keeping) and its files in a temp dir. `dir` keeps them somewhere else (the
 * local cluster keeps them under data/cluster/); `detached` puts it in its own process group.
 */
export async function startRedis(options = {}) {
  const binary = findRedisServer();
  if (!binary) throw new Error('redis-server not found: install Debian package `redis-server`');
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'test-redis-'));
  mkdirSync(dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: options.detached ?? false },
  );
  try {
    await waitForPong(port, child, 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
