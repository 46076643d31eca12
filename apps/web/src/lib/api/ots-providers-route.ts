import { json, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';
import { limitRefusal, sameSiteVisitor } from './same-site-route';

/**
 * GET /api/ots-providers -> { providers }: the One Touch Switch retail providers, as the provider
 * API lists them, for the call-back form's current-provider dropdown. The form asks once it is
 * opened (decision 0711), so the home page's render makes no provider call for it. Takes no query;
 * each visitor has a budget, as each ask is a provider API call.
 */
export async function otsProviders(request: Request, deps: RouteDeps): Promise<Response> {
  const { visitor, respond } = sameSiteVisitor(request, deps);
  const limited = await limitRefusal(deps, 'providerList', visitor);
  if (limited) return respond(limited);
  try {
    return respond(json({ providers: await deps.provider.getOtsProviders() }));
  } catch (error) {
    return respond(providerFailure(error, '/api/ots-providers'));
  }
}
