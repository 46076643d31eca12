/**
 * Whether a state-changing request to the CMS came from the site's own pages (decision 0391).
 *
 * The staff cookie is SameSite=Lax, which a browser still sends with a POST from any page on the
 * same site: another port on the same host, or a sibling subdomain. So every POST, PATCH, PUT and
 * DELETE to /cms-api, and every call of the admin's server function, must show where it came
 * from: `Origin` (every current browser sends it on these), else `Sec-Fetch-Site`, else `Referer`.
 * The site's own origin is its configured public origins, or the origin of the `Host` the request
 * was sent to (a browser cannot set `Host` for another site's page).
 */

export type RequestProvenance = 'same-origin' | 'cross-origin' | 'unknown';

/** The methods that change something; GET, HEAD and OPTIONS never do in Payload's REST API. */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/** `scheme://host[:port]` of a URL, lower-cased; null for anything that is not an http(s) URL. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}

/** The host (with its port) of an origin, or null when it is not one. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Where a request came from. Same-origin when its Origin (or Referer's origin) is one of
 * `siteOrigins`, or has the very host the request was sent to; cross-origin when it names any other
 * (an opaque `null` origin included) or Sec-Fetch-Site says `same-site` or `cross-site`; unknown
 * when it carries none of the three headers (not a browser).
 */
export function requestProvenance(headers: Headers, siteOrigins: readonly string[]): RequestProvenance {
  const ownHost = headers.get('host')?.trim().toLowerCase() ?? '';
  const isOwn = (origin: string | null): boolean =>
    origin !== null && (siteOrigins.includes(origin) || (ownHost !== '' && hostOf(origin) === ownHost));
  const origin = headers.get('origin');
  if (origin !== null) return isOwn(originOf(origin.trim())) ? 'same-origin' : 'cross-origin';
  const fetchSite = headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite === 'same-origin' || fetchSite === 'none') return 'same-origin';
  if (fetchSite !== undefined) return 'cross-origin';
  const referer = headers.get('referer');
  if (referer !== null) return isOwn(originOf(referer.trim())) ? 'same-origin' : 'cross-origin';
  return 'unknown';
}

/** Whether the request carries the staff's session cookie (Payload's `<prefix>-token`). */
export function carriesStaffCookie(headers: Headers, cookiePrefix = 'payload'): boolean {
  const cookie = headers.get('cookie');
  if (!cookie) return false;
  const name = `${cookiePrefix}-token=`;
  return cookie.split(';').some((part) => part.trim().startsWith(name));
}

/**
 * Whether to refuse a request as cross-site request forgery: a state-changing request from
 * another origin, or one that carries the staff cookie without saying where it came from (no
 * browser sends a cookie that way; a script holding the cookie can send the headers, but it does
 * not need forgery then). A cookie-less request from a non-browser client (a sign-in by script)
 * goes on: it has nobody's session to ride.
 */
export function isForgeryRisk(
  request: { method: string; headers: Headers },
  siteOrigins: readonly string[],
  cookiePrefix?: string,
): boolean {
  if (!isStateChanging(request.method)) return false;
  const provenance = requestProvenance(request.headers, siteOrigins);
  if (provenance === 'cross-origin') return true;
  return provenance === 'unknown' && carriesStaffCookie(request.headers, cookiePrefix);
}
