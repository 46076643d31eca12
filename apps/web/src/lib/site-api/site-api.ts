import type { RateLimitedAction } from '@fibre/domain/messages';
// A type only: the schema module (and zod) stays out of the browser bundle; isErrorBody is zod-free.
import type { ErrorBody } from '@fibre/domain/schemas/error-body';

/**
 * The browser's one client for the site's own /api/* routes (decision 0141): JSON in and out, the
 * error body the routes send (`ErrorBody`), a 429 with the words to show, and aborts through an
 * AbortSignal. It never throws for an answer or a failed network: the caller gets an outcome and
 * decides what the visitor sees. Only an abort rejects, so a stale request is simply dropped.
 * The routes parsed the provider's answers with the domain schemas already, so answers are typed
 * here by the caller, not parsed again (zod stays out of the browser).
 */

export type SiteApiPath = `/api/${string}`;

export interface SiteApiRequest {
  method?: 'GET' | 'POST' | 'PUT';
  /** Query parameters in order; null and undefined ones are left out. */
  query?: Readonly<Record<string, string | number | null | undefined>>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a checkout write (decision 0200). */
  headers?: Readonly<Record<string, string>>;
  /** The route's rate limit, whose words are shown when a 429 carries none of its own. */
  rateLimit?: RateLimitedAction;
}

export type SiteApiResult<T> =
  | { kind: 'ok'; status: number; data: T }
  /** 429: the message is the route's own, else the catalogue's for the route's limit. */
  | { kind: 'rate-limited'; status: 429; message: string }
  /** Any other answer that is not a success; `error` is its error body when it sent one. */
  | { kind: 'failed'; status: number; error: ErrorBody | null }
  /** No answer at all (offline, connection refused). */
  | { kind: 'unreachable' };

const JSON_TYPE = 'application/json';

// A failed answer is read by failed-answer.ts, which holds the error-key catalogue: loaded then,
// once, so a page that calls a route does not carry the catalogue in its first load (decision 0693).
type FailedAnswerModule = typeof import('./failed-answer');
let failedAnswerModule: Promise<FailedAnswerModule> | null = null;
function loadFailedAnswer(): Promise<FailedAnswerModule> {
  failedAnswerModule ??= import('./failed-answer').catch((error: unknown) => {
    failedAnswerModule = null; // a later failure tries again
    throw error;
  });
  return failedAnswerModule;
}

function withQuery(path: SiteApiPath, query: SiteApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Calls a same-site route. Rejects only when `signal` aborted the request. */
export async function callSiteApi<T>(
  path: SiteApiPath,
  request: SiteApiRequest = {},
): Promise<SiteApiResult<T>> {
  const headers: Record<string, string> = { ...request.headers, accept: JSON_TYPE };
  if (request.body !== undefined) headers['content-type'] = JSON_TYPE;
  let response: Response;
  try {
    response = await fetch(withQuery(path, request.query), {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return { kind: 'unreachable' };
  }
  const json = await readJson(response);
  if (request.signal?.aborted) throw request.signal.reason;
  if (response.ok) {
    return json === undefined
      ? { kind: 'failed', status: response.status, error: null }
      : { kind: 'ok', status: response.status, data: json as T };
  }
  const reader = await loadFailedAnswer().catch(() => null);
  if (request.signal?.aborted) throw request.signal.reason;
  // Without the reader (its chunk could not be loaded: offline, a new deployment) the answer goes
  // back without its body, which every caller already handles as a plain failure.
  if (reader === null) return { kind: 'failed', status: response.status, error: null };
  return reader.failedAnswer(response.status, json, request.rateLimit);
}
