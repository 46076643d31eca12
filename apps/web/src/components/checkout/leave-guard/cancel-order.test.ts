import { initialCheckoutState } from '@fibre/domain/stored-state';
import { describe, expect, it, vi } from 'vitest';
import { CANCEL_ORDER_PATH, cancelUnconfirmedOrder, unconfirmedOrderCode } from './cancel-order';

const order = {
  orderNumber: 'HB-123',
  customerCode: 'HB-123',
  email: 'a@b.test',
  action: 'SIGNUP' as const,
  productId: 1,
};

describe('cancelUnconfirmedOrder', () => {
  it('posts the unconfirmed order code with keepalive and an idempotency key', () => {
    const send = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    cancelUnconfirmedOrder({ ...initialCheckoutState, order }, send);
    expect(send).toHaveBeenCalledTimes(1);
    const [path, init] = send.mock.calls[0] as [string, RequestInit];
    expect(path).toBe(CANCEL_ORDER_PATH);
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual({ code: 'HB-123' });
    const headers = init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{8,64}$/i);
  });

  it('sends nothing without an order or once it is confirmed, and swallows failures', () => {
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    cancelUnconfirmedOrder(initialCheckoutState, send);
    cancelUnconfirmedOrder({ ...initialCheckoutState, order, confirmedOrderNumber: 'HB-123' }, send);
    expect(send).not.toHaveBeenCalled();
    expect(unconfirmedOrderCode({ ...initialCheckoutState, order })).toBe('HB-123');
    expect(() => cancelUnconfirmedOrder({ ...initialCheckoutState, order }, send)).not.toThrow();
    const throwing = vi.fn(() => {
      throw new TypeError('blocked');
    });
    expect(() =>
      cancelUnconfirmedOrder({ ...initialCheckoutState, order }, throwing as unknown as typeof fetch),
    ).not.toThrow();
  });
});
