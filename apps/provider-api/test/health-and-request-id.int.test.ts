import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { AUTH, buildTestApp } from './app';
import { describeEachDatabase, freshDatabase } from './databases';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * What a load balancer asks the provider API (decision 0541), and the request id that joins the
 * site's log line for a provider call to the API's own (decision 0542).
 */
describeEachDatabase('health probes and the request id', (ctx) => {
  const lines: string[] = [];
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database, {
      config: { logLevel: 'info' },
      logStream: { write: (line: string) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET /health/live and /health/ready', () => {
    it('answers live with 200 {status: ok} and ready with the database, with no token', async () => {
      const live = await app.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: ctx.dialect });
    });

    it('refuses a query parameter with 400, as /health does', async () => {
      for (const url of ['/health/live?x=1', '/health/ready?x=1']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation.invalid_query');
      }
    });

    it('answers ready 503 health.database_unavailable, and live still 200, when the database is gone', async () => {
      const database = await freshDatabase(ctx.dialect, { seed: false });
      const other = await buildTestApp(database);
      try {
        await database.destroy();
        const ready = await other.inject({ method: 'GET', url: '/health/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({
          error: 'health.database_unavailable',
          message: ERROR_MESSAGES['health.database_unavailable'],
        });
        expect((await other.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      } finally {
        await other.close();
        await database.dispose().catch(() => undefined);
      }
    });

    it('answers ready 503 health.closing from the moment the app is marked closing, live still 200', async () => {
      const database = await freshDatabase(ctx.dialect, { seed: false });
      const other = await buildTestApp(database);
      try {
        expect(other.closing).toBe(false);
        other.markClosing();
        expect(other.closing).toBe(true);
        const ready = await other.inject({ method: 'GET', url: '/health/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ error: 'health.closing', message: ERROR_MESSAGES['health.closing'] });
        expect((await other.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
        // The old probe only asks whether the database answers.
        expect((await other.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      } finally {
        await other.close();
        await database.dispose();
      }
    });

    it('is marked closing by app.close() itself (a preClose hook), not only by the signal handler', async () => {
      const database = await freshDatabase(ctx.dialect, { seed: false });
      const other = await buildTestApp(database);
      expect(other.closing).toBe(false);
      await other.close();
      expect(other.closing).toBe(true);
      await database.dispose();
    });
  });

  describe('x-request-id', () => {
    const logLineOf = (id: string) =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === id);

    it('takes a valid incoming id as the request id: echoed in the answer and logged as reqId', async () => {
      lines.length = 0;
      const id = 'site-7F000001:C1B2_5F3A.0001';
      const response = await app.inject({
        method: 'GET',
        url: '/product',
        headers: { ...AUTH, 'x-request-id': id },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-request-id']).toBe(id);
      const logged = logLineOf(id);
      expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    });

    it('echoes the id on an error answer too (401, 404)', async () => {
      const unauthorised = await app.inject({
        method: 'GET',
        url: '/product',
        headers: { 'x-request-id': 'id-401' },
      });
      expect(unauthorised.statusCode).toBe(401);
      expect(unauthorised.headers['x-request-id']).toBe('id-401');
      const missing = await app.inject({
        method: 'GET',
        url: '/no/such',
        headers: { 'x-request-id': 'id-404' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-request-id']).toBe('id-404');
    });

    it.each([
      ['absent', undefined],
      ['empty', ''],
      ['over 128 characters', 'x'.repeat(129)],
      ['with a space', 'a b'],
      ['with a quote (log forging)', 'a"},"msg":"forged'],
    ])('replaces an id %s with a fresh UUID', async (_label, value) => {
      lines.length = 0;
      const headers = value === undefined ? AUTH : { ...AUTH, 'x-request-id': value };
      const response = await app.inject({ method: 'GET', url: '/product', headers });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(logLineOf(String(id))).toHaveLength(2);
      if (value) expect(lines.join('\n')).not.toContain(value);
    });

    it('makes a different id for each request without one', async () => {
      const first = await app.inject({ method: 'GET', url: '/health/live' });
      const second = await app.inject({ method: 'GET', url: '/health/live' });
      expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    });
  });
});
