import { isErrorBody } from '@fibre/domain/error-body-guard';
import { RATE_LIMITED_MESSAGES, type RateLimitedAction } from '@fibre/domain/messages';
import type { SiteApiResult } from './site-api';

/**
 * What an answer that is not a success means: its error body when it is one the routes could have
 * sent (errorBodySchema's shape, which needs the whole error-key catalogue), and for a 429 the words
 * to show. Apart from site-api.ts so the catalogue loads with the first failed answer, not with
 * every page that calls a route (decision 0693).
 */
export function failedAnswer(
  status: number,
  json: unknown,
  rateLimit: RateLimitedAction | undefined,
): Exclude<SiteApiResult<never>, { kind: 'ok' | 'unreachable' }> {
  const error = isErrorBody(json) ? json : null;
  if (status === 429) {
    const message = error?.message ?? (rateLimit ? RATE_LIMITED_MESSAGES[rateLimit] : null);
    if (message !== null) return { kind: 'rate-limited', status: 429, message };
  }
  return { kind: 'failed', status, error };
}
