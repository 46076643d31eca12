import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, header, json } from './fake-fetch.test-support';

const VIEW = {
  code: 'FB2345ABCD',
  state: 'acknowledged',
  placed_at: '2026-11-23T10:00:00.000Z',
  preorder: false,
  history: [],
  customer: {
    title: 'MR',
    first_name: 'Sam',
    surname: 'Fibre',
    email: 'sam@example.com',
    phone: '07700900123',
  },
  address: {
    uprn: '100000000001',
    address: '1 Fibre Street, Demoton',
    postcode: 'HB1 1AA',
    address_type: 'RES',
  },
  products: [1002],
  promotions: [],
  monthly_price: 34,
  start_within_cancellation_period: true,
  installation: { work_order_id: 'WO12345678', day: '2026-12-08', time: '08:00-13:00' },
  direct_debit: null,
  switch_order: null,
};

describe('order changes', () => {
  it('POST /order/{code}/reschedule sends the slot with the Idempotency-Key and reads the view', async () => {
    const { client, calls, requests, sentBody } = fakeProvider(() => json(VIEW));
    const answer = await client.rescheduleOrder(
      'FB2345ABCD',
      { day: '2026-12-08', time: '08:00-13:00' },
      { idempotencyKey: 'k-1' },
    );
    expect(answer.installation).toEqual(VIEW.installation);
    expect(requests()).toEqual(['POST /order/FB2345ABCD/reschedule']);
    expect(sentBody()).toEqual({ day: '2026-12-08', time: '08:00-13:00' });
    expect(header(calls[0]!.init, 'Idempotency-Key')).toBe('k-1');
  });

  it('POST /order/{code}/cancel and /contact send their bodies', async () => {
    const { client, requests, sentBody } = fakeProvider(() => json({ ...VIEW, state: 'cancelled' }));
    expect((await client.cancelPlacedOrder('FB2345ABCD', { reason: 'Moving' })).state).toBe('cancelled');
    await client.changeOrderContact('FB2345ABCD', { phone: '01632960001' });
    expect(requests()).toEqual(['POST /order/FB2345ABCD/cancel', 'POST /order/FB2345ABCD/contact']);
    expect(sentBody(0)).toEqual({ reason: 'Moving' });
    expect(sentBody(1)).toEqual({ phone: '01632960001' });
  });

  it('reads the installation options and the cancellation terms', async () => {
    const options = {
      code: 'FB2345ABCD',
      installation: { day: '2026-12-01', time: '08:00-13:00' },
      cutoff_day: '2026-11-27',
      refusal: null,
      window_start: '2026-11-27',
      window_end: '2026-12-10',
      slots: [],
    };
    const terms = {
      code: 'FB2345ABCD',
      placed_on: '2026-11-23',
      last_day: '2026-12-07',
      refusal: null,
      start_within_cancellation_period: true,
      days_supplied: 2,
      amount_owed: 2.24,
    };
    const { client, requests } = fakeProvider((url) => json(url.endsWith('/cancellation') ? terms : options));
    expect(await client.getOrderInstallationOptions('FB2345ABCD')).toEqual(options);
    expect(await client.getOrderCancellationTerms('FB2345ABCD')).toEqual(terms);
    expect(requests()).toEqual([
      'GET /order/FB2345ABCD/installation-options',
      'GET /order/FB2345ABCD/cancellation',
    ]);
  });

  it('throws a refusal as a ProviderError with its key', async () => {
    const { client } = fakeProvider(() =>
      json({ error: 'order.reschedule_closed', message: 'Too late to move it online' }, 409),
    );
    expect(
      await failure(client.rescheduleOrder('FB2345ABCD', { day: '2026-12-08', time: '08:00-13:00' })),
    ).toMatchObject({ key: 'order.reschedule_closed', status: 409 });
  });
});
