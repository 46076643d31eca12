import { isErrorKey } from '@fibre/domain/error-keys';
import { customerCodeBodySchema } from '@fibre/domain/schemas/site-routes';
import { isProviderError } from '@fibre/provider-client';
import { apiError, json, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';
import { notThisVisitorsOrder, readSameSiteRequest } from './same-site-route';

const ROUTE = '/api/cancel-order';

/** A confirmed order is ended by the 14-day right to cancel, never by leaving the checkout. */
export const CONFIRMED_ORDER_MESSAGE = 'A confirmed order cannot be cancelled here.';

/**
 * POST /api/cancel-order {code} + Idempotency-Key -> { order: {code, status, cancelled_at} }
 * (decisions 0200 and 0240): the leave guard's Continue and the timer's final expiry release the
 * address an unconfirmed order holds (POST /customer/{code}/cancel). A confirmed order is refused
 * (409 customer.not_cancellable) without calling the cancel; the provider's own refusals (404
 * customer.not_found, 409 customer.already_cancelled) go on with their key. Rate-limited per visitor.
 */
export async function cancelOrder(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, customerCodeBodySchema, 'cancelOrder', {
    idempotencyKey: 'required',
  });
  if (!read.ok) return read.response;
  const { respond, idempotencyKey } = read;

  const { code } = read.value;
  const refusal = notThisVisitorsOrder(request, deps, code);
  if (refusal) return respond(refusal);
  try {
    const record = await deps.provider.getCustomer(code);
    if (record.confirmed_at !== null || record.status === 'ORDERED') {
      return respond(apiError('customer.not_cancellable', { message: CONFIRMED_ORDER_MESSAGE }));
    }
    const answer = await deps.provider.cancelOrder(code, { idempotencyKey });
    return respond(
      json({ order: { code: answer.code, status: answer.status, cancelled_at: answer.cancelled_at } }),
    );
  } catch (error) {
    if (isProviderError(error) && error.status >= 400 && error.status < 500 && isErrorKey(error.key)) {
      return respond(apiError(error.key, { status: error.status, message: error.message }));
    }
    return respond(providerFailure(error, ROUTE));
  }
}
