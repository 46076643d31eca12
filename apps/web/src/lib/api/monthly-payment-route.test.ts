import { ProviderError } from '@fibre/provider-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculateMonthlyPayment } from './monthly-payment-route';
import { fakeDeps, post } from './route-deps.test-support';

afterEach(() => vi.restoreAllMocks());

describe('POST /api/calculate-monthly-payment', () => {
  it("answers the provider's monthly payment", async () => {
    const { deps, provider } = fakeDeps();
    const response = await calculateMonthlyPayment(
      post('/api/calculate-monthly-payment', { products: [1002, 9001], promotions: [2] }),
      deps,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).total_monthly_price).toBe(34);
    expect(provider.calculateMonthlyPayment).toHaveBeenCalledWith({
      products: [1002, 9001],
      promotions: [2],
    });
  });

  it("passes a pre-order address's uprn on, so the plan is priced at its preorder price (decision 0270)", async () => {
    const { deps, provider } = fakeDeps();
    const body = { products: [1002], promotions: [], uprn: '100000000021' };
    await calculateMonthlyPayment(post('/api/calculate-monthly-payment', body), deps);
    expect(provider.calculateMonthlyPayment).toHaveBeenCalledWith(body);
  });

  it('defaults promotions to none', async () => {
    const { deps, provider } = fakeDeps();
    await calculateMonthlyPayment(post('/api/calculate-monthly-payment', { products: [1002] }), deps);
    expect(provider.calculateMonthlyPayment).toHaveBeenCalledWith({ products: [1002], promotions: [] });
  });

  it.each([{ products: [] }, {}, { products: null }, '', [], 'null'])(
    'answers 400 monthly_payment.no_products for %j',
    async (body) => {
      const { deps, provider } = fakeDeps();
      const response = await calculateMonthlyPayment(post('/api/calculate-monthly-payment', body), deps);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'monthly_payment.no_products',
        message: 'No products were provided.',
      });
      expect(provider.calculateMonthlyPayment).not.toHaveBeenCalled();
    },
  );

  it('answers 400 validation.invalid_body for bad ids', async () => {
    const { deps } = fakeDeps();
    const response = await calculateMonthlyPayment(
      post('/api/calculate-monthly-payment', { products: ['1002'], promotions: [] }),
      deps,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('validation.invalid_body');
  });

  it("passes the provider's refusal of unknown ids on as 422", async () => {
    const { deps } = fakeDeps({
      calculateMonthlyPayment: vi.fn(async () => {
        throw new ProviderError({
          key: 'monthly_payment.unknown_product',
          status: 422,
          message: 'No product has that id',
          fields: [{ path: 'products.0', message: 'Unknown product 5' }],
        });
      }),
    });
    const response = await calculateMonthlyPayment(post('/x', { products: [5] }), deps);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'monthly_payment.unknown_product',
      message: 'No product has that id',
      fields: [{ path: 'products.0', message: 'Unknown product 5' }],
    });
  });

  it('treats a provider 401 (our token refused) as a failure, not the visitor\u2019s fault', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDeps({
      calculateMonthlyPayment: vi.fn(async () => {
        throw new ProviderError({ key: 'auth.invalid_token', status: 401, message: 'no' });
      }),
    });
    expect((await calculateMonthlyPayment(post('/x', { products: [1] }), deps)).status).toBe(502);
  });
});
