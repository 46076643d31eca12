import 'server-only';
import { serverEnv } from '../env';
import { clientConnection } from '../forwarded';
import { forwardedSecret } from '../forwarded-secret';
import { provider } from '../provider';
import { lookedUpUprns } from './looked-up-uprns';
import { rateLimiters } from './rate-limits';
import type { RouteDeps } from './route-deps';

/** The real dependencies of the same-site routes. */
export function routeDeps(request: Request): RouteDeps {
  const connection = clientConnection(request.headers, serverEnv().trustedProxyCount, forwardedSecret());
  return {
    provider: provider(),
    limiters: rateLimiters(),
    lookedUp: lookedUpUprns(),
    now: () => Date.now(),
    secure: connection.https,
    clientIp: connection.ip,
  };
}
