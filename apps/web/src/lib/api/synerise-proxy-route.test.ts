import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTrackingScriptSource, TrackingScriptUnavailableError } from '../../services/tracking-script';
import { type RunningStandIns, startStandIns } from '../../test-support/stand-ins';
import { syneriseJsProxy, TRACKING_SCRIPT_CACHE_CONTROL } from './synerise-proxy-route';

afterEach(() => vi.restoreAllMocks());

describe('GET /api/synerise-js-proxy', () => {
  it('serves the script as JavaScript, cacheable and never sniffed', async () => {
    const response = await syneriseJsProxy({
      trackingScript: { get: async () => ({ body: 'window.SR = {};', fetchedAt: 0 }) },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('window.SR = {};');
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(TRACKING_SCRIPT_CACHE_CONTROL);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 503 service.unavailable, not cached, when the source fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await syneriseJsProxy({
      trackingScript: {
        get: async () => {
          throw new TrackingScriptUnavailableError('down');
        },
      },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).error).toBe('service.unavailable');
  });

  describe('against the stand-in', () => {
    let standIns: RunningStandIns;
    beforeAll(async () => {
      standIns = await startStandIns();
    });
    afterAll(() => standIns.close());

    it('serves the stand-in script, then fails when told to and nothing is kept', async () => {
      const served = await syneriseJsProxy({
        trackingScript: createTrackingScriptSource({ baseUrl: standIns.url }),
      });
      expect(await served.text()).toContain('window.SR');
      await standIns.control('tracking-script', 'fail');
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failed = await syneriseJsProxy({
        trackingScript: createTrackingScriptSource({ baseUrl: standIns.url }),
      });
      expect(failed.status).toBe(503);
      await standIns.control('tracking-script', 'ok');
    });
  });
});
