import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webhookSignatureHeader } from '@fibre/domain/webhook-signature';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStandIns, type StandIns } from '../src/app';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const T = Math.floor(NOW.getTime() / 1000);
const SECRET = 'whsec_receiver-test-secret-0123456789abcdefghijk';

let dir: string;
let app: StandIns;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'webhook-receiver-test-'));
  app = await buildStandIns({
    emailOutboxDir: path.join(dir, 'email'),
    botCheckDir: path.join(dir, 'bot-check'),
    webhookDir: path.join(dir, 'webhooks'),
    webhookSecret: 'whsec_default',
    clock: () => NOW,
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await app.inject({ method: 'DELETE', url: '/__control/webhooks/test' });
});

async function deliver(
  eventId: string,
  options: { secret?: string; body?: string; signedBody?: string } = {},
) {
  const body =
    options.body ?? JSON.stringify({ id: eventId, type: 'order.created', data: { order_code: 'FB1' } });
  return app.inject({
    method: 'POST',
    url: '/webhooks/test',
    headers: {
      'content-type': 'application/json',
      'webhook-id': eventId,
      'webhook-timestamp': String(T),
      'webhook-signature': await webhookSignatureHeader(
        options.secret ?? SECRET,
        T,
        options.signedBody ?? body,
      ),
    },
    payload: body,
  });
}

async function inbox() {
  return (await app.inject({ method: 'GET', url: '/webhooks/test' })).json();
}

describe('the stand-in webhook receiver', () => {
  it('accepts a delivery signed with its secret and records it, counting duplicates', async () => {
    await app.inject({ method: 'PUT', url: '/__control/webhooks/test', payload: { secret: SECRET } });
    expect((await deliver('evt-1')).statusCode).toBe(200);
    expect((await deliver('evt-2')).statusCode).toBe(200);
    expect((await deliver('evt-1')).statusCode).toBe(200);
    const { deliveries, summary } = await inbox();
    expect(deliveries.map((delivery: { webhook_id: string }) => delivery.webhook_id)).toEqual([
      'evt-1',
      'evt-2',
      'evt-1',
    ]);
    expect(deliveries[0]).toMatchObject({
      webhook_timestamp: String(T),
      signature: 'valid',
      answered: 200,
      body: { id: 'evt-1', type: 'order.created' },
    });
    expect(summary).toEqual({
      received: 3,
      accepted: 3,
      distinct_events: 2,
      duplicates: 1,
      refused: 0,
      bad_signatures: 0,
    });
  });

  it('refuses with 400 a body that is not the one signed, or signed with another secret', async () => {
    await app.inject({ method: 'PUT', url: '/__control/webhooks/test', payload: { secret: SECRET } });
    expect((await deliver('evt-1', { signedBody: '{}' })).statusCode).toBe(400);
    expect((await deliver('evt-2', { secret: 'whsec_other' })).statusCode).toBe(400);
    const { deliveries, summary } = await inbox();
    expect(deliveries.map((delivery: { signature: string }) => delivery.signature)).toEqual([
      'mismatch',
      'mismatch',
    ]);
    expect(summary).toMatchObject({ accepted: 0, refused: 2, bad_signatures: 2 });
  });

  it('fails the next n deliveries when told to, then accepts again', async () => {
    const settings = await app.inject({
      method: 'PUT',
      url: '/__control/webhooks/test',
      payload: { secret: SECRET, fail_next: 2 },
    });
    expect(settings.json()).toEqual({ mode: 'ok', fail_next: 2, delay_ms: 0, has_secret: true });
    expect((await deliver('evt-1')).statusCode).toBe(500);
    expect((await deliver('evt-1')).statusCode).toBe(500);
    expect((await deliver('evt-1')).statusCode).toBe(200);
    expect((await inbox()).summary).toMatchObject({ received: 3, accepted: 1, refused: 2, duplicates: 0 });
  });

  it("fails every delivery in 'fail' mode", async () => {
    await app.inject({ method: 'PUT', url: '/__control/webhooks/test', payload: { mode: 'fail' } });
    expect((await deliver('evt-1')).statusCode).toBe(500);
    expect((await deliver('evt-2')).statusCode).toBe(500);
  });

  it('records without checking when the inbox has no secret; the default inbox has the configured one', async () => {
    expect((await deliver('evt-1')).statusCode).toBe(200);
    expect((await inbox()).deliveries[0].signature).toBe('unchecked');
    const defaults = await app.inject({ method: 'GET', url: '/__control/webhooks/default' });
    expect(defaults.json()).toMatchObject({ has_secret: true });
  });

  it('refuses settings it does not understand and an inbox name that is not one', async () => {
    for (const payload of [{ mode: 'sometimes' }, { fail_next: -1 }, { delay_ms: 'long' }, { secret: 5 }]) {
      expect((await app.inject({ method: 'PUT', url: '/__control/webhooks/test', payload })).statusCode).toBe(
        400,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/webhooks/NOT_ONE' })).statusCode).toBe(400);
  });
});
