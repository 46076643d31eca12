import { ERROR_HTTP_STATUS, type ErrorKey } from '@fibre/domain/error-keys';
import {
  createErrorBody,
  type ErrorBody,
  errorBodySchema,
  type FieldErrors,
} from '@fibre/domain/schemas/error-body';

/**
 * Payload's refusals in the one error shape (decision 0390). Payload answers `{ errors: [{ message,
 * name?, data? }] }` (or `{ message }` for a route it does not have); the rest of the site answers
 * `{ error: 'dotted.key', message, fields? }`. Every refusal from /cms-api gets the dotted key.
 *
 * The admin's own requests (same-origin, as its browser says) keep Payload's `errors` beside the
 * key and get no `message`: Payload's form shows a top-level `message` as a toast and then skips
 * the field errors in `errors[].data.errors`, which is how it marks the fields a save refused.
 *
 * An answer already in the one shape comes from one of our own endpoints in Payload's router (the
 * staff sign-in, decision 0396): Payload never answers so. It goes out as it came, its key, words
 * and field errors being the ones its form shows.
 */

/** One of Payload's error entries, as much of it as is read here. */
interface PayloadErrorEntry {
  message?: unknown;
  name?: unknown;
  data?: { errors?: unknown } | null;
}

/** The dotted key (and the status sent with it) for one of Payload's error answers. */
export function errorKeyForStatus(
  status: number,
  entries: readonly PayloadErrorEntry[] = [],
): { key: ErrorKey; status: number } {
  const names = entries.map((entry) => entry.name);
  if (status === 400) {
    if (names.includes('ValidationError') || entries.some((entry) => Array.isArray(entry.data?.errors))) {
      return { key: 'cms.invalid_data', status };
    }
    if (names.includes('QueryError')) return { key: 'validation.invalid_query', status };
    return { key: 'request.invalid', status };
  }
  if (status === 401) return { key: 'cms.unauthorized', status };
  if (status === 403) return { key: 'cms.forbidden', status };
  // 501: Payload's answer for a collection without REST endpoints (payload-migrations): not here.
  if (status === 404 || status === 501) return { key: 'request.not_found', status: 404 };
  if (status === 405) return { key: 'request.method_not_allowed', status };
  if (status === 409) return { key: 'cms.conflict', status };
  if (status === 413) return { key: 'request.too_large', status };
  if (status === 415) return { key: 'request.unsupported_media_type', status };
  if (status === 423) return { key: 'cms.locked', status };
  if (status === 429) return { key: 'request.rate_limited', status };
  if (status >= 500) return { key: 'internal.error', status: 500 };
  return { key: 'request.invalid', status };
}

/** Payload's field messages (its own words for its own rules, never the value sent), at most 50. */
function fieldErrorsOf(entries: readonly PayloadErrorEntry[]): FieldErrors {
  const fields: FieldErrors = [];
  for (const entry of entries) {
    const errors = entry.data?.errors;
    if (!Array.isArray(errors)) continue;
    for (const item of errors as unknown[]) {
      if (typeof item !== 'object' || item === null) continue;
      const { path, message } = item as { path?: unknown; message?: unknown };
      if (typeof path !== 'string' || typeof message !== 'string') continue;
      if (fields.length < 50) fields.push({ path: path.slice(0, 200), message: message.slice(0, 300) });
    }
  }
  return fields;
}

/** What an error answer's JSON body holds: Payload's entries, or a body already in the one shape. */
interface ReadBody {
  entries: PayloadErrorEntry[];
  own: ErrorBody | null;
}

/** Reads a small JSON error body; anything else reads as no entries. */
async function readErrorBody(response: Response): Promise<ReadBody> {
  const none: ReadBody = { entries: [], own: null };
  if (!(response.headers.get('content-type') ?? '').includes('json')) return none;
  try {
    const body = (await response.json()) as unknown;
    if (typeof body !== 'object' || body === null) return none;
    const own = errorBodySchema.strict().safeParse(body);
    if (own.success) return { entries: [], own: own.data };
    const errors = (body as { errors?: unknown }).errors;
    if (Array.isArray(errors))
      return { entries: errors.filter((entry) => typeof entry === 'object' && entry !== null), own: null };
    return none;
  } catch {
    return none;
  }
}

export interface TranslateOptions {
  /** The admin's own request: keep Payload's `errors` for its form (see above). */
  forAdmin: boolean;
}

/** A Payload answer of 400 or more in the one error shape; any other answer as it came. */
export async function translatePayloadError(
  response: Response,
  options: TranslateOptions,
): Promise<Response> {
  if (response.status < 400) return response;
  const { entries, own } = await readErrorBody(response);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('content-type', 'application/json');
  headers.set('cache-control', 'no-store');
  // Our own endpoint's refusal, for the admin and scripts alike; a 5xx still says nothing more.
  if (own && response.status < 500) {
    return new Response(JSON.stringify(own), { status: response.status, headers });
  }
  const { key, status } = errorKeyForStatus(response.status, entries);
  if (options.forAdmin && status < 500) {
    return new Response(JSON.stringify({ error: key, errors: entries }), { status, headers });
  }
  const body = createErrorBody(key, {
    fields: key === 'cms.invalid_data' ? fieldErrorsOf(entries) : undefined,
  });
  return new Response(JSON.stringify(body), { status, headers });
}

/** A refusal of the CMS routes' own, in the one shape; CORS and other headers as given. */
export function cmsError(key: ErrorKey, options: { status?: number; message?: string } = {}): Response {
  const body = createErrorBody(key, { message: options.message });
  return Response.json(body, {
    status: options.status ?? ERROR_HTTP_STATUS[key],
    headers: { 'cache-control': 'no-store' },
  });
}
