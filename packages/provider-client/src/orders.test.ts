import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, header, json } from './fake-provider.test-support';

const CONFIRMED = {
  code: 'FB1',
  status: 'ORDERED',
  order_number: 'FB1',
  confirmed_at: '2026-11-23T10:00:00.000Z',
  email_sent_to: 'sam@example.com',
};

describe('orders', () => {
  it('POST /customer/{code}/confirm sends the 14-day answer with the Idempotency-Key', async () => {
    const { client, calls, requests, sentBody } = fakeProvider(() => json(CONFIRMED, 201));
    await expect(
      client.confirmOrder('FB1', { start_within_cancellation_period: true }, { idempotencyKey: 'k-9' }),
    ).resolves.toEqual(CONFIRMED);
    expect(requests()).toEqual(['POST /customer/FB1/confirm']);
    expect(sentBody()).toEqual({ start_within_cancellation_period: true });
    expect(header(calls[0]!.init, 'Idempotency-Key')).toBe('k-9');
  });

  it('throws the refusal of a confirmation as a ProviderError with its key', async () => {
    const { client } = fakeProvider(() =>
      json({ error: 'order.direct_debit_missing', message: 'Set up the Direct Debit' }, 422),
    );
    expect(
      await failure(client.confirmOrder('FB1', { start_within_cancellation_period: false })),
    ).toMatchObject({
      key: 'order.direct_debit_missing',
      status: 422,
    });
  });

  it('GET /customer/{code}/contract-summary answers the PDF bytes', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 demo');
    const { client, calls, requests } = fakeProvider(
      () => new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const answer = await client.getContractSummaryPdf('FB1');
    expect(Array.from(answer)).toEqual(Array.from(bytes));
    expect(requests()).toEqual(['GET /customer/FB1/contract-summary']);
    expect(header(calls[0]!.init, 'Accept')).toBe('application/pdf');
  });

  it('refuses a contract summary answer that is not a PDF', async () => {
    const { client } = fakeProvider(() => json({ not: 'a pdf' }));
    expect(await failure(client.getContractSummaryPdf('FB1'))).toMatchObject({
      key: 'service.invalid_response',
    });
  });

  it('throws 409 order.none for a customer without an order', async () => {
    const { client } = fakeProvider(() => json({ error: 'order.none', message: 'No order' }, 409));
    expect(await failure(client.getContractSummaryPdf('FB1'))).toMatchObject({
      key: 'order.none',
      status: 409,
    });
  });
});
