import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { IDLE_SWEEP_MS, installDrainOnSignal, isDraining } from './draining';

describe('installDrainOnSignal (decision 0541)', () => {
  it('marks the process draining on SIGTERM and closes connections that go idle after their answer', async () => {
    const signals = new EventEmitter();
    installDrainOnSignal(signals as unknown as NodeJS.Process);
    let release: () => void = () => undefined;
    const server = http.createServer((_request, response) => {
      release = () => response.end('done');
    });
    // Node's own keep-alive timeout would hold the connection 5 s: the sweep must be what closes it.
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answered = new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, agent }, (response) => {
            let body = '';
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () => resolve(body));
          })
          .on('error', reject);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(isDraining()).toBe(false);
      signals.emit('SIGTERM');
      expect(isDraining()).toBe(true);
      // What next start does on SIGTERM: stop listening, wait for the connections.
      const closed = new Promise((resolve) => server.close(resolve));
      release();
      expect(await answered).toBe('done');
      // The server's close waits for that kept-alive connection: the sweep ends it at once.
      const started = performance.now();
      await closed;
      expect(performance.now() - started).toBeLessThan(IDLE_SWEEP_MS * 10);
    } finally {
      agent.destroy();
      server.closeAllConnections();
    }
  });

  it('is seen draining by another copy of the module (Next bundles one per route)', async () => {
    vi.resetModules();
    const copy = await import('./draining');
    expect(copy.isDraining()).toBe(isDraining());
    expect(copy.isDraining()).toBe(true);
  });
});
