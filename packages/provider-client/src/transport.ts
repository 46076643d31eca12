import { REQUEST_ID_HEADER, requestIdOrFresh } from '@fibre/domain/request-id';
import { errorBodySchema, fieldErrorsFromZod } from '@fibre/domain/schemas/error-body';
import { TIMINGS_MS } from '@fibre/domain/timings';
import type { z } from 'zod';
import { CLIENT_ERROR_KEYS, ProviderError } from './provider-error';

/** The subset of `fetch` the client needs, so tests can pass a fake. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Where failures are reported. Only the route template, key and status are logged: never a postcode or a body. */
export interface ProviderClientLogger {
  warn(message: string, details: Record<string, unknown>): void;
  error(message: string, details: Record<string, unknown>): void;
}

/** One provider call as it went: what the site writes to its log for each call (decision 0542). */
export interface ProviderCallRecord {
  /** The x-request-id sent, which the provider API logs as its reqId. */
  requestId: string;
  method: Route['method'];
  /** The route template ('/uprn/{uprn}'), never the filled path: no postcode or code is logged. */
  path: string;
  /** The answer's status, or null when none came (timeout, connection refused, the caller's abort). */
  status: number | null;
  /** Milliseconds from sending to the answer's headers (or to the failure). */
  ms: number;
}

export interface ProviderClientOptions {
  baseUrl: string;
  token: string;
  /** TIMINGS_MS.apiTimeout (content-and-api.md §9: 20 s) unless given. */
  timeoutMs?: number;
  fetch?: FetchLike;
  logger?: ProviderClientLogger;
  /**
   * The request id to send as x-request-id on the next call: the site's incoming request's. An
   * absent or invalid one is replaced by a fresh UUID, so every call carries one (decision 0542).
   */
  requestId?: () => string | undefined;
  /** Told of every call once it is answered or has failed (the site's log line per provider call). */
  onCall?: (record: ProviderCallRecord) => void;
  /** The clock `ms` is measured with (tests fix it). */
  now?: () => number;
}

export interface CallOptions {
  /** The caller's own abort (a visitor who left): rethrown as it is, never turned into a ProviderError. */
  signal?: AbortSignal;
}

/**
 * One route of the provider API: its method and path template, written once. The template fills
 * the URL and is what the logs name, so no postcode, code or uprn reaches a log line.
 */
export interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** '/uprn/{uprn}': each `{name}` is filled from the call's params, percent-encoded. */
  readonly path: string;
}

interface Call<T> extends CallOptions {
  route: Route;
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** The domain schema the answer must match; the caller gets its output, never the raw body. */
  answer: z.ZodType<T>;
}

/** A call answered with a file (a PDF), not JSON: the answer must be of the media type `accept`. */
interface BytesCall extends Omit<Call<never>, 'answer'> {
  accept: string;
}

export interface Transport {
  /** Sends the call and parses its answer; any failure is a logged ProviderError (see decision 0080). */
  send<T>(call: Call<T>): Promise<T>;
  /** Sends the call and answers the body's bytes; failures as `send`'s. */
  sendBytes(call: BytesCall): Promise<Uint8Array>;
}

/** The path of a route with its params filled in. */
export function routePath(route: Route, params: Readonly<Record<string, string | number>> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${route.path}`);
    return encodeURIComponent(String(value));
  });
}

/** A failure answer as a ProviderError: the domain's error body when it is one, else the status. */
async function errorFromResponse(response: Response): Promise<ProviderError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML error page): the status text is all there is.
  }
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    return new ProviderError({
      key: parsed.data.error,
      status: response.status,
      message: parsed.data.message,
      fields: parsed.data.fields,
    });
  }
  return new ProviderError({
    key: response.status >= 500 ? CLIENT_ERROR_KEYS.unavailable : `http.${response.status}`,
    status: response.status,
    message: response.statusText || `HTTP ${response.status}`,
  });
}

function errorFromThrown(error: unknown): ProviderError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ProviderError({
      key: CLIENT_ERROR_KEYS.timeout,
      status: 504,
      message: 'The provider did not answer in time',
    });
  }
  return new ProviderError({
    key: CLIENT_ERROR_KEYS.unavailable,
    status: 503,
    message: 'The provider could not be reached',
  });
}

function invalidAnswer(route: Route, problem: string, error?: z.ZodError): ProviderError {
  return new ProviderError({
    key: CLIENT_ERROR_KEYS.invalidResponse,
    status: 502,
    message: `The provider's answer to ${route.method} ${route.path} ${problem}`,
    fields: error ? fieldErrorsFromZod(error) : undefined,
  });
}

/** Base URL, bearer token, timeout, the error body and the answer's schema: everything every call shares. */
export function createTransport(options: ProviderClientOptions): Transport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? TIMINGS_MS.apiTimeout;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => performance.now());
  const logger: ProviderClientLogger = options.logger ?? {
    warn: (message, details) => console.warn(message, details),
    error: (message, details) => console.error(message, details),
  };

  async function request(call: Omit<Call<unknown>, 'answer'>, accept: string): Promise<Response> {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) search.set(name, String(value));
    }
    const query = search.size > 0 ? `?${search.toString()}` : '';
    const requestId = requestIdOrFresh(options.requestId?.());
    const headers: Record<string, string> = {
      Accept: accept,
      Authorization: `Bearer ${options.token}`,
      ...call.headers,
      [REQUEST_ID_HEADER]: requestId,
    };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;

    const url = `${baseUrl}${routePath(call.route, call.params)}${query}`;
    const started = now();
    const record = (status: number | null) =>
      options.onCall?.({
        requestId,
        method: call.route.method,
        path: call.route.path,
        status,
        ms: Math.round((now() - started) * 10) / 10,
      });
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: call.route.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal,
      });
    } catch (error) {
      record(null);
      // The caller's own abort is theirs to handle; everything else is the provider being away.
      if (call.signal?.aborted) throw error;
      throw errorFromThrown(error);
    }
    record(response.status);
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  async function attempt<T>(call: Call<T>): Promise<T> {
    const response = await request(call, 'application/json');
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw invalidAnswer(call.route, 'was not JSON');
    }
    const parsed = call.answer.safeParse(body);
    if (!parsed.success) throw invalidAnswer(call.route, 'did not match the expected shape', parsed.error);
    return parsed.data;
  }

  async function attemptBytes(call: BytesCall): Promise<Uint8Array> {
    const response = await request(call, call.accept);
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== call.accept) throw invalidAnswer(call.route, `was not ${call.accept}`);
    try {
      return new Uint8Array(await response.arrayBuffer());
    } catch {
      throw invalidAnswer(call.route, 'could not be read');
    }
  }

  async function logged<T>(call: Pick<Call<unknown>, 'route'>, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderError) {
        // A refusal (4xx) is the caller's input; a failure (5xx, no answer) is the provider's.
        const details = {
          route: `${call.route.method} ${call.route.path}`,
          key: error.key,
          status: error.status,
        };
        if (error.isServiceFailure) logger.error('Provider call failed', details);
        else logger.warn('Provider call failed', details);
      }
      throw error;
    }
  }

  return {
    send: <T>(call: Call<T>): Promise<T> => logged(call, () => attempt(call)),
    sendBytes: (call: BytesCall): Promise<Uint8Array> => logged(call, () => attemptBytes(call)),
  };
}
