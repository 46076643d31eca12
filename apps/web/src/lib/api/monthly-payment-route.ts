import { isErrorKey } from '@fibre/domain/error-keys';
import { calculateMonthlyPaymentBodySchema } from '@fibre/domain/schemas/monthly-payment';
import { isProviderError } from '@fibre/provider-client';
import { isMissing, readJsonBody } from './request-body';
import { apiError, invalidInput, json, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';

/** POST /api/calculate-monthly-payment {products, promotions} -> the provider's monthly payment. */
export async function calculateMonthlyPayment(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = calculateMonthlyPaymentBodySchema.safeParse(read.value);
  if (!parsed.success) {
    return isMissing(read.value, 'products')
      ? apiError('monthly_payment.no_products')
      : invalidInput('validation.invalid_body', parsed.error);
  }
  try {
    return json(await deps.provider.calculateMonthlyPayment(parsed.data));
  } catch (error) {
    // The provider refused the ids (an unknown product or promotion): the basket asked for nonsense.
    if (isProviderError(error) && [400, 404, 422].includes(error.status)) {
      return apiError(isErrorKey(error.key) ? error.key : 'monthly_payment.none', {
        status: 422,
        message: error.message,
        fields: error.fields,
      });
    }
    return providerFailure(error, '/api/calculate-monthly-payment');
  }
}
