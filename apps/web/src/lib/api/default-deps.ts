import 'server-only';
import { serverEnv } from '../env';
import { clientConnection } from '../forwarded';
import { forwardedSecret } from '../forwarded-secret';
import { provider } from '../provider';
import { lookedUpUprns } from './looked-up-uprns';
import { orderAccessKey } from './order-access';
import { rateLimiters } from './rate-limits';
import type { RouteDeps } from './route-deps';

let accessKey: Buffer | undefined;

/** The real dependencies of the same-site routes. */
export function routeDeps(request: Request): RouteDeps {
  accessKey ??= orderAccessKey(serverEnv().providerApiToken);
  const connection = clientConnection(request.headers, serverEnv().trustedProxyCount, forwardedSecret());
  return {
    provider: provider(),
    limiters: rateLimiters(),
    lookedUp: lookedUpUprns(),
    now: () => Date.now(),
    secure: connection.https,
    clientIp: connection.ip,
    orderAccessKey: accessKey,
  };
}
