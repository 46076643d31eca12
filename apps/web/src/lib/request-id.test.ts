import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { currentRequestId, installRequestIdStamp } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A real server whose handler answers, after an await, the id in scope and the header it saw. */
async function withServer(run: (port: number) => Promise<void>): Promise<void> {
  const server = http.createServer(async (request, response) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    response.end(JSON.stringify({ inScope: currentRequestId(), header: request.headers['x-request-id'] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run((server.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function ask(port: number, id?: string): Promise<{ inScope?: string; header?: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    headers: id === undefined ? {} : { 'x-request-id': id },
  });
  return response.json();
}

describe('installRequestIdStamp (decision 0542)', () => {
  installRequestIdStamp();
  installRequestIdStamp();

  it("keeps a valid incoming x-request-id, in scope for the request's code and in its header", async () => {
    await withServer(async (port) => {
      expect(await ask(port, 'edge-7F000001:0001')).toEqual({
        inScope: 'edge-7F000001:0001',
        header: 'edge-7F000001:0001',
      });
    });
  });

  it('gives a request without one, or with an invalid one, a fresh UUID, different each time', async () => {
    await withServer(async (port) => {
      const answers = await Promise.all([ask(port), ask(port, 'bad id'), ask(port, 'x'.repeat(129))]);
      for (const answer of answers) {
        expect(answer.inScope).toMatch(UUID);
        expect(answer.header).toBe(answer.inScope);
      }
      expect(new Set(answers.map((answer) => answer.inScope)).size).toBe(3);
    });
  });

  it('keeps concurrent requests apart', async () => {
    await withServer(async (port) => {
      const ids = Array.from({ length: 20 }, (_, index) => `concurrent-${index}`);
      const answers = await Promise.all(ids.map((id) => ask(port, id)));
      expect(answers.map((answer) => answer.inScope)).toEqual(ids);
    });
  });

  it('is read by another copy of the module (Next bundles it per route) as by the installed one', async () => {
    vi.resetModules();
    const copy = await import('./request-id');
    const server = http.createServer(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      response.end(String(copy.currentRequestId()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-request-id': 'copied-scope' },
      });
      expect(await response.text()).toBe('copied-scope');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is undefined outside a request', () => {
    expect(currentRequestId()).toBeUndefined();
  });
});
