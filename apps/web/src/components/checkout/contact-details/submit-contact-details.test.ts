import type { CustomerActionResponse } from '@fibre/domain/schemas/api-customer';
import { describe, expect, it, vi } from 'vitest';
import {
  CONTACT_SUBMIT_FAILED_MESSAGE,
  submitContactDetails,
  submitResumeCode,
} from './submit-contact-details';

const customer = { code: 'FB7K3M9QXT' } as CustomerActionResponse;
const ok = { kind: 'ok' as const, status: 201, data: { customer } };
const openOrder = {
  kind: 'failed' as const,
  status: 409,
  error: { error: 'customer.open_order_exists' as const, message: 'Please call us on 0808 157 0192.' },
};

const fresh = () => 'fresh-key-87654321';

function providerRefusal(status: number, error: string, message: string) {
  return { kind: 'failed' as const, status, error: { error, message } } as {
    kind: 'failed';
    status: number;
    error: { error: 'validation.invalid_body'; message: string };
  };
}

describe('submitContactDetails', () => {
  it('sends the action to its route with the key', async () => {
    const send = vi.fn(async () => ok);
    expect(await submitContactDetails('PREORDERDDSDU', 'key-12345678', send, fresh)).toEqual({
      kind: 'ok',
      customer,
      action: 'PREORDERDDSDU',
    });
    expect(send).toHaveBeenCalledWith('/api/customer-preorderDDSDU', 'key-12345678');
  });

  it('asks for the e-mailed code when the open order needs one (decision 0380)', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce(openOrder)
      .mockResolvedValueOnce({ kind: 'ok', status: 202, data: { verification: 'sent' } });
    expect(await submitContactDetails('SIGNUP', 'key-12345678', send, fresh)).toEqual({ kind: 'verify' });
    expect(send).toHaveBeenNthCalledWith(2, '/api/customer-update', 'key-12345678-upd');
  });

  it('says the e-mail service failed, or the code budget is spent, in their own words', async () => {
    const unsent = {
      kind: 'failed' as const,
      status: 503,
      error: { error: 'customer.verification_unsent' as const, message: 'We could not send the code.' },
    };
    const send = vi.fn().mockResolvedValueOnce(openOrder).mockResolvedValueOnce(unsent);
    expect(await submitContactDetails('SIGNUP', 'key-12345678', send, fresh)).toEqual({
      kind: 'failed',
      message: 'We could not send the code.',
    });
    const limited = { kind: 'rate-limited' as const, status: 429 as const, message: 'Too many codes.' };
    const again = vi.fn().mockResolvedValueOnce(openOrder).mockResolvedValueOnce(limited);
    expect(await submitContactDetails('SIGNUP', 'key-12345678', again, fresh)).toEqual({
      kind: 'failed',
      message: 'Too many codes.',
    });
  });

  it("resumes the visitor's own open order as UPDATE once, under a key of its own", async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce(openOrder)
      .mockResolvedValueOnce({ ...ok, status: 200 });
    const outcome = await submitContactDetails('SIGNUP', 'key-12345678', send, fresh);
    expect(outcome).toEqual({ kind: 'ok', customer, action: 'UPDATE' });
    expect(send).toHaveBeenNthCalledWith(2, '/api/customer-update', 'key-12345678-upd');
  });

  it("shows the 409's words when the open order is someone else's", async () => {
    const notFound = {
      kind: 'failed' as const,
      status: 404,
      error: { error: 'customer.not_found' as const, message: 'No' },
    };
    const send = vi.fn().mockResolvedValueOnce(openOrder).mockResolvedValueOnce(notFound);
    expect(await submitContactDetails('SIGNUP', 'key-12345678', send, fresh)).toEqual({
      kind: 'refused',
      message: 'Please call us on 0808 157 0192.',
      fields: [],
    });
  });

  it('keeps the field errors of a refusal, and says §8 words for a failure', async () => {
    const invalid = {
      kind: 'failed' as const,
      status: 400,
      error: {
        error: 'validation.invalid_body' as const,
        message: 'x',
        fields: [{ path: 'phone', message: 'Phone is invalid' }],
      },
    };
    expect(
      await submitContactDetails(
        'SIGNUP',
        'key-12345678',
        vi.fn(async () => invalid),
        fresh,
      ),
    ).toEqual({
      kind: 'refused',
      message: CONTACT_SUBMIT_FAILED_MESSAGE,
      fields: [{ path: 'phone', message: 'Phone is invalid' }],
    });
    const down = { kind: 'failed' as const, status: 503, error: null };
    expect(
      await submitContactDetails(
        'SIGNUP',
        'key-12345678',
        vi.fn(async () => down),
        fresh,
      ),
    ).toEqual({
      kind: 'failed',
      message: CONTACT_SUBMIT_FAILED_MESSAGE,
    });
    expect(
      await submitContactDetails(
        'SIGNUP',
        'key-12345678',
        vi.fn(async () => ({ kind: 'unreachable' as const })),
        fresh,
      ),
    ).toEqual({
      kind: 'failed',
      message: CONTACT_SUBMIT_FAILED_MESSAGE,
    });
  });

  it.each([
    [422, 'idempotency.key_reused', 'This Idempotency-Key was already used with a different request'],
    [409, 'idempotency.in_progress', 'A request with this Idempotency-Key is still being processed'],
    [409, 'customer.state_conflict', 'The customer is not in a state that allows this'],
    [404, 'customer.not_found', 'No customer with that code'],
    [422, 'customer.already_live', 'The customer is already live'],
  ])("never shows the provider's own words for a %i %s", async (status, key, words) => {
    const send = vi.fn(async () => providerRefusal(status, key, words));
    const outcome = await submitContactDetails('SIGNUP', 'key-12345678', send, fresh);
    expect(outcome).toMatchObject({ message: CONTACT_SUBMIT_FAILED_MESSAGE });
    expect(JSON.stringify(outcome)).not.toContain(words);
  });

  it('keeps the key for a twin still running, so the retry replays its answer', async () => {
    const busy = providerRefusal(409, 'idempotency.in_progress', 'still being processed');
    expect(
      await submitContactDetails(
        'SIGNUP',
        'key-12345678',
        vi.fn(async () => busy),
        fresh,
      ),
    ).toEqual({
      kind: 'failed',
      message: CONTACT_SUBMIT_FAILED_MESSAGE,
    });
  });

  it('spends the key on any other refusal, since the provider replays it to that key', async () => {
    const gone = providerRefusal(404, 'customer.not_found', 'No');
    expect(
      await submitContactDetails(
        'UPDATE',
        'key-12345678',
        vi.fn(async () => gone),
        fresh,
      ),
    ).toEqual({
      kind: 'refused',
      message: CONTACT_SUBMIT_FAILED_MESSAGE,
      fields: [],
    });
  });

  it('sends details edited after a lost answer once more under a fresh key, and resumes from there', async () => {
    const reused = providerRefusal(422, 'idempotency.key_reused', 'already used');
    const send = vi
      .fn()
      .mockResolvedValueOnce(reused)
      .mockResolvedValueOnce(openOrder)
      .mockResolvedValueOnce(ok);
    const freshKey = vi.fn(fresh);
    expect(await submitContactDetails('SIGNUP', 'key-12345678', send, freshKey)).toEqual({
      kind: 'ok',
      customer,
      action: 'UPDATE',
    });
    expect(freshKey).toHaveBeenCalledOnce();
    expect(send.mock.calls).toEqual([
      ['/api/customer-signup', 'key-12345678'],
      ['/api/customer-signup', 'fresh-key-87654321'],
      ['/api/customer-update', 'fresh-key-87654321-upd'],
    ]);
  });

  it('asks for a fresh key once only, and says §8 words if that is refused too', async () => {
    const reused = providerRefusal(422, 'idempotency.key_reused', 'already used');
    const send = vi.fn(async () => reused);
    expect(await submitContactDetails('SIGNUP', 'key-12345678', send, fresh)).toEqual({
      kind: 'refused',
      message: CONTACT_SUBMIT_FAILED_MESSAGE,
      fields: [],
    });
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('submitResumeCode', () => {
  it('sends the body with the code as UPDATE and resumes the order', async () => {
    const send = vi.fn(async () => ({ ...ok, status: 200 }));
    expect(await submitResumeCode('key-12345678', send)).toEqual({ kind: 'ok', customer, action: 'UPDATE' });
    expect(send).toHaveBeenCalledWith('/api/customer-update', 'key-12345678');
  });

  it('puts a refused code on its field with the words of the route', async () => {
    const words = 'The code is not right, or it has expired.';
    const invalid = {
      kind: 'failed' as const,
      status: 400,
      error: {
        error: 'customer.verification_invalid' as const,
        message: words,
        fields: [{ path: 'verification_code', message: words }],
      },
    };
    expect(
      await submitResumeCode(
        'key-12345678',
        vi.fn(async () => invalid),
      ),
    ).toEqual({
      kind: 'refused',
      message: words,
      fields: [{ path: 'verification_code', message: words }],
    });
  });

  it('says the rate limit words, and §8 words when the open order has gone meanwhile', async () => {
    const limited = { kind: 'rate-limited' as const, status: 429 as const, message: 'Too many wrong codes.' };
    expect(
      await submitResumeCode(
        'key-12345678',
        vi.fn(async () => limited),
      ),
    ).toEqual({
      kind: 'failed',
      message: 'Too many wrong codes.',
    });
    const gone = providerRefusal(404, 'customer.not_found', 'No open order matches');
    expect(
      await submitResumeCode(
        'key-12345678',
        vi.fn(async () => gone),
      ),
    ).toEqual({
      kind: 'refused',
      message: CONTACT_SUBMIT_FAILED_MESSAGE,
      fields: [],
    });
  });
});
