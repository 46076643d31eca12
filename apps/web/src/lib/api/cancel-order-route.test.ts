import { ProviderError } from '@fibre/provider-client';
import { describe, expect, it } from 'vitest';
import { CONFIRMED_ORDER_MESSAGE, cancelOrder } from './cancel-order-route';
import { RATE_LIMIT_RULES } from './rate-limits';
import { customerRecord, down, fakeDeps, notFound, orderCookie, post } from './route-deps.test-support';

const KEY = '0f6b2c1e-8d4a-4c3b-9e2f-1a2b3c4d5e6f';
// Sent by the browser that was given the order of the body (decision 0290).
const request = (body: unknown, headers: Record<string, string> = { 'Idempotency-Key': KEY }) => {
  const code = (body as { code?: unknown } | null)?.code;
  return post(
    '/api/cancel-order',
    body,
    typeof code === 'string' ? { ...orderCookie(code), ...headers } : headers,
  );
};

describe('POST /api/cancel-order', () => {
  it('cancels an unconfirmed order with the idempotency key passed on', async () => {
    const { deps, provider } = fakeDeps();
    const response = await cancelOrder(request({ code: 'HB-ABC123' }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      order: { code: 'HB-ABC123', status: 'CANCELLED', cancelled_at: '2026-11-22T10:05:00.000Z' },
    });
    expect(provider.getCustomer).toHaveBeenCalledWith('HB-ABC123');
    expect(provider.cancelOrder).toHaveBeenCalledWith('HB-ABC123', { idempotencyKey: KEY });
  });

  it('requires a well-formed Idempotency-Key', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'Idempotency-Key': 'short' },
      { 'Idempotency-Key': 'x'.repeat(65) },
    ]) {
      const { deps, provider } = fakeDeps();
      const response = await cancelOrder(request({ code: 'HB-ABC123' }, headers), deps);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('validation.invalid_headers');
      expect(provider.cancelOrder).not.toHaveBeenCalled();
    }
  });

  it('refuses a body that is not just a customer code', async () => {
    for (const body of [{}, { code: '' }, { code: 'HB-1', extra: 1 }, 'not json', [1]]) {
      const { deps, provider } = fakeDeps();
      const response = await cancelOrder(request(body), deps);
      expect(response.status).toBe(400);
      expect(provider.cancelOrder).not.toHaveBeenCalled();
    }
  });

  it('never cancels a confirmed order', async () => {
    const { deps, provider } = fakeDeps({
      getCustomer: async (code: string) => ({
        ...customerRecord(code),
        status: 'ORDERED',
        confirmed_at: '2026-11-22T10:04:00.000Z',
      }),
    });
    const response = await cancelOrder(request({ code: 'HB-ABC123' }), deps);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'customer.not_cancellable',
      message: CONFIRMED_ORDER_MESSAGE,
    });
    expect(provider.cancelOrder).not.toHaveBeenCalled();
  });

  it("passes the provider's refusals on with their key, and its failures as 503", async () => {
    const missing = fakeDeps({
      getCustomer: async () => {
        throw notFound('customer.not_found');
      },
    });
    const gone = await cancelOrder(request({ code: 'HB-NOPE' }), missing.deps);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error).toBe('customer.not_found');

    const twice = fakeDeps({
      cancelOrder: async () => {
        throw new ProviderError({ key: 'customer.already_cancelled', status: 409, message: 'already' });
      },
    });
    const again = await cancelOrder(request({ code: 'HB-ABC123' }), twice.deps);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('customer.already_cancelled');

    const broken = fakeDeps({
      cancelOrder: async () => {
        throw down();
      },
    });
    const failed = await cancelOrder(request({ code: 'HB-ABC123' }), broken.deps);
    expect(failed.status).toBe(503);
  });

  it('is rate-limited per visitor', async () => {
    const { deps, provider } = fakeDeps();
    const { limit } = RATE_LIMIT_RULES.cancelOrder;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await cancelOrder(request({ code: 'HB-ABC123' }), deps)).status).toBe(200);
    }
    const refused = await cancelOrder(request({ code: 'HB-ABC123' }), deps);
    expect(refused.status).toBe(429);
    expect(provider.cancelOrder).toHaveBeenCalledTimes(limit);
  });
});
