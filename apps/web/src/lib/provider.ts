import 'server-only';
import { createProviderClient, type ProviderClient } from '@fibre/provider-client';
import { serverEnv } from './env';
import { providerCallLogger } from './provider-call-log';
import { currentRequestId } from './request-id';

let client: ProviderClient | undefined;

/**
 * The server's one provider client: base URL and token from the validated environment, the
 * domain's API timeout; every call carries the incoming request's id and is logged with it
 * (decision 0542).
 */
export function provider(): ProviderClient {
  if (!client) {
    const env = serverEnv();
    client = createProviderClient({
      baseUrl: env.providerApiUrl,
      token: env.providerApiToken,
      requestId: currentRequestId,
      onCall: providerCallLogger(),
    });
  }
  return client;
}
