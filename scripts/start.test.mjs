import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` itself, against a port another program holds: it must refuse before it builds,
// starts or prints anything as ready, naming the variable that moves the port (issue 21).
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start.mjs');
const held = [];

async function holdPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  held.push(server);
  return server.address().port;
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Runs start.mjs with `env`; a run that goes past the check is killed (its whole group) and fails. */
function runStart(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PAYLOAD_SECRET: 'x'.repeat(40), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

describe('npm start with a port in use', () => {
  it.each(['PORT', 'PROVIDER_API_PORT', 'STAND_INS_PORT'])(
    'names %s, exits non-zero, and says nothing of ready or a token',
    async (variable) => {
      const ports = {
        PORT: await freePort(),
        PROVIDER_API_PORT: await freePort(),
        STAND_INS_PORT: await freePort(),
      };
      ports[variable] = await holdPort();
      const result = await runStart(
        Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      );
      expect(result.signal).toBeNull();
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `[start] Port ${ports[variable]} is in use: set ${variable} to another port\n`,
      );
      expect(result.stdout).toBe('');
    },
    15_000,
  );

  it('names a port given to two parts', async () => {
    const port = String(await freePort());
    const result = await runStart({
      PORT: port,
      PROVIDER_API_PORT: port,
      STAND_INS_PORT: String(await freePort()),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Port ${port} is set for both PORT and PROVIDER_API_PORT`);
    expect(result.stdout).toBe('');
  }, 15_000);

  it('refuses a port that is not a number', async () => {
    const result = await runStart({ PORT: 'http' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("[start] PORT must be a port number from 1 to 65535, not 'http'\n");
  }, 15_000);
});
