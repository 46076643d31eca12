import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { RATE_LIMITED_MESSAGES } from '@fibre/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupPromoCode } from './promo-lookup';

const welcome = DEMO_PROMOTIONS.find((promotion) => promotion.code === 'WELCOME10')!;

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('lookupPromoCode', () => {
  it('asks for the code, the plan and the postcode, and returns the promotion', async () => {
    const fetch = answer(200, { promotion: welcome });
    vi.stubGlobal('fetch', fetch);
    expect(await lookupPromoCode(' welcome10 ', 1002, 'HB1 1AA')).toEqual({
      kind: 'found',
      promotion: welcome,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/get-promo?code=welcome10&product=1002&postcode=HB1+1AA');
  });

  it('leaves the postcode out when there is none', async () => {
    const fetch = answer(200, { promotion: welcome });
    vi.stubGlobal('fetch', fetch);
    await lookupPromoCode('WELCOME10', 1002, null);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/get-promo?code=WELCOME10&product=1002');
  });

  it('is not found for a 404, any failure or a body with no promotion', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'promotions.get.not_found' }));
    expect(await lookupPromoCode('NOPE', 1002, 'HB1 1AA')).toEqual({ kind: 'not-found' });
    vi.stubGlobal('fetch', answer(502, { error: 'service.unavailable' }));
    expect(await lookupPromoCode('NOPE', 1002, 'HB1 1AA')).toEqual({ kind: 'not-found' });
    vi.stubGlobal('fetch', answer(200, {}));
    expect(await lookupPromoCode('NOPE', 1002, 'HB1 1AA')).toEqual({ kind: 'not-found' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await lookupPromoCode('NOPE', 1002, 'HB1 1AA')).toEqual({ kind: 'not-found' });
  });

  it('passes the rate limit on', async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, { error: 'request.rate_limited', message: 'Too many promo code attempts.' }),
    );
    expect(await lookupPromoCode('X', 1002, null)).toEqual({
      kind: 'rate-limited',
      message: 'Too many promo code attempts.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 429 })),
    );
    expect(await lookupPromoCode('X', 1002, null)).toEqual({
      kind: 'rate-limited',
      message: RATE_LIMITED_MESSAGES.promoAttempt,
    });
  });
});
