import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, header, json } from './fake-fetch.test-support';

const VIEW = {
  code: 'FB2345ABCD',
  state: 'inProgress',
  placed_at: '2026-11-23T10:00:00.000Z',
  preorder: false,
  history: [
    {
      from_state: null,
      to_state: 'acknowledged',
      actor: 'website',
      reason: 'Order placed on the website',
      changed_at: '2026-11-23T10:00:00.000Z',
    },
    {
      from_state: 'acknowledged',
      to_state: 'inProgress',
      actor: 'ops@heybroadband.example',
      reason: 'Engineer assigned',
      changed_at: '2026-11-24T09:00:00.000Z',
    },
  ],
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
  products: [1002, 9001],
  promotions: [2],
  monthly_price: 34,
  start_within_cancellation_period: true,
  installation: { work_order_id: 'WO2345ABCD', day: '2026-11-30', time: '08:00-13:00' },
  direct_debit: { account_name: 'Sam Fibre', sort_code_last2: '99', account_number_last2: '58' },
  switch_order: null,
};

describe('order lifecycle calls', () => {
  it('GET /order/{code} answers the placed order, parsed', async () => {
    const { client, requests } = fakeProvider(() => json(VIEW));
    await expect(client.getOrder('FB2345ABCD')).resolves.toEqual(VIEW);
    expect(requests()).toEqual(['GET /order/FB2345ABCD']);
  });

  it('findOrder answers null for 404 order.not_found and throws anything else', async () => {
    const notFound = fakeProvider(() => json({ error: 'order.not_found', message: 'No order' }, 404));
    await expect(notFound.client.findOrder('FB0')).resolves.toBeNull();
    const down = fakeProvider(() => json({ error: 'service.unavailable', message: 'Down' }, 503));
    expect(await failure(down.client.findOrder('FB0'))).toMatchObject({ key: 'service.unavailable' });
  });

  it('refuses a view that does not match the schema (a whole account number)', async () => {
    const { client } = fakeProvider(() =>
      json({ ...VIEW, direct_debit: { ...VIEW.direct_debit, account_number_last2: '66374958' } }),
    );
    expect(await failure(client.getOrder('FB2345ABCD'))).toMatchObject({ key: 'service.invalid_response' });
  });

  it('GET /order?search= sends the search as a query and answers the list', async () => {
    const summary = {
      code: 'FB2345ABCD',
      state: 'acknowledged',
      name: 'Sam Fibre',
      email: 'sam@example.com',
      postcode: 'HB1 1AA',
      placed_at: '2026-11-23T10:00:00.000Z',
    };
    const { client, requests } = fakeProvider(() => json({ orders: [summary] }));
    await expect(client.searchOrders('HB1 1AA')).resolves.toEqual([summary]);
    expect(requests()).toEqual(['GET /order?search=HB1+1AA']);
  });

  it('POST /order/{code}/state sends the move with the Idempotency-Key and answers the order', async () => {
    const { client, calls, requests, sentBody } = fakeProvider(() => json(VIEW));
    const move = {
      state: 'inProgress',
      reason: 'Engineer assigned',
      actor: 'ops@heybroadband.example',
    } as const;
    await expect(client.moveOrderState('FB2345ABCD', move, { idempotencyKey: 'move-1' })).resolves.toEqual(
      VIEW,
    );
    expect(requests()).toEqual(['POST /order/FB2345ABCD/state']);
    expect(sentBody()).toEqual(move);
    expect(header(calls[0]!.init, 'Idempotency-Key')).toBe('move-1');
  });

  it('throws a refused move as a ProviderError with its key', async () => {
    const { client } = fakeProvider(() =>
      json({ error: 'order.transition_not_allowed', message: 'An order that is completed cannot move' }, 409),
    );
    expect(
      await failure(client.moveOrderState('FB1', { state: 'cancelled', reason: 'Asked', actor: 'billing' })),
    ).toMatchObject({ key: 'order.transition_not_allowed', status: 409 });
  });

  it('POST /order/lookup sends the e-mail in the body, never the URL', async () => {
    const { client, requests, sentBody } = fakeProvider(() => json({ found: true }));
    await expect(client.lookUpOrder({ code: 'FB2345ABCD', email: 'sam@example.com' })).resolves.toEqual({
      found: true,
    });
    expect(requests()).toEqual(['POST /order/lookup']);
    expect(sentBody()).toEqual({ code: 'FB2345ABCD', email: 'sam@example.com' });
  });

  it('GET /order/{code}/receipt answers the PDF bytes', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 receipt');
    const { client, calls, requests } = fakeProvider(
      () => new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    expect(Array.from(await client.getOrderReceiptPdf('FB2345ABCD'))).toEqual(Array.from(bytes));
    expect(requests()).toEqual(['GET /order/FB2345ABCD/receipt']);
    expect(header(calls[0]!.init, 'Accept')).toBe('application/pdf');
  });
});
