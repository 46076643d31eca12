import type { SiteApiResult } from '@/lib/site-api/site-api';

/** What the visitor reads when a change was not made: the route's own words, else a plain retry. */
export const CHANGE_FAILED_MESSAGE = 'Sorry, we could not make that change. Please try again.';

export function failureMessage(result: Exclude<SiteApiResult<unknown>, { kind: 'ok' }>): string {
  if (result.kind === 'rate-limited') return result.message;
  if (result.kind === 'failed' && result.error && result.status < 500) return result.error.message;
  return CHANGE_FAILED_MESSAGE;
}
