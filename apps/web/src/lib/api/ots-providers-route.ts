import { json, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';

/**
 * GET /api/ots-providers -> { providers }: the One Touch Switch retail providers, as the provider
 * API lists them, for the call-back form's current-provider dropdown. The form asks once it is
 * opened (decision 0711), so the home page's render makes no provider call for it. Takes no query.
 */
export async function otsProviders(deps: RouteDeps): Promise<Response> {
  try {
    return json({ providers: await deps.provider.getOtsProviders() });
  } catch (error) {
    return providerFailure(error, '/api/ots-providers');
  }
}
