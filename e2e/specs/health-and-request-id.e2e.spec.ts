import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/environment';
import { harnessState } from '../support/provider-api';

// The probes a load balancer asks the site and the provider API (decision 0541), and the request
// id that joins the site's log line for a provider call to the API's own (decision 0542), on the
// run's real servers: the built site and the compiled API.

/** The JSON lines of a server's log that carry this request id. */
function loggedWith(server: string, id: string): Record<string, unknown>[] {
  const path = harnessState().logs[server];
  if (!path) throw new Error(`no log for ${server}`);
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(id))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test.describe('health probes', () => {
  test('the site answers live and ready with 200, no cookie, not cached', async ({ request }) => {
    for (const path of ['/api/health/live', '/api/health/ready']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(response.headers()['set-cookie']).toBeUndefined();
    }
  });

  test('the provider API answers live and ready with 200, with no token', async ({ request }) => {
    expect(await (await request.get(`${API_URL}/health/live`)).json()).toEqual({ status: 'ok' });
    const ready = await request.get(`${API_URL}/health/ready`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });
});

test.describe('request id', () => {
  test("one id in the site's provider-call line and the API's request lines for one lookup", async ({
    request,
  }) => {
    const id = `e2e-${randomUUID()}`;
    const response = await request.post('/api/uprn-by-postcode', {
      data: { postcode: 'HB1 1AA' },
      headers: { 'x-request-id': id },
    });
    expect(response.status()).toBe(200);
    await expect
      .poll(() => loggedWith('web app', id).map((line) => [line.msg, line.method, line.path, line.status]))
      .toEqual([['provider call', 'GET', '/uprn/uprnByPostcode/{postcode}', 200]]);
    expect(loggedWith('web app', id)[0]?.reqId).toBe(id);
    await expect
      .poll(() => loggedWith('provider API', id).map((line) => [line.reqId, line.msg]))
      .toEqual([
        [id, 'incoming request'],
        [id, 'request completed'],
      ]);
  });
});
