import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_OTS_PROVIDERS } from '@fibre/domain/demo/ots-providers';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { describe, expect, it, vi } from 'vitest';
import { createProviderClient, type FetchLike, type ProviderClientLogger } from './provider-client';
import { ProviderError } from './provider-error';

interface Recorded {
  url: string;
  init: RequestInit;
}

function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>, timeoutMs?: number) {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return answer(url, init);
  };
  const logger: ProviderClientLogger = { warn: vi.fn(), error: vi.fn() };
  const client = createProviderClient({
    baseUrl: 'http://provider.test/',
    token: 'secret-token',
    fetch,
    logger,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  return { client, calls, logger };
}

function header(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string>)[name];
}

const firstAddress = DEMO_ADDRESSES[0]!;

describe('requests', () => {
  it('sends the bearer token and Accept header, and joins the base URL without a double slash', async () => {
    const { client, calls } = setup(() => json(DEMO_PRODUCTS));
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

  it('encodes path segments (a postcode with a space) and sends register_channel=WEB to promotion calls', async () => {
    const { client, calls } = setup((url) =>
      url.includes('/uprn/') ? json(DEMO_ADDRESSES.slice(0, 2)) : json(DEMO_PROMOTIONS),
    );
    await client.getAddressesByPostcode('HB1 1AA');
    await client.getActivePromotions({ postcode: 'HB1 1AA' });
    await client.getActivePromotions();
    expect(calls.map((c) => c.url)).toEqual([
      'http://provider.test/uprn/uprnByPostcode/HB1%201AA',
      'http://provider.test/promotion?register_channel=WEB&postcode=HB1+1AA',
      'http://provider.test/promotion?register_channel=WEB',
    ]);
  });

  it('sends product and postcode with a promo code lookup, leaving out absent ones', async () => {
    const { client, calls } = setup(() => json(DEMO_PROMOTIONS[1]));
    const promotion = await client.getPromotionByCode('WELCOME10', { product: 1002, postcode: 'HB1 1AA' });
    await client.getPromotionByCode('a/b', { product: null });
    expect(promotion?.code).toBe('WELCOME10');
    expect(calls[0]!.url).toBe(
      'http://provider.test/promotion/WELCOME10?register_channel=WEB&product=1002&postcode=HB1+1AA',
    );
    expect(calls[1]!.url).toBe('http://provider.test/promotion/a%2Fb?register_channel=WEB');
  });

  it('posts JSON bodies with a Content-Type and parses the monthly payment', async () => {
    const payment = {
      total_monthly_price: 34,
      details: [
        { id_product: 1002, monthly_price: 27, first_charge: 0, free_months: 0 },
        { id_product: 9001, monthly_price: 7, first_charge: 0, free_months: 0 },
      ],
    };
    const { client, calls } = setup(() => json(payment));
    const result = await client.calculateMonthlyPayment({ products: [1002, 9001], promotions: [2] });
    expect(result).toEqual(payment);
    expect(calls[0]!.url).toBe('http://provider.test/product/calculate-monthly-payment');
    expect(calls[0]!.init.method).toBe('POST');
    expect(header(calls[0]!.init, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ products: [1002, 9001], promotions: [2] });
  });

  it('sends the idempotency key with a customer submission only when given', async () => {
    const { client, calls } = setup(() => json({ code: 'C-1' }, 201));
    await expect(
      client.submitCustomer('SIGNUP', { email: 'a@b.co' }, { idempotencyKey: 'k-1' }),
    ).resolves.toEqual({
      code: 'C-1',
    });
    await client.submitCustomer('ROI', {});
    expect(calls[0]!.url).toBe('http://provider.test/customer/SIGNUP');
    expect(header(calls[0]!.init, 'Idempotency-Key')).toBe('k-1');
    expect(header(calls[1]!.init, 'Idempotency-Key')).toBeUndefined();
  });

  it('puts uprn-checked with no body and ignores an empty answer', async () => {
    const { client, calls } = setup(() => new Response(null, { status: 204 }));
    await expect(client.markUprnChecked('100000000001')).resolves.toBeUndefined();
    expect(calls[0]!.init.method).toBe('PUT');
    expect(calls[0]!.url).toBe('http://provider.test/uprn/uprnChecked/100000000001');
  });

  it('reaches every other route at its path', async () => {
    const { client, calls } = setup(() => json({}));
    await client.getCustomer('C 1');
    await client.getCustomerSchedule('C1');
    await client.submitProspect({});
    await client.updatePreactiveCustomer('C1', {});
    await client.renewCustomer({ id_customer: 1, id_contract_renew: 2 });
    await client.setDirectDebit('C1', { account_name: 'A', account_number: '66374958', sort_code: '089999' });
    await client.requestDirectDebit('C1', {});
    await client.registerOutage({ email: 'a@b.co' });
    await client.getWorkOrderSchedule(7);
    await client.setWorkOrderSchedule(7, { day: '2025-01-01', time: '08:00' });
    expect(calls.map((c) => `${c.init.method} ${c.url.replace('http://provider.test', '')}`)).toEqual([
      'GET /customer/C%201',
      'GET /customer/C1/schedule',
      'POST /customer/PROSPECT',
      'PUT /customer/C1',
      'POST /customer/renew',
      'POST /customer/C1/direct-debit',
      'POST /customer/C1/direct-debit-request',
      'POST /customer/outage',
      'GET /workorder/schedule/7',
      'PUT /workorder/schedule/7',
    ]);
  });
});

describe('parsing with the domain schemas', () => {
  it('returns the demo catalogue unchanged', async () => {
    const { client } = setup((url) =>
      url.endsWith('/product')
        ? json(DEMO_PRODUCTS)
        : url.endsWith('/ots/providers')
          ? json(DEMO_OTS_PROVIDERS)
          : json(firstAddress),
    );
    await expect(client.getProducts()).resolves.toEqual(DEMO_PRODUCTS);
    await expect(client.getOtsProviders()).resolves.toEqual(DEMO_OTS_PROVIDERS);
    await expect(client.getAddressByUprn('100000000001')).resolves.toEqual(firstAddress);
  });

  it('treats a body that breaks the schema as a failed read', async () => {
    const { client, logger } = setup(() => json([{ id_product: 'not a number' }]));
    await expect(client.getProducts()).resolves.toBeNull();
    expect(logger.warn).toHaveBeenCalledWith('Provider read failed', {
      route: '/product',
      key: 'service.invalid_response',
      status: 502,
    });
  });

  it('reports the failing paths of a malformed body in strict mode', async () => {
    const { client } = setup(() => json({ ...firstAddress, ismdu: 'yes' }));
    const error = await client.strict.getAddressByUprn('1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(Object.keys((error as ProviderError).fields ?? {})).toEqual(['ismdu']);
  });

  it('treats a non-JSON success body as invalid', async () => {
    const { client } = setup(() => new Response('<html>', { status: 200 }));
    const error = await client.strict.getProducts().catch((e: unknown) => e);
    expect(error).toMatchObject({ key: 'service.invalid_response', status: 502 });
  });
});

describe('read semantics: log and return null', () => {
  it.each([
    ['getProducts', (c: ReturnType<typeof setup>['client']) => c.getProducts()],
    ['getOtsProviders', (c: ReturnType<typeof setup>['client']) => c.getOtsProviders()],
    ['getActivePromotions', (c: ReturnType<typeof setup>['client']) => c.getActivePromotions()],
    ['getPromotionByCode', (c: ReturnType<typeof setup>['client']) => c.getPromotionByCode('X')],
    [
      'getAddressesByPostcode',
      (c: ReturnType<typeof setup>['client']) => c.getAddressesByPostcode('HB1 1AA'),
    ],
    ['getAddressByUprn', (c: ReturnType<typeof setup>['client']) => c.getAddressByUprn('1')],
    [
      'calculateMonthlyPayment',
      (c: ReturnType<typeof setup>['client']) => c.calculateMonthlyPayment({ products: [1], promotions: [] }),
    ],
    ['getCustomer', (c: ReturnType<typeof setup>['client']) => c.getCustomer('C1')],
    ['getCustomerSchedule', (c: ReturnType<typeof setup>['client']) => c.getCustomerSchedule('C1')],
  ])('%s returns null on a 500 and logs a warning', async (_name, run) => {
    const { client, logger } = setup(() => json({ error: 'internal.error', message: 'boom' }, 500));
    await expect(run(client)).resolves.toBeNull();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('promotion-by-postcode returns an empty list instead of null', async () => {
    const { client, logger } = setup(() => json({ error: 'x' }, 503));
    await expect(client.getPromotionsByPostcode('HB1 1AA')).resolves.toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('promotion-by-postcode returns the list when the provider answers', async () => {
    const { client } = setup(() => json(DEMO_PROMOTIONS.slice(0, 1)));
    await expect(client.getPromotionsByPostcode('HB1 1AA')).resolves.toEqual(DEMO_PROMOTIONS.slice(0, 1));
  });

  it('logs the route template, never the postcode', async () => {
    const { client, logger } = setup(() => json({ error: 'uprn.by_postcode.none', message: 'none' }, 404));
    await client.getAddressesByPostcode('HB9 9ZZ');
    expect(logger.warn).toHaveBeenCalledWith('Provider read failed', {
      route: '/uprn/uprnByPostcode/{postcode}',
      key: 'uprn.by_postcode.none',
      status: 404,
    });
    expect(JSON.stringify(vi.mocked(logger.warn).mock.calls)).not.toContain('HB9');
  });
});

describe('write semantics: log and throw a ProviderError', () => {
  it('carries the API dotted key, message, status and fields', async () => {
    const { client, logger } = setup(() =>
      json(
        {
          error: 'customer.invalid_body',
          message: 'Invalid body data',
          fields: [
            { path: 'email', message: 'Email is invalid' },
            { path: ['phone'], message: 'Phone is invalid' },
            { nonsense: true },
          ],
        },
        400,
      ),
    );
    const error = await client.submitCustomer('SIGNUP', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      name: 'ProviderError',
      key: 'customer.invalid_body',
      status: 400,
      message: 'Invalid body data',
      fields: { email: ['Email is invalid'], phone: ['Phone is invalid'] },
    });
    expect((error as ProviderError).isNotFound).toBe(false);
    expect((error as ProviderError).isServiceFailure).toBe(false);
    expect(logger.error).toHaveBeenCalledWith('Provider write failed', {
      route: '/customer/{action}',
      key: 'customer.invalid_body',
      status: 400,
    });
  });

  it("reads the domain's field shape: path -> messages", async () => {
    const { client } = setup(() =>
      json(
        {
          error: 'validation.invalid_body',
          message: 'Invalid',
          fields: { email: ['Email is invalid', 'Too long'], bad: 'not a list', other: [1] },
        },
        400,
      ),
    );
    const error = await client.submitProspect({}).catch((e: unknown) => e);
    expect((error as ProviderError).fields).toEqual({ email: ['Email is invalid', 'Too long'] });
  });

  it('ignores fields of any other shape', async () => {
    const { client } = setup(() => json({ error: 'x.y', message: 'm', fields: 'nope' }, 400));
    const error = await client.submitProspect({}).catch((e: unknown) => e);
    expect((error as ProviderError).fields).toBeUndefined();
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    const { client } = setup(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await client.markUprnChecked('1').catch((e: unknown) => e);
    expect(error).toMatchObject({ key: 'service.unavailable', status: 502, message: 'Bad Gateway' });
    expect((error as ProviderError).isServiceFailure).toBe(true);
    expect((error as ProviderError).fields).toBeUndefined();
  });

  it('names a 4xx without a key by its status', async () => {
    const { client } = setup(() => new Response('', { status: 404 }));
    const error = await client.registerOutage({ email: 'a@b.co' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ key: 'http.404', status: 404, message: 'HTTP 404' });
    expect((error as ProviderError).isNotFound).toBe(true);
  });

  it('turns a refused connection into service.unavailable (503)', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await client
      .setDirectDebit('C1', { account_name: 'A', account_number: '1', sort_code: '2' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ key: 'service.unavailable', status: 503 });
  });
});

describe('timeout', () => {
  it('aborts after timeoutMs and reports service.timeout (504)', async () => {
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
      30,
    );
    const error = await client.strict.getProducts().catch((e: unknown) => e);
    expect(error).toMatchObject({ key: 'service.timeout', status: 504 });
  });

  it('defaults to 20 seconds', async () => {
    const spy = vi.spyOn(AbortSignal, 'timeout');
    const { client } = setup(() => json(DEMO_PRODUCTS));
    await client.getProducts();
    expect(spy).toHaveBeenCalledWith(20_000);
    spy.mockRestore();
  });

  it("rethrows the caller's own abort untouched", async () => {
    const controller = new AbortController();
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.strict.getProducts({ signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ProviderError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('installation-slot semantics: log and return an error object', () => {
  it('returns { error, message, status } instead of throwing', async () => {
    const { client, logger } = setup(() =>
      json({ error: 'schedule.full', message: 'That slot is full' }, 409),
    );
    await expect(client.setWorkOrderSchedule(1, { day: 'd', time: 't' })).resolves.toEqual({
      error: 'schedule.full',
      message: 'That slot is full',
      status: 409,
    });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('returns the data on success', async () => {
    const { client } = setup(() => json({ slots: [] }));
    await expect(client.getWorkOrderSchedule(1)).resolves.toEqual({ slots: [] });
  });
});
