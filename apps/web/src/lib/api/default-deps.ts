import 'server-only';
import { provider } from '../provider';
import { rateLimiters } from './rate-limits';
import type { RouteDeps } from './route-deps';

/** The real dependencies of the same-site routes. */
export function routeDeps(request: Request): RouteDeps {
  return {
    provider: provider(),
    limiters: rateLimiters(),
    now: () => Date.now(),
    secure:
      new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https',
  };
}
