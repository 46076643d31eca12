import { customerGetByCodeBodySchema } from '@fibre/domain/schemas/site-routes';
import { isProviderError } from '@fibre/provider-client';
import { apiError, json, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';
import { notThisVisitorsOrder, readSameSiteRequest } from './same-site-route';

/**
 * POST /api/customer-get-by-code/ {code} -> { customer } (content-and-api.md §7): the order as the
 * provider API keeps it, for the review step to read back (decision 0200). The birthdate is left
 * out: the page does not show it. 404 customer.not_found for an unknown code; rate-limited as a
 * checkout read, so nobody walks the codes.
 */
export async function customerGetByCode(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, customerGetByCodeBodySchema, 'checkoutStepRead');
  if (!read.ok) return read.response;
  const { respond } = read;
  const refusal = notThisVisitorsOrder(request, deps, read.value.code);
  if (refusal) return respond(refusal);
  try {
    const { birthdate: _birthdate, ...customer } = await deps.provider.getCustomer(read.value.code);
    return respond(json({ customer }));
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) return respond(apiError('customer.not_found'));
    return respond(providerFailure(error, '/api/customer-get-by-code'));
  }
}
