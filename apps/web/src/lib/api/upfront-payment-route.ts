import { createUpfrontPaymentRequestBodySchema } from '@fibre/domain/schemas/upfront-payment-request';
import { json } from './responses';
import type { RouteDeps } from './route-deps';
import { notThisVisitorsOrder, providerAnswer, readSameSiteRequest } from './same-site-route';

/**
 * POST /api/upfront-payment-request {code, request_amount, request_description, redirect_url} +
 * Idempotency-Key -> 201 { paymentRequest } (POST /customer/{code}/direct-debit-request). Only for
 * the order this browser was given (decision 0290), and the redirect must be a page of the site or
 * of an allowed host, made absolute https (decision 0324): the payment page cannot be made to send
 * the customer to a look-alike site.
 */
export async function upfrontPaymentRequest(request: Request, deps: RouteDeps): Promise<Response> {
  const schema = createUpfrontPaymentRequestBodySchema(deps.paymentRedirect);
  const read = await readSameSiteRequest(request, deps, schema, 'checkoutStepWrite', {
    idempotencyKey: 'required',
  });
  if (!read.ok) return read.response;
  const { respond, idempotencyKey } = read;
  const { code, ...body } = read.value;
  const refusal = notThisVisitorsOrder(request, deps, code);
  if (refusal) return respond(refusal);
  try {
    const answer = await deps.provider.requestDirectDebit(code, body, { idempotencyKey });
    return respond(
      json(
        {
          paymentRequest: {
            id_request: answer.id_request,
            request_amount: answer.request_amount,
            request_description: answer.request_description,
            redirect_url: answer.redirect_url,
            status: answer.status,
            created_at: answer.created_at,
          },
        },
        201,
      ),
    );
  } catch (error) {
    return respond(providerAnswer(error, '/api/upfront-payment-request'));
  }
}
