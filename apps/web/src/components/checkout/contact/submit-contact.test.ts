import type { CustomerActionResponse } from '@fibre/domain/schemas/api-customer';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_SUBMIT_FAILED_MESSAGE, submitContactDetails } from './submit-contact';

const customer = { code: 'FB7K3M9QXT' } as CustomerActionResponse;
const ok = { kind: 'ok' as const, status: 201, data: { customer } };
const openOrder = {
  kind: 'failed' as const,
  status: 409,
  error: { error: 'customer.open_order_exists' as const, message: 'Please call us on 0808 157 0192.' },
};

describe('submitContactDetails', () => {
  it('sends the action to its route with the key', async () => {
    const send = vi.fn(async () => ok);
    expect(await submitContactDetails('PREORDERDDSDU', 'key-12345678', send)).toEqual({
      kind: 'ok',
      customer,
      action: 'PREORDERDDSDU',
    });
    expect(send).toHaveBeenCalledWith('/api/customer-preorderDDSDU', 'key-12345678');
  });

  it("resumes the visitor's own open order as UPDATE once, under a key of its own", async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce(openOrder)
      .mockResolvedValueOnce({ ...ok, status: 200 });
    const outcome = await submitContactDetails('SIGNUP', 'key-12345678', send);
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
    expect(await submitContactDetails('SIGNUP', 'key-12345678', send)).toEqual({
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
      ),
    ).toEqual({
      kind: 'failed',
      message: CONTACT_SUBMIT_FAILED_MESSAGE,
    });
  });
});
