import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedStoreUnavailableError } from '../shared-store/redis-client';
import { openTestStore, testRedisUrl } from '../shared-store/shared-store.test-support';
import { uprnByPostcode, uprnChecked, uprnData } from './address-routes';
import { createLookedUpUprns } from './looked-up-uprns';
import { broken, down, fakeDeps, fibreStreet, notFound, post, timeout, VID } from './route-deps.test-support';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('POST /api/uprn-by-postcode', () => {
  it('normalises the postcode and answers the addresses', async () => {
    const { deps, provider } = fakeDeps();
    const response = await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: ' hb11aa ' }), deps);
    expect(response.status).toBe(200);
    expect(provider.getAddressesByPostcode).toHaveBeenCalledWith('HB1 1AA');
    expect(await response.json()).toEqual({
      addresses: fibreStreet,
      location: { postcode: 'HB1 1AA', admin_ward: 'Demoton Central', admin_district: 'Demoton' },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('reads the public postcode check beside the addresses, with the normalised postcode', async () => {
    const { deps, postcodeLookup } = fakeDeps();
    await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'hb1 1aa' }), deps);
    expect(postcodeLookup.lookUp).toHaveBeenCalledWith('HB1 1AA');
  });

  it('answers the addresses with no location when the public check does not know the postcode', async () => {
    const { deps, postcodeLookup } = fakeDeps();
    postcodeLookup.lookUp.mockResolvedValueOnce(null);
    const response = await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ addresses: fibreStreet, location: null });
  });

  it('answers the addresses when the public check is down, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps, postcodeLookup } = fakeDeps();
    postcodeLookup.lookUp.mockRejectedValueOnce(new Error('The postcode lookup answered 503'));
    const response = await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ addresses: fibreStreet, location: null });
    expect(warn).toHaveBeenCalledWith(
      'The public postcode check failed; the addresses are answered without it',
      expect.objectContaining({ reason: 'The postcode lookup answered 503' }),
    );
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
    ['a malformed postcode', { postcode: 'NOT A POSTCODE' }, 'postcode'],
    ['a number', { postcode: 12345 }, 'postcode'],
    ['an unknown field', { postcode: 'HB1 1AA', extra: 1 }, 'extra'],
  ])('answers 400 validation.invalid_body with the failing field for %s', async (_name, body, field) => {
    const { deps, provider } = fakeDeps();
    const response = await uprnByPostcode(post('/api/uprn-by-postcode', body), deps);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.error).toBe('validation.invalid_body');
    expect(json.message).toBe('The request body is not valid.');
    expect(json.fields).toEqual([{ path: field, message: expect.any(String) }]);
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
    vi.useFakeTimers({ toFake: ['Date'] }); // the limits' windows pass with advance()
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

  it('holds cookie-less requests to one visitor budget, whatever X-Forwarded-For they send (decision 0182)', async () => {
    const { deps } = fakeDeps();
    const answered: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const request = post(
        '/api/uprn-by-postcode',
        { postcode: 'HB1 1AA' },
        { 'x-forwarded-for': `10.${i >> 8}.${i & 255}.1` },
      );
      answered.push((await uprnByPostcode(request, deps)).status);
    }
    expect(answered.filter((status) => status === 200)).toHaveLength(30);
    expect(answered.slice(30).every((status) => status === 429)).toBe(true);
    // Another client address (as forwarded.ts reads it from the connection) has its own budget.
    const elsewhere = post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' });
    expect((await uprnByPostcode(elsewhere, { ...deps, clientIp: '198.51.100.1' })).status).toBe(200);
  });

  it('holds one address to the network budget of 300, however many ids it collects', async () => {
    const { deps } = fakeDeps();
    const as = (n: number) =>
      post(
        '/api/uprn-by-postcode',
        { postcode: 'HB1 1AA' },
        { cookie: `hb_vid=${VID.slice(0, -3)}${String(n).padStart(3, '0')}` },
      );
    for (let id = 0; id < 10; id += 1) {
      for (let i = 0; i < 30; i += 1) expect((await uprnByPostcode(as(id), deps)).status).toBe(200);
    }
    expect((await uprnByPostcode(as(10), deps)).status).toBe(429);
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
  const cookie = { cookie: `hb_vid=${VID}` };
  const put = (uprn: unknown, headers: Record<string, string> = cookie) =>
    post('/api/uprn-checked', { uprn }, headers, 'PUT');

  it('records a uprn this visitor was just shown and answers { ok: true }', async () => {
    const { deps, provider } = fakeDeps();
    await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }, cookie), deps);
    const response = await uprnChecked(put(fibreStreet[1]!.uprn), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(provider.markUprnChecked).toHaveBeenCalledWith(fibreStreet[1]!.uprn);
  });

  it('accepts a uprn read through POST /api/uprn', async () => {
    const { deps } = fakeDeps();
    await uprnData(post('/api/uprn', { uprn: '100000000042' }, cookie), deps);
    expect((await uprnChecked(put('100000000042'), deps)).status).toBe(200);
  });

  it('refuses a uprn this visitor was not shown, as unknown, without writing (decision 0182)', async () => {
    const { deps, provider } = fakeDeps();
    await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }, cookie), deps);
    const neighbour = { cookie: `hb_vid=${VID.replace('4000', '4001')}` };
    for (const request of [
      put('999999999999'),
      put(fibreStreet[0]!.uprn, neighbour),
      put(fibreStreet[0]!.uprn, {}),
    ]) {
      const response = await uprnChecked(request, deps);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe('uprn.get.not_found');
    }
    expect(provider.markUprnChecked).not.toHaveBeenCalled();
  });

  it('forgets what was shown after half an hour', async () => {
    const { deps, advance } = fakeDeps();
    await uprnData(post('/api/uprn', { uprn: '100000000001' }, cookie), deps);
    advance(30 * 60_000);
    expect((await uprnChecked(put('100000000001'), deps)).status).toBe(404);
  });

  it('allows 30 writes a minute per visitor', async () => {
    const { deps, provider } = fakeDeps();
    await uprnData(post('/api/uprn', { uprn: '100000000001' }, cookie), deps);
    for (let i = 0; i < 30; i += 1) expect((await uprnChecked(put('100000000001'), deps)).status).toBe(200);
    const limited = await uprnChecked(put('100000000001'), deps);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toBe('request.rate_limited');
    expect(provider.markUprnChecked).toHaveBeenCalledTimes(30);
  });

  it('answers 400 uprn.checked.no_uprn without a uprn', async () => {
    const { deps } = fakeDeps();
    const response = await uprnChecked(post('/api/uprn-checked', {}, cookie, 'PUT'), deps);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('uprn.checked.no_uprn');
  });

  it('answers 404 when the provider does not know the uprn and 502 on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [error, status] of [
      [notFound('uprn.not_found'), 404],
      [broken(), 502],
    ] as const) {
      const { deps } = fakeDeps({
        markUprnChecked: vi.fn(async () => {
          throw error;
        }),
      });
      await uprnData(post('/api/uprn', { uprn: '9' }, cookie), deps);
      expect((await uprnChecked(put('9'), deps)).status).toBe(status);
    }
  });
});

describe('the looked-up uprns in the shared store (decision 0522)', () => {
  const cookie = { cookie: `hb_vid=${VID}` };
  const put = (uprn: unknown) => post('/api/uprn-checked', { uprn }, cookie, 'PUT');

  it.skipIf(!testRedisUrl)('lets a visitor look up on one site process and confirm on another', async () => {
    // Two processes: their own dependencies and Redis clients, one Redis.
    const prefix = `test:routes-${Date.now()}:`;
    const siteA = fakeDeps();
    const siteB = fakeDeps();
    siteA.deps.lookedUp = createLookedUpUprns(openTestStore(prefix));
    siteB.deps.lookedUp = createLookedUpUprns(openTestStore(prefix));
    await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }, cookie), siteA.deps);
    const confirmed = await uprnChecked(put(fibreStreet[1]!.uprn), siteB.deps);
    expect(confirmed.status).toBe(200);
    expect(siteB.provider.markUprnChecked).toHaveBeenCalledWith(fibreStreet[1]!.uprn);
    // And what neither was shown is still unknown on both.
    expect((await uprnChecked(put('999999999999'), siteB.deps)).status).toBe(404);
  });

  it('answers the look-up even when the store cannot remember it, and 503 (never a guess) when it cannot tell', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps, provider } = fakeDeps();
    const unavailable = new SharedStoreUnavailableError('test');
    deps.lookedUp = {
      remember: vi.fn(async () => Promise.reject(unavailable)),
      has: vi.fn(async () => Promise.reject(unavailable)),
    };
    const lookup = await uprnByPostcode(post('/api/uprn-by-postcode', { postcode: 'HB1 1AA' }, cookie), deps);
    expect(lookup.status).toBe(200);
    expect(warn).toHaveBeenCalled();
    const refused = await uprnChecked(put(fibreStreet[1]!.uprn), deps);
    expect(refused.status).toBe(503);
    expect((await refused.json()).error).toBe('service.unavailable');
    expect(provider.markUprnChecked).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });
});
