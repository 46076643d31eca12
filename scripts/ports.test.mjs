import { spawn } from 'node:child_process';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addressInUsePort,
  checkPorts,
  parsePort,
  portInUseMessage,
  probeHost,
  tryListen,
  watchAddressInUse,
} from './ports.mjs';

const held = [];

/** A server on a free loopback port, closed after the test: the port 'another program' holds. */
async function holdPort(host = '127.0.0.1') {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, host, resolve));
  held.push(server);
  return server.address().port;
}

/** A port nobody holds now (bound on port 0, then let go). */
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

describe('tryListen', () => {
  it('finds a free port free and leaves it free', async () => {
    const port = await freePort();
    expect(await tryListen(port, '127.0.0.1')).toBeNull();
    expect(await tryListen(port, '127.0.0.1')).toBeNull();
  });

  it('finds a port another server holds in use, on its host and on every interface', async () => {
    const port = await holdPort();
    expect(await tryListen(port, '127.0.0.1')).toBe('EADDRINUSE');
    expect(await tryListen(port, '0.0.0.0')).toBe('EADDRINUSE');
  });
});

describe('checkPorts', () => {
  it('is content when every port is free', async () => {
    const [a, b] = [await freePort(), await freePort()];
    expect(
      await checkPorts([
        { variable: 'PORT', port: a, host: '127.0.0.1' },
        { variable: 'PROVIDER_API_PORT', port: b, host: '127.0.0.1' },
      ]),
    ).toEqual([]);
  });

  it('names the variable that moves a busy port', async () => {
    const busy = await holdPort();
    const free = await freePort();
    expect(
      await checkPorts([
        { variable: 'PORT', port: free, host: '127.0.0.1' },
        { variable: 'PROVIDER_API_PORT', port: busy, host: '127.0.0.1' },
      ]),
    ).toEqual([`Port ${busy} is in use: set PROVIDER_API_PORT to another port`]);
  });

  it('names a port given to two listeners of the run', async () => {
    const port = await freePort();
    expect(
      await checkPorts([
        { variable: 'PORT', port, host: '127.0.0.1' },
        { variable: 'STAND_INS_PORT', port, host: '127.0.0.1' },
      ]),
    ).toEqual([`Port ${port} is set for both PORT and STAND_INS_PORT: set one of them to another port`]);
  });
});

describe('the messages and values', () => {
  it("says the issue's sentence", () => {
    expect(portInUseMessage({ variable: 'PORT', port: 3000 })).toBe(
      'Port 3000 is in use: set PORT to another port',
    );
  });

  it.each([
    ['3000', { port: 3000 }],
    [' 4000 ', { port: 4000 }],
    ['0', { error: "PORT must be a port number from 1 to 65535, not '0'" }],
    ['65536', { error: "PORT must be a port number from 1 to 65535, not '65536'" }],
    ['30a0', { error: "PORT must be a port number from 1 to 65535, not '30a0'" }],
  ])('reads the port %j', (value, expected) => {
    expect(parsePort('PORT', value)).toEqual(expected);
  });

  it.each([
    ['0.0.0.0', '127.0.0.1'],
    ['::', '127.0.0.1'],
    ['::1', '[::1]'],
    ['127.0.0.1', '127.0.0.1'],
  ])('probes a server bound to %s at %s', (host, expected) => {
    expect(probeHost(host)).toBe(expected);
  });
});

describe('addressInUsePort', () => {
  it.each([
    ['Error: listen EADDRINUSE: address already in use 127.0.0.1:3000', 3000],
    ['The provider API could not start: listen EADDRINUSE: address already in use 127.0.0.1:4000', 4000],
    ['The stand-ins could not start: Error: listen EADDRINUSE: address already in use :::4300', 4300],
    ['Error: listen EADDRINUSE: address already in use ::1:3001', 3001],
  ])('reads the port of %j', (text, port) => {
    expect(addressInUsePort(text)).toBe(port);
  });

  it('ignores other errors', () => {
    expect(addressInUsePort('Error: connect ECONNREFUSED 127.0.0.1:4000')).toBeNull();
    expect(addressInUsePort('Ready on 127.0.0.1:3000')).toBeNull();
  });
});

describe('watchAddressInUse', () => {
  it("reports the port of a child that dies with 'address already in use', and passes its output on", async () => {
    const busy = await holdPort();
    const child = spawn(
      process.execPath,
      ['-e', `require('node:net').createServer().listen(${busy}, '127.0.0.1')`],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const forward = new PassThrough();
    let forwarded = '';
    forward.on('data', (chunk) => {
      forwarded += chunk;
    });
    const reported = [];
    watchAddressInUse(child.stderr, forward, (port) => reported.push(port));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).not.toBe(0);
    expect(reported).toEqual([busy]);
    expect(forwarded).toContain('EADDRINUSE');
  });

  it('joins a line split across chunks, and reports once', () => {
    const stream = new PassThrough();
    const reported = [];
    watchAddressInUse(stream, new PassThrough(), (port) => reported.push(port));
    stream.write('Error: listen EADDRINUSE: address already in use 127.0.0.1:30');
    stream.write('00\nError: listen EADDRINUSE: address already in use 127.0.0.1:4000\n');
    stream.end();
    expect(reported).toEqual([3000]);
  });
});
