import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  isIdempotencyKey,
  SLOT_TAKEN_MESSAGE,
} from '@fibre/domain/checkout-steps';
import { isErrorKey } from '@fibre/domain/error-keys';
import { directDebitRouteBodySchema } from '@fibre/domain/schemas/direct-debit';
import {
  confirmOrderBodySchema,
  contractSummaryQuerySchema,
  installationSlotsBodySchema,
  setInstallationScheduleBodySchema,
} from '@fibre/domain/schemas/site-routes';
import { isProviderError } from '@fibre/provider-client';
import type { z } from 'zod';
import { mayUseOrder, orderCodeOf } from './order-access';
import { type RateLimitedAction, rateLimited } from './rate-limits';
import { readJsonBody } from './request-body';
import { apiError, invalidInput, json, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';
import { identifyVisitor, type Visitor } from './visitor';

/**
 * The same-site routes of the checkout's later steps (decision 0200, 0250): the installation slots
 * and their booking, the direct debit, the contract summary PDF and the confirmation. Each reads
 * its body with the domain schema, counts against the visitor's checkout budget, and passes the
 * provider's refusals (a full slot, bank details that do not belong together, an unknown code) on
 * with their key; a failure of the provider is a 502/503 with plain words, logged.
 */

function withVisitorCookie(response: Response, visitor: Visitor): Response {
  if (visitor.setCookie) response.headers.append('Set-Cookie', visitor.setCookie);
  return response;
}

type Parsed<T> = { ok: true; value: T; visitor: Visitor } | { ok: false; response: Response };

/** Visitor, JSON body, domain schema and rate limit, in that order. */
export async function readStepRequest<S extends z.ZodType>(
  request: Request,
  deps: RouteDeps,
  schema: S,
  action: RateLimitedAction,
): Promise<Parsed<z.output<S>>> {
  const visitor = identifyVisitor(request, deps);
  const refuse = (response: Response): Parsed<z.output<S>> => ({
    ok: false,
    response: withVisitorCookie(response, visitor),
  });
  const read = await readJsonBody(request);
  if (!read.ok) return refuse(read.response);
  const parsed = schema.safeParse(read.value);
  if (!parsed.success) return refuse(invalidInput('validation.invalid_body', parsed.error));
  const limit = deps.limiters.check(action, visitor, deps.now());
  if (!limit.allowed) return refuse(rateLimited(action, limit));
  return { ok: true, value: parsed.data, visitor };
}

/**
 * The Idempotency-Key a checkout write must carry (decision 0200: the browser keeps one per attempt
 * so a double click, a retry or a reload never writes twice). Missing or malformed: 400.
 */
export function idempotencyKeyOf(
  request: Request,
): { ok: true; key: string } | { ok: false; response: Response } {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (isIdempotencyKey(key)) return { ok: true, key };
  return {
    ok: false,
    response: apiError('validation.invalid_headers', {
      fields: [{ path: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_KEY_MESSAGE }],
    }),
  };
}

/**
 * A provider refusal of the visitor's input (4xx with a catalogue key) goes on with its key,
 * status, message and fields; anything else is a provider failure.
 */
export function providerAnswer(
  error: unknown,
  route: string,
  messages: Record<string, string> = {},
): Response {
  if (isProviderError(error) && error.status >= 400 && error.status < 500 && isErrorKey(error.key)) {
    return apiError(error.key, {
      status: error.status,
      message: messages[error.key] ?? error.message,
      fields: error.fields,
    });
  }
  return providerFailure(error, route);
}

/**
 * 404 customer.not_found unless this browser was given the order (decision 0290): someone else's
 * order code is answered as an unknown one, so the answer tells nothing about it.
 */
export function notThisVisitorsOrder(request: Request, deps: RouteDeps, code: string): Response | null {
  return mayUseOrder(request, code, { key: deps.orderAccessKey, now: deps.now() })
    ? null
    : apiError('customer.not_found');
}

/**
 * POST /api/installation-slots {code} -> { schedule } (the work order and its slots). Per
 * content-and-api.md §8 the slot calls log and answer an error object rather than throw:
 * 404 installation_slots.none when the customer has no work order, 502/503 when the provider failed.
 */
export async function installationSlots(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readStepRequest(request, deps, installationSlotsBodySchema, 'checkoutStepRead');
  if (!read.ok) return read.response;
  const respond = (response: Response) => withVisitorCookie(response, read.visitor);
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
  const read = await readStepRequest(request, deps, setInstallationScheduleBodySchema, 'checkoutStepWrite');
  if (!read.ok) return read.response;
  const respond = (response: Response) => withVisitorCookie(response, read.visitor);
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
  const key = idempotencyKeyOf(request);
  const read = await readStepRequest(request, deps, directDebitRouteBodySchema, 'checkoutStepWrite');
  if (!read.ok) return read.response;
  const respond = (response: Response) => withVisitorCookie(response, read.visitor);
  if (!key.ok) return respond(key.response);
  const { code, ...bank } = read.value;
  const refusal = notThisVisitorsOrder(request, deps, code);
  if (refusal) return respond(refusal);
  try {
    const answer = await deps.provider.setDirectDebit(code, bank, { idempotencyKey: key.key });
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
  const key = idempotencyKeyOf(request);
  const read = await readStepRequest(request, deps, confirmOrderBodySchema, 'checkoutStepWrite');
  if (!read.ok) return read.response;
  const respond = (response: Response) => withVisitorCookie(response, read.visitor);
  if (!key.ok) return respond(key.response);
  const { code, ...body } = read.value;
  const refusal = notThisVisitorsOrder(request, deps, code);
  if (refusal) return respond(refusal);
  try {
    const confirmation = await deps.provider.confirmOrder(code, body, { idempotencyKey: key.key });
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
  const visitor = identifyVisitor(request, deps);
  const respond = (response: Response) => withVisitorCookie(response, visitor);
  const params = new URL(request.url).searchParams;
  const parsed = contractSummaryQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success || params.getAll('code').length !== 1) {
    return respond(
      parsed.success
        ? apiError('validation.invalid_query', { fields: [{ path: 'code', message: 'Send one code' }] })
        : invalidInput('validation.invalid_query', parsed.error),
    );
  }
  const limit = deps.limiters.check('checkoutStepRead', visitor, deps.now());
  if (!limit.allowed) return respond(rateLimited('checkoutStepRead', limit));
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
