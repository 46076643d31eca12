import { TIMINGS_MS } from '@fibre/domain/timings';

/**
 * Affiliate cookies (content-and-api.md §7): the `awc` query parameter is kept in a cookie `awc`,
 * and `dtt_reqid` in a cookie `_dtt`, for the spec's lifetimes in milliseconds from the domain's
 * timings (decision 0084).
 */
const AFFILIATE_COOKIES = [
  { param: 'awc', cookie: 'awc', lifetimeMs: TIMINGS_MS.awcCookieLifetime },
  { param: 'dtt_reqid', cookie: '_dtt', lifetimeMs: TIMINGS_MS.dttCookieLifetime },
] as const;

/** Affiliate ids are short tokens; anything else (markup, long strings) is not stored. */
const AFFILIATE_VALUE = /^[A-Za-z0-9_.:|~-]{1,256}$/;

export interface AffiliateCookie {
  name: string;
  value: string;
  /** Max-Age in whole seconds, as the Set-Cookie header carries it. */
  maxAgeSeconds: number;
}

/** The cookies to set for a request's query string. */
export function affiliateCookiesFor(searchParams: URLSearchParams): AffiliateCookie[] {
  return AFFILIATE_COOKIES.flatMap(({ param, cookie, lifetimeMs }) => {
    const value = searchParams.get(param)?.trim();
    if (!value || !AFFILIATE_VALUE.test(value)) return [];
    return [{ name: cookie, value, maxAgeSeconds: Math.floor(lifetimeMs / 1000) }];
  });
}
