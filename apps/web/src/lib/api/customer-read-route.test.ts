import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerGetByCode } from './customer-read-route';
import { broken, fakeDeps, notFound, orderCookie, post } from './route-deps.test-support';

afterEach(() => vi.restoreAllMocks());

describe('POST /api/customer-get-by-code/', () => {
  it('answers the record without the birthdate', async () => {
    const { deps, provider } = fakeDeps();
    const response = await customerGetByCode(
      post('/api/customer-get-by-code', { code: 'C42' }, orderCookie('C42')),
      deps,
    );
    expect(response.status).toBe(200);
    const { customer } = await response.json();
    expect(customer).toMatchObject({
      code: 'C42',
      contact_surname: 'Steps',
      address: '3 Fibre Street, Demoton',
    });
    expect(customer).not.toHaveProperty('birthdate');
    expect(provider.getCustomer).toHaveBeenCalledWith('C42');
  });

  it('answers 404 customer.not_found for an unknown code and 502 when the provider fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unknown = fakeDeps({
      getCustomer: vi.fn(async () => {
        throw notFound('customer.not_found');
      }),
    });
    const missing = await customerGetByCode(
      post('/api/customer-get-by-code', { code: 'C0' }, orderCookie('C0')),
      unknown.deps,
    );
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('customer.not_found');
    const failing = fakeDeps({
      getCustomer: vi.fn(async () => {
        throw broken();
      }),
    });
    expect(
      (
        await customerGetByCode(
          post('/api/customer-get-by-code', { code: 'C1' }, orderCookie('C1')),
          failing.deps,
        )
      ).status,
    ).toBe(502);
  });

  it.each([{}, { code: '' }, { code: 'a/b' }, { code: 'C1', more: 1 }])(
    'answers 400 for %j',
    async (body) => {
      const { deps, provider } = fakeDeps();
      const response = await customerGetByCode(post('/api/customer-get-by-code', body), deps);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('validation.invalid_body');
      expect(provider.getCustomer).not.toHaveBeenCalled();
    },
  );
});
