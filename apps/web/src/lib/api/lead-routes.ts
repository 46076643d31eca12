import { BOT_CHECK_ACTIONS } from '@fibre/domain/bot-check';
import { callMeBodySchema, prospectBodySchema } from '@fibre/domain/schemas/customer-requests';
import {
  registerInterestRequestSchema,
  splitRegisterInterestRequest,
} from '@fibre/domain/schemas/register-interest';
import { botCheckRefusal } from './bot-check-guard';
import { sendRegisterInterestNotice } from './register-interest-notice';
import { json } from './responses';
import type { RouteDeps } from './route-deps';
import { providerAnswer, readSameSiteRequest } from './same-site-route';

/**
 * The lead forms' same-site routes (content-and-api.md §7): registering interest (the
 * provider's ROI action), a prospect and a call-back. Each reads its body with the one domain schema
 * the provider API uses too, counts against the visitor's form budget (5 in 10 minutes), passes an
 * Idempotency-Key on when the form sends one, and answers the provider's refusals with their key.
 */

/**
 * POST /api/customer-roi {register-interest payload, recaptcha_token, package_type?} -> 201
 * { customer } (its code is what the confirmation-of-interest page shows). The bot-check token is
 * verified first (bot-check-guard.ts: 403 recaptcha.* when missing, not verified or scoring under
 * 0.7) and never reaches the provider, nor does the package type. A provider failure is answered
 * 502/503 service.unavailable; the form then shows 'pages.service_unavailable.error'
 * (content-and-api.md §8). After a 201 the register-interest notice goes to the e-mail service,
 * after the response and best effort (register-interest-notice.ts, decision 0375).
 */
export async function customerRoi(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, registerInterestRequestSchema, 'leadSubmit', {
    idempotencyKey: 'optional',
  });
  if (!read.ok) return read.response;
  const { respond, idempotencyKey } = read;
  const { body, token, packageType } = splitRegisterInterestRequest(read.value);
  const refusal = await botCheckRefusal(
    token,
    request,
    deps,
    '/api/customer-roi',
    BOT_CHECK_ACTIONS.registerInterest,
  );
  if (refusal !== null) return respond(refusal);
  try {
    const customer = await deps.provider.submitCustomer('ROI', body, { idempotencyKey });
    // The provider holds the registration; the notice follows the answer, best effort (decision 0375).
    deps.afterResponse(() =>
      sendRegisterInterestNotice(deps, { body, customerCode: customer.code, packageType }),
    );
    return respond(json({ customer }, 201));
  } catch (error) {
    return respond(providerAnswer(error, '/api/customer-roi'));
  }
}

/** POST /api/customer-prospect {email, phone, uprn} -> 201 { customer }. */
export async function customerProspect(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, prospectBodySchema, 'leadSubmit', {
    idempotencyKey: 'optional',
  });
  if (!read.ok) return read.response;
  const { respond, idempotencyKey } = read;
  try {
    const customer = await deps.provider.submitProspect(read.value, { idempotencyKey });
    return respond(json({ customer }, 201));
  } catch (error) {
    return respond(providerAnswer(error, '/api/customer-prospect'));
  }
}

/**
 * POST /api/customer-callMe {email, contact_name, contact_surname, uprn, postcode, street_name,
 * phone, current_provider} -> 201 { customer }: a call-back for someone still in a contract.
 */
export async function customerCallMe(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, callMeBodySchema, 'leadSubmit', {
    idempotencyKey: 'optional',
  });
  if (!read.ok) return read.response;
  const { respond, idempotencyKey } = read;
  try {
    const customer = await deps.provider.submitCustomer('CALLME', read.value, { idempotencyKey });
    return respond(json({ customer }, 201));
  } catch (error) {
    return respond(providerAnswer(error, '/api/customer-callMe'));
  }
}
