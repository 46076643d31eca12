import { TIMINGS_MS } from '@fibre/domain';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeProvider, header, json } from './fake-provider.test-support';
import { ProviderError } from './provider-error';
import { routePath } from './transport';

const firstAddress = DEMO_ADDRESSES[0]!;

describe('requests', () => {
  it('sends the bearer token and Accept header, and joins the base URL without a double slash', async () => {
    const { client, calls } = fakeProvider(() => json(DEMO_PRODUCTS));
    await client.getProducts();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://provider.test/product');
    expect(calls[0]!.init.method).toBe('GET');
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer secret-token');
    expect(header(calls[0]!.init, 'Accept')).toBe('application/json');
    expect(header(calls[0]!.init, 'Content-Type')).toBeUndefined();
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('posts JSON bodies with a Content-Type', async () => {
    const { client, calls, sentBody } = fakeProvider(() => json({ total_monthly_price: 27, details: [] }));
    await client.calculateMonthlyPayment({ products: [1002], promotions: [] });
    expect(header(calls[0]!.init, 'Content-Type')).toBe('application/json');
    expect(sentBody()).toEqual({ products: [1002], promotions: [] });
  });

  it('fills a route template with percent-encoded params, and refuses a missing one', () => {
    expect(
      routePath({ method: 'GET', path: '/uprn/uprnByPostcode/{postcode}' }, { postcode: 'HB1 1AA' }),
    ).toBe('/uprn/uprnByPostcode/HB1%201AA');
    expect(routePath({ method: 'GET', path: '/promotion/{code}' }, { code: 'a/b?c' })).toBe(
      '/promotion/a%2Fb%3Fc',
    );
    expect(() => routePath({ method: 'GET', path: '/customer/{code}' }, {})).toThrow('No value for {code}');
  });
});

describe('answers', () => {
  it('parses the answer with its domain schema', async () => {
    const { client } = fakeProvider(() => json(firstAddress));
    await expect(client.getAddressByUprn('100000000001')).resolves.toEqual(firstAddress);
  });

  it('refuses an answer that breaks the schema with service.invalid_response (502) and its failing fields', async () => {
    const { client } = fakeProvider(() => json({ ...firstAddress, ismdu: 'yes' }));
    const error = await failure(client.getAddressByUprn('1'));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ key: 'service.invalid_response', status: 502 });
    expect((error as ProviderError).fields?.map((field) => field.path)).toEqual(['ismdu']);
  });

  it('refuses a success body that is not JSON', async () => {
    const { client } = fakeProvider(() => new Response('<html>', { status: 200 }));
    expect(await failure(client.getProducts())).toMatchObject({
      key: 'service.invalid_response',
      status: 502,
    });
  });
});

describe('failures', () => {
  it("reads the domain's error body: key, message, status and the list of failing fields", async () => {
    const fields = [
      { path: 'email', message: 'Email is invalid' },
      { path: 'products.1', message: 'Unknown product 5' },
    ];
    const { client } = fakeProvider(() =>
      json({ error: 'validation.invalid_body', message: 'The request body is not valid', fields }, 400),
    );
    const error = await failure(client.registerOutage({ email: 'a@b.co' }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      name: 'ProviderError',
      key: 'validation.invalid_body',
      status: 400,
      message: 'The request body is not valid',
      fields,
    });
    expect((error as ProviderError).isNotFound).toBe(false);
    expect((error as ProviderError).isServiceFailure).toBe(false);
  });

  it('does not take a body in another shape (the old field map, an unknown key) as the error body', async () => {
    const { client } = fakeProvider(() =>
      json(
        { error: 'validation.invalid_body', message: 'x', fields: { email: ['Email is invalid'] } },
        400,
        'Bad Request',
      ),
    );
    const error = await failure(client.registerOutage({ email: 'a@b.co' }));
    expect(error).toMatchObject({ key: 'http.400', status: 400, message: 'Bad Request', fields: undefined });
    const unknownKey = fakeProvider(() => json({ error: 'made.up', message: 'x' }, 409));
    expect(await failure(unknownKey.client.getProducts())).toMatchObject({ key: 'http.409', status: 409 });
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    const { client } = fakeProvider(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failure(client.markUprnChecked('1'));
    expect(error).toMatchObject({ key: 'service.unavailable', status: 502, message: 'Bad Gateway' });
    expect((error as ProviderError).isServiceFailure).toBe(true);
    expect((error as ProviderError).fields).toBeUndefined();
  });

  it('names a 4xx without a body by its status', async () => {
    const { client } = fakeProvider(() => new Response('', { status: 404 }));
    const error = await failure(client.getCustomer('C1'));
    expect(error).toMatchObject({ key: 'http.404', status: 404, message: 'HTTP 404' });
    expect((error as ProviderError).isNotFound).toBe(true);
  });

  it('turns a refused connection into service.unavailable (503)', async () => {
    const { client } = fakeProvider(() => {
      throw new TypeError('fetch failed');
    });
    expect(await failure(client.getProducts())).toMatchObject({ key: 'service.unavailable', status: 503 });
  });
});

describe('logging', () => {
  it('logs a refusal as a warning with the route template, never the postcode', async () => {
    const { client, logger } = fakeProvider(() =>
      json({ error: 'uprn.by_postcode.none', message: 'none' }, 404),
    );
    await failure(client.getAddressesByPostcode('HB9 9ZZ'));
    expect(logger.warn).toHaveBeenCalledWith('Provider call failed', {
      route: 'GET /uprn/uprnByPostcode/{postcode}',
      key: 'uprn.by_postcode.none',
      status: 404,
    });
    expect(logger.error).not.toHaveBeenCalled();
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('HB9');
  });

  it('logs a provider failure as an error', async () => {
    const { client, logger } = fakeProvider(() => json({ error: 'internal.error', message: 'boom' }, 500));
    await failure(client.getProducts());
    expect(logger.error).toHaveBeenCalledWith('Provider call failed', {
      route: 'GET /product',
      key: 'internal.error',
      status: 500,
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('timeout', () => {
  it('aborts after timeoutMs and reports service.timeout (504)', async () => {
    const { client } = fakeProvider(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
      30,
    );
    expect(await failure(client.getProducts())).toMatchObject({ key: 'service.timeout', status: 504 });
  });

  it("defaults to the domain's API timeout, 20 seconds", async () => {
    const spy = vi.spyOn(AbortSignal, 'timeout');
    const { client } = fakeProvider(() => json(DEMO_PRODUCTS));
    await client.getProducts();
    expect(TIMINGS_MS.apiTimeout).toBe(20_000);
    expect(spy).toHaveBeenCalledWith(20_000);
    spy.mockRestore();
  });

  it("rethrows the caller's own abort untouched, unlogged", async () => {
    const controller = new AbortController();
    const { client, logger } = fakeProvider(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(client.getProducts({ signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ProviderError);
    expect((error as Error).name).toBe('AbortError');
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });
});
