import 'server-only';
import { createProviderClient, type ProviderClient } from '@fibre/provider-client';
import { serverEnv } from './env';

let client: ProviderClient | undefined;

/** The server's one provider client: base URL and token from the validated environment, the domain's API timeout. */
export function provider(): ProviderClient {
  if (!client) {
    const env = serverEnv();
    client = createProviderClient({ baseUrl: env.providerApiUrl, token: env.providerApiToken });
  }
  return client;
}
