import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeps, orderCookie, post, VID } from './route-deps.test-support';
import { upfrontPaymentRequest } from './upfront-payment-route';

afterEach(() => vi.restoreAllMocks());

const KEY = '123e4567-e89b-42d3-a456-426614174222';
const body = {
  code: 'FB7K3M9QXT',
  request_amount: 49.99,
  request_description: 'Installation fee',
  redirect_url: '/checkout/payment-complete',
};
const headers = (code = 'FB7K3M9QXT') => ({
  'idempotency-key': KEY,
  cookie: `hb_vid=${VID}; ${orderCookie(code).cookie}`,
});

describe('POST /api/upfront-payment-request', () => {
  it('raises the request for the visitor own order with the redirect made absolute https', async () => {
    const { deps, provider } = fakeDeps();
    const response = await upfrontPaymentRequest(post('/api/upfront-payment-request', body, headers()), deps);
    expect(response.status).toBe(201);
    expect((await response.json()).paymentRequest).toMatchObject({
      id_request: 'PR23456789',
      request_amount: 49.99,
      redirect_url: 'https://heybroadband.example/checkout/payment-complete',
      status: 'PENDING',
    });
    expect(provider.requestDirectDebit).toHaveBeenCalledWith(
      'FB7K3M9QXT',
      {
        request_amount: 49.99,
        request_description: 'Installation fee',
        redirect_url: 'https://heybroadband.example/checkout/payment-complete',
      },
      { idempotencyKey: KEY },
    );
  });

  it('accepts an allowed payment host', async () => {
    const { deps, provider } = fakeDeps();
    const redirect = 'https://pay.heybroadband.example/done';
    const response = await upfrontPaymentRequest(
      post('/api/upfront-payment-request', { ...body, redirect_url: redirect }, headers()),
      deps,
    );
    expect(response.status).toBe(201);
    expect(vi.mocked(provider.requestDirectDebit).mock.calls[0]?.[1].redirect_url).toBe(redirect);
  });

  it.each([
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'https://heybroadband.example.evil.example/',
    'https://heybroadband.example@evil.example/',
    'http://heybroadband.example/',
    'javascript:alert(1)',
  ])('refuses the open redirect %j with the field named, and sends nothing', async (redirect) => {
    const { deps, provider } = fakeDeps();
    const response = await upfrontPaymentRequest(
      post('/api/upfront-payment-request', { ...body, redirect_url: redirect }, headers()),
      deps,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([
      { path: 'redirect_url', message: 'Please enter a page of our own website' },
    ]);
    expect(provider.requestDirectDebit).not.toHaveBeenCalled();
  });

  it('answers 404 customer.not_found for an order this browser was not given', async () => {
    const { deps, provider } = fakeDeps();
    const response = await upfrontPaymentRequest(
      post('/api/upfront-payment-request', body, headers('FBOTHER234')),
      deps,
    );
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('customer.not_found');
    expect(provider.requestDirectDebit).not.toHaveBeenCalled();
  });

  it('needs an Idempotency-Key', async () => {
    const { deps, provider } = fakeDeps();
    const response = await upfrontPaymentRequest(
      post('/api/upfront-payment-request', body, { cookie: headers().cookie }),
      deps,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('validation.invalid_headers');
    expect(provider.requestDirectDebit).not.toHaveBeenCalled();
  });

  it('names every spec field it refuses', async () => {
    const { deps } = fakeDeps();
    const response = await upfrontPaymentRequest(post('/api/upfront-payment-request', {}, headers()), deps);
    const paths = (await response.json()).fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(['code', 'request_amount', 'request_description', 'redirect_url']);
  });
});
