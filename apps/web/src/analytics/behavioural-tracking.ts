/**
 * The behavioural-tracking service's browser API (its script comes through /api/synerise-js-proxy,
 * decision 0323): init with the site's key, then a page visit after each route change
 * (content-and-api.md §7 'Page shell'). Every call is skipped silently when the script is absent
 * or broken: tracking must never break a page.
 */
interface TrackingApi {
  init: (config: Record<string, unknown>) => unknown;
  event: { pageVisit: () => unknown };
}

/** The page's window (or a test's object): the script defines `SR` on it. */
export type TrackingWindow = object;

function trackingApi(target: TrackingWindow): TrackingApi | null {
  const api = (target as { SR?: unknown }).SR as Partial<TrackingApi> | undefined;
  if (!api || typeof api.init !== 'function' || typeof api.event?.pageVisit !== 'function') return null;
  return api as TrackingApi;
}

const initialised = new WeakSet<object>();

/** Initialises the loaded script once; false when it is not there. */
export function initTracking(target: TrackingWindow, trackerKey: string): boolean {
  const api = trackingApi(target);
  if (!api) return false;
  if (initialised.has(api)) return true;
  try {
    api.init({ trackerKey, dataLayer: [] });
    initialised.add(api);
    return true;
  } catch {
    return false;
  }
}

/** Records one page visit; false when the script is absent, uninitialised or failing. */
export function trackPageVisit(target: TrackingWindow): boolean {
  const api = trackingApi(target);
  if (!api || !initialised.has(api)) return false;
  try {
    api.event.pageVisit();
    return true;
  } catch {
    return false;
  }
}
