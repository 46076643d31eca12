import { describe, expect, it, vi } from 'vitest';
import { createPostcodeLookup, PostcodeLookupUnavailableError } from './postcode-lookup';

// The provider API is this service's stand-in (decision 0062); its route is tested there
// (apps/provider-api service tests). Here: the module's request and its reading of each answer.

const found = {
  status: 200,
  result: { postcode: 'HB1 1AA', admin_ward: 'Fibre Ward', admin_district: 'Demoton' },
};

describe('the postcode lookup', () => {
  it('asks GET /postcodes/{postcode} with the normalised postcode and reads the ward and district', async () => {
    const fetchSpy = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json(found));
    const lookup = createPostcodeLookup({
      baseUrl: 'http://provider.test/',
      fetch: fetchSpy as typeof fetch,
    });
    expect(await lookup.lookUp(' hb11aa ')).toEqual(found.result);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('http://provider.test/postcodes/HB1%201AA');
  });

  it('answers null for an unknown or malformed postcode, without asking for a malformed one', async () => {
    const fetchSpy = vi.fn(async () =>
      Response.json({ status: 404, error: 'Postcode not found' }, { status: 404 }),
    );
    const lookup = createPostcodeLookup({ baseUrl: 'http://provider.test', fetch: fetchSpy });
    expect(await lookup.lookUp('ZZ9 9ZZ')).toBeNull();
    expect(await lookup.lookUp('../../etc/passwd')).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a failure', async () => new Response('down', { status: 503 })],
    ['an unreadable answer', async () => Response.json({ status: 200, result: { postcode: 1 } })],
    [
      'no answer',
      async () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('throws PostcodeLookupUnavailableError on %s', async (_name, answer) => {
    const lookup = createPostcodeLookup({ baseUrl: 'http://provider.test', fetch: answer });
    await expect(lookup.lookUp('HB1 1AA')).rejects.toBeInstanceOf(PostcodeLookupUnavailableError);
  });
});
