import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { TEST_TOKEN, testConfig } from './app';
import { freshDatabase, type TestDatabase } from './databases';

/** Short enough for a test, the hang long past it; only statuses and bodies are asserted. */
const TIMEOUT_MS = 200;
const HANG_MS = 1_500;

/**
 * Decision 0689: the 503 `request.timeout` of decision 0063 over a real loopback socket. Fastify
 * 5.12.8's own handlerTimeout is cleared once a request's body has been read (fastify#6725), so a
 * hung POST got no answer at all while inject() (no socket) still saw the 503.
 */
describe('the handler timeout over a real socket', () => {
  let database: TestDatabase;
  let app: App;
  let base = '';
  /** Requests whose late handler has finished after the 503, by path. */
  const finishedLate: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase('sqlite', { seed: false });
    app = await buildApp({ database, config: testConfig(), handlerTimeoutMs: TIMEOUT_MS });
    const hang = async (path: string) => {
      await sleep(HANG_MS);
      finishedLate.push(path);
      return { late: true };
    };
    app.get('/test-hang', () => hang('GET'));
    app.post('/test-hang', (request) => hang(`POST ${JSON.stringify(request.body)}`));
    app.post('/test-quick', (request) => ({ echoed: request.body }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const timedOut = { error: 'request.timeout', message: 'The request took too long.' };

  it('answers a GET whose handler hangs with 503 request.timeout', async () => {
    const response = await fetch(`${base}/test-hang`, { signal: AbortSignal.timeout(HANG_MS * 4) });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(timedOut);
  });

  it('answers a POST whose JSON body was read and whose handler hangs with 503 request.timeout', async () => {
    const response = await fetch(`${base}/test-hang`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uprn: '100023336956' }),
      signal: AbortSignal.timeout(HANG_MS * 4),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(timedOut);
  });

  it('lets a late handler finish after the 503 without a second answer, and keeps serving', async () => {
    await expect.poll(() => finishedLate, { timeout: HANG_MS * 4 }).toContain('POST {"uprn":"100023336956"}');
    const response = await fetch(`${base}/test-quick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ echoed: { a: 1 } });
  });

  it('answers a provider route as before (the timer is cleared once the reply is sent)', async () => {
    const response = await fetch(`${base}/product`, { headers: { authorization: `Bearer ${TEST_TOKEN}` } });
    expect(response.status).not.toBe(503);
  });
});
