import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, header, json } from './fake-fetch.test-support';

const SUMMARY = {
  id: '0190f1c2-0000-7000-8000-000000000001',
  callback: 'https://billing.example/hooks',
  events: ['order.cancelled'],
  created_at: '2026-11-28T10:00:00.000Z',
};

describe('the hub', () => {
  it('POST /hub subscribes and answers the secret', async () => {
    const answer = { ...SUMMARY, secret: 'whsec_abc' };
    const { client, requests, sentBody, calls } = fakeProvider(() => json(answer, 201));
    await expect(
      client.subscribeToOrderEvents(
        { callback: SUMMARY.callback, events: ['order.cancelled'] },
        { idempotencyKey: 'hub-1' },
      ),
    ).resolves.toEqual(answer);
    expect(requests()).toEqual(['POST /hub']);
    expect(sentBody()).toEqual({ callback: SUMMARY.callback, events: ['order.cancelled'] });
    expect(header(calls[0]!.init, 'Idempotency-Key')).toBe('hub-1');
  });

  it('lists, reads and deletes subscriptions, and reads a delivery log of one status', async () => {
    const { client, requests } = fakeProvider((url) => {
      if (url.endsWith('/deliveries?status=given_up')) return json({ deliveries: [] });
      if (url.endsWith('/hub')) return json({ subscriptions: [SUMMARY] });
      return json(SUMMARY);
    });
    await expect(client.listHubSubscriptions()).resolves.toEqual([SUMMARY]);
    await expect(client.getHubSubscription(SUMMARY.id)).resolves.toEqual(SUMMARY);
    await expect(client.unsubscribeFromOrderEvents(SUMMARY.id)).resolves.toEqual(SUMMARY);
    await expect(client.listHubDeliveries(SUMMARY.id, 'given_up')).resolves.toEqual([]);
    expect(requests()).toEqual([
      'GET /hub',
      `GET /hub/${SUMMARY.id}`,
      `DELETE /hub/${SUMMARY.id}`,
      `GET /hub/${SUMMARY.id}/deliveries?status=given_up`,
    ]);
  });

  it('throws the provider error of an unknown subscription', async () => {
    const { client } = fakeProvider(() =>
      json({ error: 'hub.not_found', message: 'No webhook subscription has this id.' }, 404),
    );
    expect(await failure(client.getHubSubscription('nope'))).toMatchObject({
      key: 'hub.not_found',
      status: 404,
    });
  });
});
