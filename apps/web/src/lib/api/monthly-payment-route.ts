import { calculateMonthlyPaymentBodySchema } from '@fibre/domain';
import { isProviderError } from '@fibre/provider-client';
import { apiError, fieldErrors, json, providerFailure, readJsonBody } from './responses';
import type { RouteDeps } from './route-deps';

function hasNoProducts(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const products = (body as { products?: unknown }).products;
  return products === undefined || products === null || (Array.isArray(products) && products.length === 0);
}

/** POST /api/calculate-monthly-payment {products, promotions} -> the provider's monthly payment. */
export async function calculateMonthlyPayment(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const body = read.value;
  const parsed = calculateMonthlyPaymentBodySchema.safeParse(body);
  if (!parsed.success) {
    return hasNoProducts(body)
      ? apiError(400, 'monthly_payment.no_products', 'No products provided')
      : apiError(400, 'request.invalid_body', 'Invalid body data', fieldErrors(parsed.error));
  }
  try {
    return json(await deps.provider.calculateMonthlyPayment(parsed.data));
  } catch (error) {
    // The provider refused the ids (an unknown product or promotion): the basket asked for nonsense.
    if (isProviderError(error) && [400, 404, 422].includes(error.status)) {
      return apiError(422, error.key, error.message, error.fields);
    }
    return providerFailure(error, '/api/calculate-monthly-payment');
  }
}
