import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  isIdempotencyKey,
} from '@fibre/domain/checkout-steps';
import { type ErrorKey, isErrorKey } from '@fibre/domain/error-keys';
import { isProviderError } from '@fibre/provider-client';
import type { z } from 'zod';
import { mayUseOrder } from './order-access';
import { type RateLimitedAction, rateLimited } from './rate-limits';
import { isMissing, readJsonBody } from './request-body';
import { apiError, invalidInput, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';
import { identifyVisitor, type Visitor } from './visitor';

/**
 * The same-site route kit: what every `/api` handler does before and after its own work. Who the
 * visitor is (and the id cookie a first request is given on every answer), the JSON body read
 * within its limits and checked with the domain schema, the Idempotency-Key, the visitor's rate
 * limit, the order this browser may use, and the provider's refusals passed on with their key.
 */

/** The answer, with the visitor's new id cookie when this request was given one. */
export function withVisitorCookie(response: Response, visitor: Visitor): Response {
  if (visitor.setCookie) response.headers.append('Set-Cookie', visitor.setCookie);
  return response;
}

export interface SameSiteVisitor {
  visitor: Visitor;
  /** Every answer of the route goes through this, so a first visit keeps its id cookie. */
  respond: (response: Response) => Response;
}

/** Who is asking, and how to answer them (for routes that read a query rather than a body). */
export function sameSiteVisitor(request: Request, deps: RouteDeps): SameSiteVisitor {
  const visitor = identifyVisitor(request, deps);
  return { visitor, respond: (response) => withVisitorCookie(response, visitor) };
}

/** 429 with the action's message once the visitor (or its network) has spent its budget, else null. */
export async function limitRefusal(
  deps: RouteDeps,
  action: RateLimitedAction,
  visitor: Visitor,
): Promise<Response | null> {
  const limit = await deps.limiters.check(action, visitor);
  return limit.allowed ? null : rateLimited(action, limit);
}

export type SameSiteRead<T, K = undefined> =
  | ({ ok: true; value: T; idempotencyKey: K } & SameSiteVisitor)
  | { ok: false; response: Response };

export interface ReadOptions {
  /**
   * The spec's "no ... provided" key, used when this field is absent or blank; any other failure of
   * the schema is validation.invalid_body.
   */
  missing?: { field: string; key: ErrorKey };
  /**
   * Checked after the body and before the rate limit, so a malformed header costs no budget:
   * 'required' (a checkout write) or 'optional' (a form, where a retry of one submit writes once).
   */
  idempotencyKey?: 'required' | 'optional';
}

/**
 * Visitor, JSON body, domain schema, Idempotency-Key (when asked for) and rate limit, in that
 * order; each refusal is answered with the visitor's cookie.
 */
export async function readSameSiteRequest<
  S extends z.ZodType,
  const O extends ReadOptions = Record<never, never>,
>(
  request: Request,
  deps: RouteDeps,
  schema: S,
  action: RateLimitedAction,
  options: O = {} as O,
): Promise<SameSiteRead<z.output<S>, IdempotencyKeyOf<O>>> {
  const { visitor, respond } = sameSiteVisitor(request, deps);
  const refuse = (response: Response) => ({ ok: false as const, response: respond(response) });
  const read = await readJsonBody(request);
  if (!read.ok) return refuse(read.response);
  const parsed = schema.safeParse(read.value);
  if (!parsed.success) {
    const missing = options.missing;
    const key = missing && isMissing(read.value, missing.field) ? missing.key : 'validation.invalid_body';
    return refuse(invalidInput(key, parsed.error));
  }
  let idempotencyKey: string | undefined;
  if (options.idempotencyKey) {
    const header =
      options.idempotencyKey === 'required' ? idempotencyKeyOf(request) : optionalIdempotencyKey(request);
    if (!header.ok) return refuse(header.response);
    idempotencyKey = header.key;
  }
  const refusal = await limitRefusal(deps, action, visitor);
  if (refusal) return refuse(refusal);
  return {
    ok: true,
    value: parsed.data,
    visitor,
    respond,
    // What the option asked for: a string when required (checked above), maybe undefined when optional.
    idempotencyKey: idempotencyKey as IdempotencyKeyOf<O>,
  };
}

type IdempotencyKeyOf<O extends ReadOptions> = O['idempotencyKey'] extends 'required'
  ? string
  : O['idempotencyKey'] extends 'optional'
    ? string | undefined
    : undefined;

const malformedIdempotencyKey = () =>
  apiError('validation.invalid_headers', {
    fields: [{ path: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_KEY_MESSAGE }],
  });

/**
 * The Idempotency-Key a checkout write must carry (decision 0200: the browser keeps one per attempt
 * so a double click, a retry or a reload never writes twice). Missing or malformed: 400.
 */
function idempotencyKeyOf(request: Request): { ok: true; key: string } | { ok: false; response: Response } {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (isIdempotencyKey(key)) return { ok: true, key };
  return { ok: false, response: malformedIdempotencyKey() };
}

/**
 * The Idempotency-Key a form may send (a retry of the same submit then writes once); absent is
 * fine, malformed is 400 validation.invalid_headers.
 */
export function optionalIdempotencyKey(
  request: Request,
): { ok: true; key: string | undefined } | { ok: false; response: Response } {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return { ok: true, key: undefined };
  if (isIdempotencyKey(key)) return { ok: true, key };
  return { ok: false, response: malformedIdempotencyKey() };
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
