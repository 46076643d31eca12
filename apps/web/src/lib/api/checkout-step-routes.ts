import { SLOT_TAKEN_MESSAGE } from '@fibre/domain/checkout-steps';
import { directDebitRouteBodySchema } from '@fibre/domain/schemas/direct-debit';
import {
  confirmOrderBodySchema,
  contractSummaryQuerySchema,
  installationSlotsBodySchema,
  setInstallationScheduleBodySchema,
} from '@fibre/domain/schemas/site-routes';
import { isProviderError } from '@fibre/provider-client';
import { orderCodeOf } from './order-access';
import { apiError, invalidInput, json, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';
import {
  limitRefusal,
  notThisVisitorsOrder,
  providerAnswer,
  readSameSiteRequest,
  sameSiteVisitor,
} from './same-site-route';

/**
 * The same-site routes of the checkout's later steps (decision 0200, 0250): the installation slots
 * and their booking, the direct debit, the contract summary PDF and the confirmation. Each reads
 * its body with the domain schema, counts against the visitor's checkout budget, and passes the
 * provider's refusals (a full slot, bank details that do not belong together, an unknown code) on
 * with their key; a failure of the provider is a 502/503 with plain words, logged. The reading,
 * the limits and the visitor's cookie are the same-site route kit's (same-site-route.ts).
 */

/**
 * POST /api/installation-slots {code} -> { schedule } (the work order and its slots). Per
 * content-and-api.md §8 the slot calls log and answer an error object rather than throw:
 * 404 installation_slots.none when the customer has no work order, 502/503 when the provider failed.
 */
export async function installationSlots(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, installationSlotsBodySchema, 'checkoutStepRead');
  if (!read.ok) return read.response;
  const { respond } = read;
  const refusal = notThisVisitorsOrder(request, deps, read.value.code);
  if (refusal) return respond(refusal);
  try {
    const schedule = await deps.provider.getCustomerSchedule(read.value.code);
    return respond(json({ schedule }));
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) {
      console.warn('Installation slots not found', { route: '/api/installation-slots', key: error.key });
      return respond(apiError('installation_slots.none'));
    }
    return respond(providerFailure(error, '/api/installation-slots'));
  }
}

/**
 * POST /api/set-installation-schedule {id_workorder, day, time} -> { schedule }. Booking a slot is
 * idempotent by nature (the same slot again changes nothing), so it needs no Idempotency-Key.
 * 409 slot.full says 'Sorry, that slot has just been taken. Please choose another.'.
 */
export async function setInstallationSchedule(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(
    request,
    deps,
    setInstallationScheduleBodySchema,
    'checkoutStepWrite',
  );
  if (!read.ok) return read.response;
  const { respond } = read;
  const { id_workorder, day, time } = read.value;
  // The work order must be the one of the order this browser was given.
  const code = orderCodeOf(request, { key: deps.orderAccessKey, now: deps.now() });
  if (code === null) return respond(apiError('workorder.not_found'));
  try {
    const record = await deps.provider.getCustomer(code);
    if (record.work_order?.id_workorder !== id_workorder) return respond(apiError('workorder.not_found'));
    const schedule = await deps.provider.setWorkOrderSchedule(id_workorder, { day, time });
    return respond(json({ schedule }));
  } catch (error) {
    return respond(
      providerAnswer(error, '/api/set-installation-schedule', { 'slot.full': SLOT_TAKEN_MESSAGE }),
    );
  }
}

/**
 * POST /api/direct-debit {code, account_name, account_number, sort_code} + Idempotency-Key ->
 * { directDebit } with the account number masked ('******58'). 422 bank.invalid_details names the
 * fields. The bank details are passed on, never logged or kept.
 */
export async function directDebit(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, directDebitRouteBodySchema, 'checkoutStepWrite', {
    idempotencyKey: 'required',
  });
  if (!read.ok) return read.response;
  const { respond, idempotencyKey } = read;
  const { code, ...bank } = read.value;
  const refusal = notThisVisitorsOrder(request, deps, code);
  if (refusal) return respond(refusal);
  try {
    const answer = await deps.provider.setDirectDebit(code, bank, { idempotencyKey });
    return respond(
      json({
        directDebit: {
          account_name: answer.account_name,
          sort_code: answer.sort_code,
          account_number: answer.account_number,
        },
      }),
    );
  } catch (error) {
    return respond(providerAnswer(error, '/api/direct-debit'));
  }
}

/**
 * POST /api/confirm-order {code, start_within_cancellation_period} + Idempotency-Key -> the
 * confirmation (ORDERED, the order number, where the e-mail went). 422 when the slot or the direct
 * debit is missing, 409 order.already_confirmed; the same key replays the first answer.
 */
export async function confirmOrder(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, confirmOrderBodySchema, 'checkoutStepWrite', {
    idempotencyKey: 'required',
  });
  if (!read.ok) return read.response;
  const { respond, idempotencyKey } = read;
  const { code, ...body } = read.value;
  const refusal = notThisVisitorsOrder(request, deps, code);
  if (refusal) return respond(refusal);
  try {
    const confirmation = await deps.provider.confirmOrder(code, body, { idempotencyKey });
    return respond(
      json({
        code: confirmation.code,
        status: confirmation.status,
        order_number: confirmation.order_number,
        email_sent_to: confirmation.email_sent_to,
      }),
    );
  } catch (error) {
    return respond(providerAnswer(error, '/api/confirm-order'));
  }
}

/**
 * GET /api/contract-summary?code= -> the Ofcom contract summary PDF of the order, as a download
 * (Content-Type application/pdf, Content-Disposition attachment). Refusals are JSON error bodies.
 */
export async function contractSummary(request: Request, deps: RouteDeps): Promise<Response> {
  const { visitor, respond } = sameSiteVisitor(request, deps);
  const params = new URL(request.url).searchParams;
  const parsed = contractSummaryQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success || params.getAll('code').length !== 1) {
    return respond(
      parsed.success
        ? apiError('validation.invalid_query', { fields: [{ path: 'code', message: 'Send one code' }] })
        : invalidInput('validation.invalid_query', parsed.error),
    );
  }
  const limited = await limitRefusal(deps, 'checkoutStepRead', visitor);
  if (limited) return respond(limited);
  const { code } = parsed.data;
  const refusal = notThisVisitorsOrder(request, deps, code);
  if (refusal) return respond(refusal);
  try {
    const pdf = await deps.provider.getContractSummaryPdf(code);
    return respond(
      // A copy into a fresh ArrayBuffer: a Uint8Array over a shared buffer is not a BodyInit.
      new Response(new Uint8Array(pdf).buffer, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="contract-summary-${code}.pdf"`,
          'Content-Length': String(pdf.byteLength),
          'Cache-Control': 'no-store',
        },
      }),
    );
  } catch (error) {
    return respond(providerAnswer(error, '/api/contract-summary'));
  }
}
