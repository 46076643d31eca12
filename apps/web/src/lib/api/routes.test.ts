import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { ProviderError } from '@fibre/provider-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uprnByPostcode, uprnChecked, uprnData } from './address-routes';
import { calculateMonthlyPayment } from './monthly-payment-route';
import { activePromos, getPromo, promotionByPostcode } from './promotion-routes';
import { createRateLimiters } from './rate-limits';
import type { RouteDeps } from './route-deps';

const fibreStreet = DEMO_ADDRESSES.filter((address) => address.postcode === 'HB1 1AA');
const VID = '123e4567-e89b-42d3-a456-426614174000';

function fakeDeps(overrides: Partial<RouteDeps['provider']> = {}) {
  const provider = {
    getAddressesByPostcode: vi.fn(async () => fibreStreet),
    getAddressByUprn: vi.fn(async () => fibreStreet[0]!),
    getActivePromotions: vi.fn(async () => [DEMO_PROMOTIONS[0]!]),
    getPromotionByCode: vi.fn(async () => DEMO_PROMOTIONS[1]!),
    getPromotionsByPostcode: vi.fn(async () => [DEMO_PROMOTIONS[0]!]),
    calculateMonthlyPayment: vi.fn(async () => ({
      total_monthly_price: 34,
      details: [{ id_product: 1002, monthly_price: 27, first_charge: 0, free_months: 0 }],
    })),
    markUprnChecked: vi.fn(async () => undefined),
    ...overrides,
  };
  let now = 1_000_000;
  const deps: RouteDeps = {
    provider,
    limiters: createRateLimiters(),
    now: () => now,
    secure: false,
  };
  return { deps, provider, advance: (ms: number) => (now += ms) };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST'): Request {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    headers: { 'x-forwarded-for': '203.0.113.9', ...headers },
  });
}

const down = () => new ProviderError({ key: 'service.unavailable', status: 503, message: 'down' });
const timeout = () => new ProviderError({ key: 'service.timeout', status: 504, message: 'slow' });
const broken = () => new ProviderError({ key: 'internal.error', status: 500, message: 'boom' });
const notFound = (key: string) => new ProviderError({ key, status: 404, message: 'none' });

afterEach(() => vi.restoreAllMocks());

describe('POST /api/uprn-by-postcode', () => {
  it('normalises the postcode and answers the addresses', async () => {
    const { deps, provider } = fakeDeps();
    const response = await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: ' hb11aa ' }), deps);
    expect(response.status).toBe(200);
    expect(provider.getAddressesByPostcode).toHaveBeenCalledWith('HB1 1AA');
    expect(await response.json()).toEqual({ addresses: fibreStreet });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('issues the visitor cookie on a first request only', async () => {
    const { deps } = fakeDeps();
    const first = await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }), deps);
    expect(first.headers.get('set-cookie')).toMatch(
      /^hb_vid=[0-9a-f-]{36}; Path=\/api; Max-Age=86400; HttpOnly; SameSite=Lax$/,
    );
    const again = await uprnByPostcode(
      post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }, { cookie: `other=1; hb_vid=${VID}` }),
      deps,
    );
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('marks the visitor cookie Secure over https', async () => {
    const { deps } = fakeDeps();
    const response = await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }), {
      ...deps,
      secure: true,
    });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it.each([
    ['an empty list', async () => []],
    [
      'a provider 404',
      async () => {
        throw notFound('uprn.not_found');
      },
    ],
  ])('answers 404 uprn.by_postcode.none for %s', async (_name, answer) => {
    const { deps } = fakeDeps({ getAddressesByPostcode: vi.fn(answer) });
    const response = await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'HB9 9ZZ' }), deps);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'uprn.by_postcode.none',
      message: 'No addresses were found for this postcode.',
    });
  });

  it.each([
    ['no body', ''],
    ['no postcode', {}],
    ['a blank postcode', { postcode: '  ' }],
    ['a null postcode', { postcode: null }],
  ])('answers 400 uprn.by_postcode.no_postcode for %s', async (_name, body) => {
    const { deps, provider } = fakeDeps();
    const response = await uprnByPostcode(post('/api/uprn-by-postcode', body), deps);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('uprn.by_postcode.no_postcode');
    expect(provider.getAddressesByPostcode).not.toHaveBeenCalled();
  });

  it.each([
    ['a malformed postcode', { postcode: 'NOT A POSTCODE' }],
    ['a number', { postcode: 12345 }],
    ['an unknown field', { postcode: 'HB1 1AA', extra: 1 }],
  ])('answers 400 validation.invalid_body with the fields for %s', async (_name, body) => {
    const { deps, provider } = fakeDeps();
    const response = await uprnByPostcode(post('/api/uprn-by-postcode', body), deps);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.error).toBe('validation.invalid_body');
    expect(json.message).toBe('The request body is not valid.');
    expect(Object.keys(json.fields).length).toBeGreaterThan(0);
    expect(provider.getAddressesByPostcode).not.toHaveBeenCalled();
  });

  it('refuses a body over 8 KiB with 413 request.too_large', async () => {
    const { deps, provider } = fakeDeps();
    const response = await uprnByPostcode(
      post('/api/uprn-by-postcode', { postcode: 'x'.repeat(9000) }),
      deps,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'request.too_large',
      message: 'The request is too large.',
    });
    const declared = await uprnByPostcode(
      post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }, { 'content-length': '9000' }),
      deps,
    );
    expect(declared.status).toBe(413);
    expect(provider.getAddressesByPostcode).not.toHaveBeenCalled();
  });

  it('accepts a body of exactly 8 KiB', async () => {
    const { deps } = fakeDeps();
    const padding = ' '.repeat(8 * 1024 - JSON.stringify({ postcode: 'HB1 1AA' }).length);
    const response = await uprnByPostcode(
      post('/api/uprn-by-postcode', `${JSON.stringify({ postcode: 'HB1 1AA' })}${padding}`),
      deps,
    );
    expect(response.status).toBe(200);
  });

  it('answers 400 request.invalid_json for a body that is not JSON', async () => {
    const { deps } = fakeDeps();
    const response = await uprnByPostcode(post('/api/uprn-by-postcode', '{nope'), deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'request.invalid_json',
      message: 'The request body is not valid JSON.',
    });
  });

  it.each([
    [down, 503],
    [timeout, 503],
    [broken, 502],
    [() => new Error('unexpected'), 502],
  ])('answers a clean provider failure (case %#) with no stack', async (makeError, status) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDeps({
      getAddressesByPostcode: vi.fn(async () => {
        throw makeError();
      }),
    });
    const response = await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }), deps);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({
      error: 'service.unavailable',
      message: 'The service is not available at the moment. Please try again later.',
    });
  });

  it('allows 30 lookups a minute per visitor, then answers 429 with a plain message and Retry-After', async () => {
    const { deps, advance } = fakeDeps();
    const request = () => post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }, { cookie: `hb_vid=${VID}` });
    for (let i = 0; i < 30; i += 1) expect((await uprnByPostcode(request(), deps)).status).toBe(200);
    const limited = await uprnByPostcode(request(), deps);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({
      error: 'request.rate_limited',
      message: 'Too many address searches. Please wait a minute and try again.',
    });
    advance(60_000);
    expect((await uprnByPostcode(request(), deps)).status).toBe(200);
  });

  it('keeps visitors on one network apart, up to the network budget', async () => {
    const { deps } = fakeDeps();
    const as = (id: string) =>
      post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }, { cookie: `hb_vid=${id}` });
    for (let i = 0; i < 30; i += 1) await uprnByPostcode(as(VID), deps);
    expect((await uprnByPostcode(as(VID), deps)).status).toBe(429);
    const neighbour = VID.replace('4000', '4001');
    expect((await uprnByPostcode(as(neighbour), deps)).status).toBe(200);
  });

  it('counts cookie-less requests by network address, with the network budget of 300', async () => {
    const { deps } = fakeDeps();
    const request = () => post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' });
    for (let i = 0; i < 300; i += 1) expect((await uprnByPostcode(request(), deps)).status).toBe(200);
    expect((await uprnByPostcode(request(), deps)).status).toBe(429);
    const elsewhere = post(
      '/api/uprn-by-postcode',
      { postcode: 'HB1 1AA' },
      { 'x-forwarded-for': '198.51.100.1' },
    );
    expect((await uprnByPostcode(elsewhere, deps)).status).toBe(200);
  });

  it('keys on the last x-forwarded-for entry, which the client cannot choose', async () => {
    const { deps } = fakeDeps();
    for (let i = 0; i < 300; i += 1) {
      await uprnByPostcode(
        post(
          '/api/uprn-by-postcode',
          { postcode: 'HB1 1AA' },
          { 'x-forwarded-for': `10.0.0.${i % 250}, 203.0.113.9` },
        ),
        deps,
      );
    }
    const spoofed = post(
      '/api/uprn-by-postcode',
      { postcode: 'HB1 1AA' },
      { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' },
    );
    expect((await uprnByPostcode(spoofed, deps)).status).toBe(429);
  });

  it('does not count invalid requests against the visitor', async () => {
    const { deps } = fakeDeps();
    for (let i = 0; i < 40; i += 1) await uprnByPostcode(post('/api/uprn-by-postcode', {}), deps);
    expect((await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }), deps)).status).toBe(
      200,
    );
  });
});

describe('POST /api/uprn', () => {
  it('answers the address of a uprn', async () => {
    const { deps, provider } = fakeDeps();
    const response = await uprnData(post('/api/uprn', { uprn: '100000000001' }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ address: fibreStreet[0] });
    expect(provider.getAddressByUprn).toHaveBeenCalledWith('100000000001');
  });

  it('answers 404 uprn.get.not_found for an unknown uprn', async () => {
    const { deps } = fakeDeps({
      getAddressByUprn: vi.fn(async () => {
        throw notFound('uprn.not_found');
      }),
    });
    const response = await uprnData(post('/api/uprn', { uprn: '999999999999' }), deps);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'uprn.get.not_found',
      message: 'No address data was found for this uprn.',
    });
  });

  it('answers 400 uprn.get.no_uprn without a uprn and validation.invalid_body for a bad one', async () => {
    const { deps } = fakeDeps();
    expect((await (await uprnData(post('/api/uprn', {}), deps)).json()).error).toBe('uprn.get.no_uprn');
    const bad = await uprnData(post('/api/uprn', { uprn: 'abc' }), deps);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('validation.invalid_body');
  });

  it('shares the address-lookup budget', async () => {
    const { deps } = fakeDeps();
    const request = () => post('/api/uprn', { uprn: '100000000001' }, { cookie: `hb_vid=${VID}` });
    for (let i = 0; i < 30; i += 1) await uprnData(request(), deps);
    expect((await uprnData(request(), deps)).status).toBe(429);
  });

  it('answers 503 when the provider is away', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDeps({
      getAddressByUprn: vi.fn(async () => {
        throw down();
      }),
    });
    expect((await uprnData(post('/api/uprn', { uprn: '1' }), deps)).status).toBe(503);
  });
});

describe('PUT /api/uprn-checked', () => {
  it('records the uprn and answers { ok: true }', async () => {
    const { deps, provider } = fakeDeps();
    const response = await uprnChecked(post('/api/uprn-checked', { uprn: '100000000001' }, {}, 'PUT'), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(provider.markUprnChecked).toHaveBeenCalledWith('100000000001');
  });

  it('answers 400 uprn.checked.no_uprn without a uprn', async () => {
    const { deps } = fakeDeps();
    const response = await uprnChecked(post('/api/uprn-checked', {}, {}, 'PUT'), deps);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('uprn.checked.no_uprn');
  });

  it('answers 404 for an unknown uprn and 502 on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = fakeDeps({
      markUprnChecked: vi.fn(async () => {
        throw notFound('uprn.not_found');
      }),
    });
    expect((await uprnChecked(post('/x', { uprn: '9' }, {}, 'PUT'), missing.deps)).status).toBe(404);
    const failing = fakeDeps({
      markUprnChecked: vi.fn(async () => {
        throw broken();
      }),
    });
    expect((await uprnChecked(post('/x', { uprn: '9' }, {}, 'PUT'), failing.deps)).status).toBe(502);
  });
});

describe('GET /api/active-promos', () => {
  it('asks for the promotions valid at the normalised postcode', async () => {
    const { deps, provider } = fakeDeps();
    const response = await activePromos(get('/api/active-promos?postcode=hb1%201aa'), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ promotions: [DEMO_PROMOTIONS[0]] });
    expect(provider.getActivePromotions).toHaveBeenCalledWith({ postcode: 'HB1 1AA' });
  });

  it('asks for every live promotion without a postcode', async () => {
    const { deps, provider } = fakeDeps();
    const response = await activePromos(get('/api/active-promos?postcode='), deps);
    expect(response.status).toBe(200);
    expect(provider.getActivePromotions).toHaveBeenCalledWith({});
  });

  it.each(['postcode=zzz', 'postcode=HB1%201AA&extra=1'])(
    'answers 400 validation.invalid_query for %s',
    async (search) => {
      const { deps, provider } = fakeDeps();
      const bad = await activePromos(get(`/api/active-promos?${search}`), deps);
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toBe('validation.invalid_query');
      expect(provider.getActivePromotions).not.toHaveBeenCalled();
    },
  );

  it('answers 503 when the provider is away', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDeps({
      getActivePromotions: vi.fn(async () => {
        throw down();
      }),
    });
    expect((await activePromos(get('/api/active-promos?postcode=HB1 1AA'), deps)).status).toBe(503);
  });
});

describe('GET /api/get-promo', () => {
  it('looks the code up, upper-cased, with the product and normalised postcode', async () => {
    const { deps, provider } = fakeDeps();
    const response = await getPromo(get('/api/get-promo?code=welcome10&product=1002&postcode=hb11aa'), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ promotion: DEMO_PROMOTIONS[1] });
    expect(provider.getPromotionByCode).toHaveBeenCalledWith('WELCOME10', {
      product: 1002,
      postcode: 'HB1 1AA',
    });
  });

  it('answers 404 promotions.get.not_found for an unknown or withdrawn code', async () => {
    const { deps } = fakeDeps({
      getPromotionByCode: vi.fn(async () => {
        throw notFound('promotion.not_found');
      }),
    });
    const response = await getPromo(get('/api/get-promo?code=OLDCODE&product=1002'), deps);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'promotions.get.not_found',
      message: 'Promo code not valid',
    });
  });

  it('answers 400 promotions.get.no_code without a code', async () => {
    const { deps } = fakeDeps();
    const response = await getPromo(get('/api/get-promo?code=%20&product=1002'), deps);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('promotions.get.no_code');
  });

  it.each([
    'code=WEL%20COME',
    'code=X&product=abc',
    'code=X&product=-1',
    'code=X&postcode=nowhere',
    'code=X&y=1',
  ])('answers 400 validation.invalid_query for %s', async (search) => {
    const { deps, provider } = fakeDeps();
    const response = await getPromo(get(`/api/get-promo?${search}`), deps);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('validation.invalid_query');
    expect(provider.getPromotionByCode).not.toHaveBeenCalled();
  });

  it('allows 10 attempts in 10 minutes per visitor, then 429', async () => {
    const { deps, advance } = fakeDeps();
    const attempt = () => get('/api/get-promo?code=GUESS', { cookie: `hb_vid=${VID}` });
    for (let i = 0; i < 10; i += 1) expect((await getPromo(attempt(), deps)).status).toBe(200);
    const limited = await getPromo(attempt(), deps);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'request.rate_limited',
      message: 'Too many promo code attempts. Please wait a few minutes and try again.',
    });
    expect(limited.headers.get('retry-after')).toBe('600');
    advance(10 * 60_000);
    expect((await getPromo(attempt(), deps)).status).toBe(200);
  });

  it('counts malformed codes as attempts too', async () => {
    const { deps } = fakeDeps();
    const attempt = () => get('/api/get-promo?code=%3Cscript%3E', { cookie: `hb_vid=${VID}` });
    for (let i = 0; i < 10; i += 1) expect((await getPromo(attempt(), deps)).status).toBe(400);
    expect((await getPromo(attempt(), deps)).status).toBe(429);
  });

  it('answers 502 when the provider breaks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDeps({
      getPromotionByCode: vi.fn(async () => {
        throw broken();
      }),
    });
    expect((await getPromo(get('/api/get-promo?code=X'), deps)).status).toBe(502);
  });
});

describe('GET /api/promotion-by-postcode/{postcode}', () => {
  it('answers the promotions at the normalised postcode', async () => {
    const { deps, provider } = fakeDeps();
    const response = await promotionByPostcode('hb11aa', deps);
    expect(await response.json()).toEqual({ promotions: [DEMO_PROMOTIONS[0]] });
    expect(provider.getPromotionsByPostcode).toHaveBeenCalledWith('HB1 1AA');
  });

  it('answers an empty list when the provider fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps } = fakeDeps({
      getPromotionsByPostcode: vi.fn(async () => {
        throw down();
      }),
    });
    const response = await promotionByPostcode('HB1 1AA', deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ promotions: [] });
  });

  it('answers 400 promotions.by_postcode.no_postcode for a bad postcode', async () => {
    const { deps } = fakeDeps();
    const response = await promotionByPostcode('not-a-postcode', deps);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('promotions.by_postcode.no_postcode');
  });
});

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
          fields: { 'products.0': ['Unknown product 5'] },
        });
      }),
    });
    const response = await calculateMonthlyPayment(post('/x', { products: [5] }), deps);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'monthly_payment.unknown_product',
      message: 'No product has that id',
      fields: { 'products.0': ['Unknown product 5'] },
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
