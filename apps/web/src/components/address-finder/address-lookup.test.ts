import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { RATE_LIMITED_MESSAGES } from '@fibre/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupAddresses, markUprnChecked, refreshAddress } from './address-lookup';

const fibreStreet = DEMO_ADDRESSES.filter((address) => address.postcode === 'HB1 1AA');
const first = fibreStreet[0]!;

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lookupAddresses', () => {
  it('posts the postcode and returns the addresses', async () => {
    const fetch = answer(200, { addresses: fibreStreet });
    vi.stubGlobal('fetch', fetch);
    expect(await lookupAddresses('HB1 1AA')).toEqual({
      kind: 'found',
      addresses: fibreStreet,
      location: null,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/uprn-by-postcode',
      expect.objectContaining({ method: 'POST', body: '{"postcode":"HB1 1AA"}' }),
    );
  });

  it('keeps the public postcode check’s place when the route answers one, and drops a malformed one', async () => {
    const location = { postcode: 'HB1 1AA', admin_ward: 'Demoton Central', admin_district: 'Demoton' };
    vi.stubGlobal('fetch', answer(200, { addresses: fibreStreet, location }));
    expect(await lookupAddresses('HB1 1AA')).toEqual({ kind: 'found', addresses: fibreStreet, location });
    vi.stubGlobal('fetch', answer(200, { addresses: fibreStreet, location: { postcode: 'HB1 1AA' } }));
    expect(await lookupAddresses('HB1 1AA')).toEqual({
      kind: 'found',
      addresses: fibreStreet,
      location: null,
    });
  });

  it('sends the postcode normalised by the domain rule, and sends nothing that is not a postcode', async () => {
    const fetch = answer(200, { addresses: fibreStreet });
    vi.stubGlobal('fetch', fetch);
    expect(await lookupAddresses(' hb11aa ')).toEqual({
      kind: 'found',
      addresses: fibreStreet,
      location: null,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/uprn-by-postcode',
      expect.objectContaining({ body: '{"postcode":"HB1 1AA"}' }),
    );
    fetch.mockClear();
    expect(await lookupAddresses('not a postcode')).toEqual({ kind: 'none' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is none for an empty list, a 404, a 503, a body without addresses and a network failure', async () => {
    vi.stubGlobal('fetch', answer(200, { addresses: [] }));
    expect(await lookupAddresses('HB9 9ZZ')).toEqual({ kind: 'none' });
    vi.stubGlobal('fetch', answer(404, { error: 'uprn.by_postcode.none' }));
    expect(await lookupAddresses('HB9 9ZZ')).toEqual({ kind: 'none' });
    vi.stubGlobal('fetch', answer(503, { error: 'service.unavailable' }));
    expect(await lookupAddresses('HB1 1AA')).toEqual({ kind: 'none' });
    vi.stubGlobal('fetch', answer(200, { something: 'else' }));
    expect(await lookupAddresses('HB1 1AA')).toEqual({ kind: 'none' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await lookupAddresses('HB1 1AA')).toEqual({ kind: 'none' });
  });

  it("passes the rate limit's message on, or says it in its own words", async () => {
    vi.stubGlobal('fetch', answer(429, { error: 'request.rate_limited', message: 'Slow down.' }));
    expect(await lookupAddresses('HB1 1AA')).toEqual({ kind: 'rate-limited', message: 'Slow down.' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 429 })),
    );
    expect(await lookupAddresses('HB1 1AA')).toEqual({
      kind: 'rate-limited',
      message: RATE_LIMITED_MESSAGES.addressLookup,
    });
  });

  it('rejects when aborted, so a stale look-up is ignored', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(lookupAddresses('HB1 1AA', controller.signal)).rejects.toThrow('aborted');
  });
});

describe('refreshAddress', () => {
  it("lays the uprn data's coverage, oss_type and postcode over the list's item", async () => {
    const fresh = {
      ...first,
      coverage: 'CUSTOMER',
      oss_type: 'ACTIVECUST',
      postcode: 'HB1 1AA',
      address: 'ignored',
    };
    const fetch = answer(200, { address: fresh });
    vi.stubGlobal('fetch', fetch);
    expect(await refreshAddress(first)).toEqual({ ...first, coverage: 'CUSTOMER', oss_type: 'ACTIVECUST' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/uprn',
      expect.objectContaining({ body: '{"uprn":"100000000001"}' }),
    );
  });

  it('uses the item as it is when the look-up fails, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer(502, { error: 'service.unavailable' }));
    expect(await refreshAddress(first)).toBe(first);
    vi.stubGlobal('fetch', answer(200, { nothing: true }));
    expect(await refreshAddress(first)).toBe(first);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for an address with no uprn', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const plot = DEMO_ADDRESSES.find((address) => address.uprn === null)!;
    expect(await refreshAddress(plot)).toBe(plot);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('markUprnChecked', () => {
  it('puts the uprn, and only warns on failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await markUprnChecked('100000000001');
    expect(fetch).toHaveBeenCalledWith(
      '/api/uprn-checked',
      expect.objectContaining({ method: 'PUT', body: '{"uprn":"100000000001"}' }),
    );
    vi.stubGlobal('fetch', answer(500, {}));
    await markUprnChecked('100000000001');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await markUprnChecked('100000000001');
    expect(warn).toHaveBeenCalledTimes(2);
    const none = vi.fn();
    vi.stubGlobal('fetch', none);
    await markUprnChecked(null);
    expect(none).not.toHaveBeenCalled();
  });
});
