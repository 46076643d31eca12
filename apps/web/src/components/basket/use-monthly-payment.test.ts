import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculateMonthlyPayment } from './use-monthly-payment';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('calculateMonthlyPayment', () => {
  it('posts the products and promotions and adds a missing one-off credit as 0', async () => {
    const fetchMock = answer(200, {
      total_monthly_price: 34,
      details: [
        { id_product: 1002, monthly_price: 27, first_charge: 0, free_months: 0 },
        { id_product: 9001, monthly_price: 7, first_charge: 0, free_months: 0, one_off_credit: 0 },
      ],
    });
    const payment = await calculateMonthlyPayment([1002, 9001], [2]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/calculate-monthly-payment');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"products":[1002,9001],"promotions":[2]}');
    expect(payment.total_monthly_price).toBe(34);
    expect(payment.details.map((line) => line.one_off_credit)).toEqual([0, 0]);
  });

  it('rejects a failed answer and one without details', async () => {
    answer(502, { error: 'service.unavailable', message: 'Try later' });
    await expect(calculateMonthlyPayment([1002], [])).rejects.toThrow('failed');
    answer(200, { total_monthly_price: 30 });
    await expect(calculateMonthlyPayment([1002], [])).rejects.toThrow('no details');
  });
});
