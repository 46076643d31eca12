import { ERROR_HTTP_STATUS, type ErrorKey } from '@fibre/domain/error-keys';
import { createErrorBody, type FieldErrors, fieldErrorsFromZod } from '@fibre/domain/schemas/error-body';
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
