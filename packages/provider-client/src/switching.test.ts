import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, header, json } from './fake-provider.test-support';

const REQUEST = {
  rcpid: 'RCP-SKY001',
  brand: 'Sky',
  surname: 'Fibre',
  address: { uprn: '100000000001', address_lines: ['1 Fibre Street', 'Demoton'], postcode: 'HB1 1AA' },
  services: [{ service_type: 'IAS' as const }],
};

const MATCH = {
  switch_order_reference: 'OTS-MABCDEFGH',
  matched: true,
  implications: [
    {
      service_type: 'IAS',
      action: 'cease',
      text: 'Your broadband with Sky stops on the day your new service goes live',
    },
  ],
  early_termination_charges_may_apply: true,
  losing_provider: { rcpid: 'RCP-SKY001', name: 'Sky' },
};

describe('switching', () => {
  it('POST /ots/switch-match sends the request and answers the match', async () => {
    const { client, requests, sentBody } = fakeProvider(() => json(MATCH));
    await expect(client.switchMatch(REQUEST)).resolves.toEqual(MATCH);
    expect(requests()).toEqual(['POST /ots/switch-match']);
    expect(sentBody()).toEqual(REQUEST);
  });

  it('passes on 422 ots.unknown_provider as a ProviderError', async () => {
    const { client } = fakeProvider(() =>
      json({ error: 'ots.unknown_provider', message: 'No One Touch Switch provider has this RCPID.' }, 422),
    );
    expect(await failure(client.switchMatch(REQUEST))).toMatchObject({
      key: 'ots.unknown_provider',
      status: 422,
    });
  });

  it('POST /customer/{code}/cancel sends no body and the idempotency key only when given', async () => {
    const answer = { code: 'FB12345678', status: 'CANCELLED', cancelled_at: '2026-11-23T10:00:00.000Z' };
    const { client, calls, requests } = fakeProvider(() => json(answer));
    await expect(client.cancelOrder('FB12345678', { idempotencyKey: 'c-1' })).resolves.toEqual(answer);
    await client.cancelOrder('FB 1/2');
    expect(requests()).toEqual(['POST /customer/FB12345678/cancel', 'POST /customer/FB%201%2F2/cancel']);
    expect(calls[0]!.init.body).toBeUndefined();
    expect(header(calls[0]!.init, 'Content-Type')).toBeUndefined();
    expect(header(calls[0]!.init, 'Idempotency-Key')).toBe('c-1');
    expect(header(calls[1]!.init, 'Idempotency-Key')).toBeUndefined();
  });

  it('refuses a cancel answer that is not one', async () => {
    const { client } = fakeProvider(() => json({ code: 'FB12345678', status: 'PREACTIVE' }));
    expect(await failure(client.cancelOrder('FB12345678'))).toMatchObject({
      key: 'service.invalid_response',
    });
  });
});
