import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningStandIns, startStandIns } from '../test-support/stand-ins';
import {
  createTrackingScriptSource,
  TRACKING_SCRIPT_PATH,
  TrackingScriptUnavailableError,
} from './tracking-script';

let standIns: RunningStandIns;
beforeAll(async () => {
  standIns = await startStandIns();
});
afterAll(() => standIns.close());
afterEach(() => standIns.control('tracking-script', 'ok'));

const js = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'application/javascript', ...headers } });

describe('the tracking script, against its stand-in', () => {
  it('fetches the script from the configured base URL', async () => {
    const script = await createTrackingScriptSource({ baseUrl: standIns.url }).get();
    expect(script.body).toContain('window.SR');
    expect(TRACKING_SCRIPT_PATH).toBe('/synerise-javascript-sdk.min.js');
  });

  it('keeps a copy for an hour, then fetches again; serves the stale copy for a day while the source fails', async () => {
    let now = 0;
    const source = createTrackingScriptSource({ baseUrl: standIns.url, now: () => now });
    const first = await source.get();
    await standIns.control('tracking-script', 'fail');
    now = 30 * 60 * 1000;
    expect(await source.get()).toBe(first);
    now = 2 * 60 * 60 * 1000;
    expect(await source.get()).toBe(first);
    now = 25 * 60 * 60 * 1000;
    await expect(source.get()).rejects.toBeInstanceOf(TrackingScriptUnavailableError);
  });

  it('fails when the source fails and nothing is kept, and asks again only after 30 seconds', async () => {
    await standIns.control('tracking-script', 'fail');
    let now = 0;
    const source = createTrackingScriptSource({ baseUrl: standIns.url, now: () => now });
    await expect(source.get()).rejects.toBeInstanceOf(TrackingScriptUnavailableError);
    await standIns.control('tracking-script', 'ok');
    now = 29_000;
    await expect(source.get()).rejects.toBeInstanceOf(TrackingScriptUnavailableError);
    now = 31_000;
    expect((await source.get()).body).toContain('window.SR');
  });
});

describe('the tracking script limits', () => {
  const source = (answer: () => Response, limits = {}) =>
    createTrackingScriptSource({ baseUrl: 'http://tracking.test', fetch: async () => answer(), limits });

  it('refuses a script over the size limit, declared or streamed', async () => {
    await expect(source(() => js('x'.repeat(200)), { maxBytes: 100 }).get()).rejects.toThrow(/too large/);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64).fill(0x61));
      },
    });
    await expect(source(() => js(endless), { maxBytes: 1000 }).get()).rejects.toThrow(/too large/);
  });

  it.each([
    ['an HTML page', () => new Response('<html>', { headers: { 'content-type': 'text/html' } })],
    ['no content type', () => new Response(new Blob([new Uint8Array([0x61])]))],
    [
      'a redirect status',
      () => new Response(null, { status: 302, headers: { location: 'https://evil.example' } }),
    ],
    ['an empty script', () => js('  ')],
    ['bytes that are not UTF-8', () => js(new Uint8Array([0xff, 0xfe]))],
  ])('refuses %s', async (_name, answer) => {
    await expect(source(answer).get()).rejects.toBeInstanceOf(TrackingScriptUnavailableError);
  });

  it('asks the fixed address without following redirects, and one fetch serves callers at once', async () => {
    const fetchSpy = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => js('window.SR={}'));
    const tracking = createTrackingScriptSource({
      baseUrl: 'https://cdn.example/',
      fetch: fetchSpy as typeof fetch,
    });
    await Promise.all([tracking.get(), tracking.get(), tracking.get()]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://cdn.example/synerise-javascript-sdk.min.js');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ redirect: 'error' });
  });
});
