import { TrackingScriptUnavailableError } from '../../services/tracking-script';
import { apiError, SERVICE_UNAVAILABLE_MESSAGE } from './responses';
import type { RouteDeps } from './route-deps';

/** Browsers and the edge keep the script an hour, and may serve it a day longer while we refetch. */
export const TRACKING_SCRIPT_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * GET /api/synerise-js-proxy -> the behavioural-tracking script from the site's own origin
 * (decision 0323). Nothing of the request (path, query, headers) reaches the source: the address
 * is configuration, so this is never an open proxy. Served as JavaScript, never sniffed, cacheable;
 * 503 service.unavailable (not cached) when the source fails and no copy is kept.
 */
export async function syneriseJsProxy(deps: Pick<RouteDeps, 'trackingScript'>): Promise<Response> {
  try {
    const script = await deps.trackingScript.get();
    return new Response(script.body, {
      status: 200,
      headers: {
        'Content-Type': 'application/javascript; charset=utf-8',
        'Cache-Control': TRACKING_SCRIPT_CACHE_CONTROL,
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'same-origin',
      },
    });
  } catch (error) {
    console.error('Tracking script unavailable', {
      route: '/api/synerise-js-proxy',
      reason: error instanceof TrackingScriptUnavailableError ? error.message : 'unexpected',
    });
    return apiError('service.unavailable', { message: SERVICE_UNAVAILABLE_MESSAGE });
  }
}
