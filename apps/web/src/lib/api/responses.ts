import { isProviderError } from '@fibre/provider-client';
import type { z } from 'zod';

/** A failing field of a request: the dotted path and the domain schema's message. */
export interface FieldError {
  path: string;
  message: string;
}

/** The one error shape of the same-site routes: a stable dotted key, plain words, the failing fields. */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: FieldError[];
}

const NO_STORE = { 'Cache-Control': 'no-store' };

export function json<T>(body: T, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function apiError(
  status: number,
  key: string,
  message: string,
  fields?: FieldError[],
  headers: Record<string, string> = {},
): Response {
  const body: ApiErrorBody =
    fields && fields.length > 0 ? { error: key, message, fields } : { error: key, message };
  return json(body, status, headers);
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

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
  return apiError(
    status,
    'service.unavailable',
    'The service is not available at the moment. Please try again later.',
  );
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a small JSON body. An empty body reads as undefined (the handler then reports the missing
 * field); a body over `maxBytes` gets 413 request.too_large; text that is not JSON gets 400
 * request.invalid_json.
 */
export async function readJsonBody(request: Request, maxBytes = 8 * 1024): Promise<JsonBody> {
  const tooLarge = (): JsonBody => ({
    ok: false,
    response: apiError(413, 'request.too_large', 'The request is too large'),
  });
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return tooLarge();
  let text: string;
  try {
    text = await request.text();
  } catch {
    return {
      ok: false,
      response: apiError(400, 'request.invalid_json', 'The request body could not be read'),
    };
  }
  if (new TextEncoder().encode(text).length > maxBytes) return tooLarge();
  if (text.trim().length === 0) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      response: apiError(400, 'request.invalid_json', 'The request body is not valid JSON'),
    };
  }
}
