import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activePromos, getPromo, promotionByPostcode } from './promotion-routes';
import { broken, down, fakeDeps, get, notFound, VID } from './route-deps.test-support';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
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
    vi.useFakeTimers({ toFake: ['Date'] }); // the limits' windows pass with advance()
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

  it('holds cookie-less guesses to one visitor budget, whatever X-Forwarded-For they send (decision 0182)', async () => {
    const { deps } = fakeDeps();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const guess = get(`/api/get-promo?code=GUESS${i}`, { 'x-forwarded-for': `10.1.${i & 255}.${i >> 8}` });
      statuses.push((await getPromo(guess, deps)).status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
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
