import { isJsonTooDeep, MAX_JSON_DEPTH } from '@fibre/domain/json-depth';
import { TIMINGS_MS } from '@fibre/domain/timings';
import { apiError } from './responses';

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

export interface BodyLimits {
  /** Bytes read before 413 request.too_large. */
  maxBytes: number;
  /** How long the whole body may take to arrive before 408 request.timeout. */
  timeoutMs: number;
  /** Nesting of objects and arrays before 400 request.too_deep. */
  maxDepth: number;
}

const DEFAULT_BODY_LIMITS: BodyLimits = {
  maxBytes: 8 * 1024,
  timeoutMs: TIMINGS_MS.requestBodyTimeout,
  maxDepth: MAX_JSON_DEPTH,
};

/** application/json, or a structured +json type, with at most a UTF-8 charset. */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [essence = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (essence !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(essence)) return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || ['utf-8', 'utf8', '"utf-8"'].includes(value);
  });
}

export type Read =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: 'too_large' | 'timeout' | 'failed' };

/**
 * Reads the body chunk by chunk and stops at the first byte past the limit, or when the body stalls
 * past the timeout: either way the stream is cancelled, so nothing more is buffered (decision 0183: a
 * 100 MB chunked upload used to be read whole before its 413).
 */
export async function readLimited(
  body: ReadableStream<Uint8Array>,
  limits: Pick<BodyLimits, 'maxBytes' | 'timeoutMs'>,
): Promise<Read> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limits.timeoutMs);
  });
  const stop = (reason: 'too_large' | 'timeout' | 'failed'): Read => {
    // The cancel's own promise settles when the source lets go; nobody waits on a stalled client.
    reader.cancel().catch(() => undefined);
    return { ok: false, reason };
  };
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === 'timeout') return stop('timeout');
      if (next.done) break;
      total += next.value.byteLength;
      if (total > limits.maxBytes) return stop('too_large');
      chunks.push(next.value);
    }
  } catch {
    return stop('failed');
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * Reads a small JSON body. No body reads as undefined (the schema then reports the missing field).
 * Refused, each before anything is parsed: a type other than JSON (415
 * request.unsupported_media_type), a declared or actual size over the limit (413
 * request.too_large), a body that stalls (408 request.timeout), bytes that are not UTF-8 or text
 * that is not JSON (400 request.invalid_json), nesting past the limit (400 request.too_deep).
 */
export async function readJsonBody(request: Request, overrides: Partial<BodyLimits> = {}): Promise<JsonBody> {
  const limits = { ...DEFAULT_BODY_LIMITS, ...overrides };
  const refuse = (response: Response): JsonBody => ({ ok: false, response });
  // No body at all: nothing to type or read.
  if (request.body === null || request.headers.get('content-length') === '0') {
    return { ok: true, value: undefined };
  }
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return refuse(apiError('request.unsupported_media_type'));
  }
  if (Number(request.headers.get('content-length') ?? '0') > limits.maxBytes) {
    return refuse(apiError('request.too_large'));
  }

  const read = await readLimited(request.body, limits);
  if (!read.ok) {
    if (read.reason === 'too_large') return refuse(apiError('request.too_large'));
    // 408, not the catalogue's 503: the client, not the server, was too slow.
    if (read.reason === 'timeout') return refuse(apiError('request.timeout', { status: 408 }));
    return refuse(apiError('request.invalid_json'));
  }

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(read.bytes);
  } catch {
    return refuse(apiError('request.invalid_json'));
  }
  if (text.trim().length === 0) return { ok: true, value: undefined };
  if (isJsonTooDeep(text, limits.maxDepth)) return refuse(apiError('request.too_deep'));
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return refuse(apiError('request.invalid_json'));
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
