import { DEMO_OTS_PROVIDERS } from '@fibre/domain/demo/ots-providers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { otsProviders } from './ots-providers-route';
import { RATE_LIMIT_RULES } from './rate-limits';
import { broken, down, fakeDeps, get } from './route-deps.test-support';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/ots-providers', () => {
  it("answers the provider API's list, not to be stored", async () => {
    const { deps, provider } = fakeDeps();
    const response = await otsProviders(get('/api/ots-providers'), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toEqual({ providers: DEMO_OTS_PROVIDERS });
    expect(provider.getOtsProviders).toHaveBeenCalledTimes(1);
  });

  it('answers 503 with the one error body when the provider is away', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDeps({
      getOtsProviders: vi.fn(async () => {
        throw down();
      }),
    });
    const response = await otsProviders(get('/api/ots-providers'), deps);
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
  });

  it('answers a 5xx error body, not the broken answer, when the provider answers nonsense', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDeps({
      getOtsProviders: vi.fn(async () => {
        throw broken();
      }),
    });
    const response = await otsProviders(get('/api/ots-providers'), deps);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(await response.json()).not.toHaveProperty('providers');
  });

  it('holds each visitor to 30 asks a minute, then answers 429 without asking the provider', async () => {
    const { deps, provider } = fakeDeps();
    const { limit } = RATE_LIMIT_RULES.providerList;
    for (let index = 0; index < limit; index += 1) {
      expect((await otsProviders(get('/api/ots-providers'), deps)).status).toBe(200);
    }
    const refused = await otsProviders(get('/api/ots-providers'), deps);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe('Too many requests. Please wait a minute and try again.');
    expect(provider.getOtsProviders).toHaveBeenCalledTimes(limit);
  });
});
