import type { SiteApiResult } from '@/lib/site-api/site-api';

/**
 * The error text the failure panel puts in brackets (§4, §8 'Outage failure'). §8 says a failed
 * call raises an error carrying the body's error or the status text: the routes' error bodies carry
 * both a dotted key and human words, and the words are what a visitor can read, so those come
 * first, then the key, then the status.
 */
export function failureText(result: Exclude<SiteApiResult<unknown>, { kind: 'ok' }>): string {
  switch (result.kind) {
    case 'rate-limited':
      return result.message;
    case 'unreachable':
      return 'Failed to fetch';
    case 'failed':
      return result.error?.message || result.error?.error || `HTTP ${result.status}`;
  }
}

/** The configured message followed by the error text in brackets. */
export function failureMessage(configured: string, text: string): string {
  return `${configured} (${text})`;
}

/** The words of a failed lead form: a rate limit's own words, else the form's. */
export function rateLimitOr(
  failure: Exclude<SiteApiResult<unknown>, { kind: 'ok' }>,
  otherwise: string,
): string {
  return failure.kind === 'rate-limited' ? failure.message : otherwise;
}
