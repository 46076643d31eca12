import { DEMO_OTS_PROVIDERS } from '@fibre/domain/demo/ots-providers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { otsProviders } from './ots-providers-route';
import { broken, down, fakeDeps } from './route-deps.test-support';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/ots-providers', () => {
  it("answers the provider API's list, not to be stored", async () => {
    const { deps, provider } = fakeDeps();
    const response = await otsProviders(deps);
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
    const response = await otsProviders(deps);
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
    const response = await otsProviders(deps);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(await response.json()).not.toHaveProperty('providers');
  });
});
