import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, header, json } from './fake-provider.test-support';
import { MASKED_DIRECT_DEBIT } from './test-answers';

describe('direct debits', () => {
  it('POST /customer/{code}/direct-debit sends the bank details and answers them masked', async () => {
    const answer = { ...MASKED_DIRECT_DEBIT, code: 'HB1' };
    const { client, calls, requests, sentBody } = fakeProvider(() => json(answer, 201));
    const body = { account_name: 'J Smith', account_number: '66374958', sort_code: '089999' };
    await expect(client.setDirectDebit('HB1', body, { idempotencyKey: 'k-2' })).resolves.toEqual(answer);
    expect(requests()).toEqual(['POST /customer/HB1/direct-debit']);
    expect(sentBody()).toEqual(body);
    expect(header(calls[0]!.init, 'Idempotency-Key')).toBe('k-2');
  });

  it('refuses an answer carrying the whole account number', async () => {
    const { client } = fakeProvider(() =>
      json({ ...MASKED_DIRECT_DEBIT, account_number: '66374958', code: 'HB1' }),
    );
    const body = { account_name: 'J Smith', account_number: '66374958', sort_code: '089999' };
    expect(await failure(client.setDirectDebit('HB1', body))).toMatchObject({
      key: 'service.invalid_response',
    });
  });

  it('POST /customer/{code}/direct-debit-request answers the pending request', async () => {
    const answer = {
      id_request: 'PR1',
      code: 'HB1',
      request_amount: 30,
      request_description: 'Installation',
      redirect_url: 'https://example.org/back',
      status: 'PENDING',
      created_at: '2026-11-22T10:00:00.000Z',
    };
    const { client, requests } = fakeProvider(() => json(answer, 201));
    const body = {
      request_amount: 30,
      request_description: 'Installation',
      redirect_url: 'https://example.org/back',
    };
    await expect(client.requestDirectDebit('HB1', body)).resolves.toEqual(answer);
    expect(requests()).toEqual(['POST /customer/HB1/direct-debit-request']);
  });
});
