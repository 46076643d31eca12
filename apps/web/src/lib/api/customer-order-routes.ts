import { ukIsoDate } from '@fibre/domain/installation-window';
import { createCustomerOrderBodySchema, type OrderAction } from '@fibre/domain/schemas/customer-order';
import { preactiveCustomerUpdateBodySchema } from '@fibre/domain/schemas/customer-requests';
import { customerCodeSchema } from '@fibre/domain/schemas/provider-id';
import { z } from 'zod';
import { orderAccessCookie } from './order-access';
import { apiError, json } from './responses';
import type { RouteDeps } from './route-deps';
import { notThisVisitorsOrder, providerAnswer, readSameSiteRequest } from './same-site-route';

/**
 * The contact-details step's same-site routes (decision 0200): each order action has its own route
 * as content-and-api.md §7 names it, reads the body with the domain's order schema (the same the
 * browser's form and the provider API use), requires the attempt's Idempotency-Key and passes it on,
 * and answers the provider's refusals with their key, status, message and field errors so the form
 * can show them beside the fields.
 */

/**
 * The order body as the site checks it. Today is the UK day for the 18-or-over rule. The catalogue's
 * home-phone ids are left to the provider API, which checks the keep-landline answer against its own
 * products; the form asks it whenever the basket has a home phone.
 */
function orderBodySchema(deps: RouteDeps) {
  return createCustomerOrderBodySchema({ today: ukIsoDate(new Date(deps.now())) });
}

async function submitOrder(
  request: Request,
  deps: RouteDeps,
  action: Exclude<OrderAction, 'UPDATE'>,
  route: string,
) {
  const read = await readSameSiteRequest(request, deps, orderBodySchema(deps), 'checkoutStepWrite', {
    idempotencyKey: 'required',
  });
  if (!read.ok) return read.response;
  const { respond, idempotencyKey } = read;
  try {
    const answer = await deps.provider.submitCustomer(action, read.value, { idempotencyKey });
    const response = json({ customer: answer }, 201);
    // This browser may now use the order it made in the later steps (decision 0290); resuming one
    // is resume-order-route.ts's, behind an e-mailed code (decision 0380).
    response.headers.append(
      'Set-Cookie',
      orderAccessCookie(answer.code, { key: deps.orderAccessKey, now: deps.now(), secure: deps.secure }),
    );
    return respond(response);
  } catch (error) {
    return respond(providerAnswer(error, route));
  }
}

/** POST /api/customer-signup: SIGNUP at an address the network serves. */
export const customerSignup = (request: Request, deps: RouteDeps) =>
  submitOrder(request, deps, 'SIGNUP', '/api/customer-signup');

/** POST /api/customer-preorder: PREORDER where the network is being built. */
export const customerPreorder = (request: Request, deps: RouteDeps) =>
  submitOrder(request, deps, 'PREORDER', '/api/customer-preorder');

/** POST /api/customer-preorderDDSDU: a single-dwelling pre-order with a direct debit to follow. */
export const customerPreorderDdSdu = (request: Request, deps: RouteDeps) =>
  submitOrder(request, deps, 'PREORDERDDSDU', '/api/customer-preorderDDSDU');

/** POST /api/customer-preorderDDMDU: a multi-dwelling pre-order with a direct debit to follow. */
export const customerPreorderDdMdu = (request: Request, deps: RouteDeps) =>
  submitOrder(request, deps, 'PREORDERDDMDU', '/api/customer-preorderDDMDU');

const codeQuerySchema = z.strictObject({ code: customerCodeSchema });

/**
 * POST /api/preactive-customer-update?code= {emergency_phone?, medical_alarm?} -> { customer }: the
 * pre-active update of PUT /customer/{code}; the code is in the query as the spec names it.
 */
export async function preactiveCustomerUpdate(request: Request, deps: RouteDeps): Promise<Response> {
  const query = codeQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const read = await readSameSiteRequest(
    request,
    deps,
    preactiveCustomerUpdateBodySchema,
    'checkoutStepWrite',
  );
  if (!read.ok) return read.response;
  const { respond } = read;
  if (!query.success) {
    return respond(
      apiError('validation.invalid_query', { fields: [{ path: 'code', message: 'Enter a customer code' }] }),
    );
  }
  const refusal = notThisVisitorsOrder(request, deps, query.data.code);
  if (refusal) return respond(refusal);
  try {
    const customer = await deps.provider.updatePreactiveCustomer(query.data.code, read.value);
    return respond(json({ customer }));
  } catch (error) {
    return respond(providerAnswer(error, '/api/preactive-customer-update'));
  }
}
