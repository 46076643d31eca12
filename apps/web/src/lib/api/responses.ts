import {
  createErrorBody,
  ERROR_HTTP_STATUS,
  type ErrorKey,
  type FieldErrors,
  fieldErrorsFromZod,
} from '@fibre/domain';
import { isProviderError } from '@fibre/provider-client';
import type { z } from 'zod';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function json<T>(body: T, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export interface ApiErrorOptions {
  /** Plain words for the visitor; the catalogue's message by default. */
  message?: string;
  fields?: FieldErrors;
  /** The catalogue's status for the key by default. */
  status?: number;
  headers?: Record<string, string>;
}

/** The one error shape of the same-site routes (@fibre/domain error-body): `{ error, message, fields? }`. */
export function apiError(key: ErrorKey, options: ApiErrorOptions = {}): Response {
  const body = createErrorBody(key, { message: options.message, fields: options.fields });
  return json(body, options.status ?? ERROR_HTTP_STATUS[key], options.headers);
}

/** A request that failed its domain schema: the key, with each failing field's messages. */
export function invalidInput(key: ErrorKey, error: z.ZodError): Response {
  return apiError(key, { fields: fieldErrorsFromZod(error) });
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is not available at the moment. Please try again later.';

/**
 * The provider failed or could not be reached: 503 when it was away or slow, 502 when it answered
 * with a failure or an unreadable body. The visitor gets plain words; the details go to the log.
 */
export function providerFailure(error: unknown, route: string): Response {
  const status = isProviderError(error) && (error.status === 503 || error.status === 504) ? 503 : 502;
  console.error('Same-site route failed on the provider', {
    route,
    key: isProviderError(error) ? error.key : 'unexpected',
    status: isProviderError(error) ? error.status : undefined,
  });
  return apiError('service.unavailable', { status, message: SERVICE_UNAVAILABLE_MESSAGE });
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a small JSON body. An empty body reads as undefined (the schema then reports the missing
 * field); a body over `maxBytes` gets 413 request.too_large; text that is not JSON gets 400
 * request.invalid_json.
 */
export async function readJsonBody(request: Request, maxBytes = 8 * 1024): Promise<JsonBody> {
  const tooLarge = (): JsonBody => ({ ok: false, response: apiError('request.too_large') });
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return tooLarge();
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, response: apiError('request.invalid_json') };
  }
  if (new TextEncoder().encode(text).length > maxBytes) return tooLarge();
  if (text.trim().length === 0) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: apiError('request.invalid_json') };
  }
}

/** Whether a field of a parsed JSON body is absent or blank (the "no ... provided" case). */
export function isMissing(body: unknown, field: string): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return true;
  const value = (body as Record<string, unknown>)[field];
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}
