import { customerGetByCodeBodySchema } from '@fibre/domain/schemas/site-routes';
import { isProviderError } from '@fibre/provider-client';
import { notThisVisitorsOrder } from './checkout-step-routes';
import { rateLimited } from './rate-limits';
import { readJsonBody } from './request-body';
import { apiError, invalidInput, json, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';
import { identifyVisitor } from './visitor';

/**
 * POST /api/customer-get-by-code/ {code} -> { customer } (content-and-api.md §7): the order as the
 * provider API keeps it, for the review step to read back (decision 0200). The birthdate is left
 * out: the page does not show it. 404 customer.not_found for an unknown code; rate-limited as a
 * checkout read, so nobody walks the codes.
 */
export async function customerGetByCode(request: Request, deps: RouteDeps): Promise<Response> {
  const visitor = identifyVisitor(request, deps);
  const respond = (response: Response) => {
    if (visitor.setCookie) response.headers.append('Set-Cookie', visitor.setCookie);
    return response;
  };
  const read = await readJsonBody(request);
  if (!read.ok) return respond(read.response);
  const parsed = customerGetByCodeBodySchema.safeParse(read.value);
  if (!parsed.success) return respond(invalidInput('validation.invalid_body', parsed.error));
  const limit = deps.limiters.check('checkoutStepRead', visitor, deps.now());
  if (!limit.allowed) return respond(rateLimited('checkoutStepRead', limit));
  const refusal = notThisVisitorsOrder(request, deps, parsed.data.code);
  if (refusal) return respond(refusal);
  try {
    const { birthdate: _birthdate, ...customer } = await deps.provider.getCustomer(parsed.data.code);
    return respond(json({ customer }));
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) return respond(apiError('customer.not_found'));
    return respond(providerFailure(error, '/api/customer-get-by-code'));
  }
}
