import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProviderNames } from './call-me-providers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchProviderNames (decision 0711)', () => {
  it("gives the names of the site's list", async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        providers: [
          { rcpid: 'RCP-BT0001', name: 'BT' },
          { rcpid: 'RCP-SKY001', name: 'Sky' },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await fetchProviderNames()).toEqual(['BT', 'Sky']);
    expect(fetch).toHaveBeenCalledWith('/api/ots-providers', expect.objectContaining({ method: 'GET' }));
  });

  it.each([
    ['a refusal', () => Response.json({ error: 'service.unavailable', message: 'Down' }, { status: 503 })],
    ['an answer without a list', () => Response.json({ providers: 'BT' })],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives none for %s, so the form asks in a text box', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    expect(await fetchProviderNames()).toEqual([]);
  });
});
