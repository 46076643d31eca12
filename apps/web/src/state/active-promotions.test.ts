import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchActivePromotions } from './active-promotions';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchActivePromotions', () => {
  it("asks for the postcode's active promotions", async () => {
    const fetchMock = answer(200, { promotions: DEMO_PROMOTIONS.slice(0, 2) });
    expect(await fetchActivePromotions('HB1 1AA')).toEqual(DEMO_PROMOTIONS.slice(0, 2));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/active-promos?postcode=HB1+1AA');
  });

  it('is an empty list on a failure or an answer without a list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(502, { error: 'service.unavailable', message: 'Try later' });
    expect(await fetchActivePromotions('HB1 1AA')).toEqual([]);
    answer(200, { promotions: 'none' });
    expect(await fetchActivePromotions('HB1 1AA')).toEqual([]);
  });

  it('rejects when aborted, so a stale list is dropped', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(fetchActivePromotions('HB1 1AA', controller.signal)).rejects.toThrow('aborted');
  });
});
