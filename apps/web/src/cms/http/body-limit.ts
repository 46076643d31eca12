import { isJsonTooDeep, MAX_JSON_DEPTH } from '@fibre/domain/json-depth';
import { TIMINGS_MS } from '@fibre/domain/timings';
import { readLimited } from '@/lib/api/request-body';
import { cmsError } from './error-answer';

/**
 * How much body the CMS reads, and from whom (decision 0392). Payload reads a JSON body whole with
 * `request.text()` before anything refuses it (a 200 MB anonymous body took the site from 524 MB
 * to 1,239 MB), and its multipart reader allows 50 MB. Here a body is read chunk by chunk and the
 * stream cancelled at the first byte past the caller's allowance, a declared length over it
 * refused unread; Payload then gets the bytes that were read, checked.
 */
export interface CmsBodyLimits {
  /** Anyone not signed in: the sign-in, forgotten-password and reset bodies are a few hundred bytes. */
  anonymousBytes: number;
  /** Staff JSON: a page of many blocks with rich text is tens of KB; room to spare. */
  staffJsonBytes: number;
  /** Staff multipart: one media file of at most the media collection's size, and its fields. */
  staffMultipartBytes: number;
  /** How long an anonymous body may take to arrive. */
  anonymousTimeoutMs: number;
  /** How long a staff upload may take to arrive (20 MB on a slow line). */
  staffTimeoutMs: number;
  /** JSON nesting: rich text nests a level per list, quote and link, inside blocks inside arrays. */
  anonymousDepth: number;
  staffDepth: number;
}

/** The largest media file staff may upload (Payload's `upload.limits.fileSize`). */
export const MEDIA_MAX_FILE_BYTES = 20 * 1024 * 1024;

export const CMS_BODY_LIMITS: CmsBodyLimits = {
  anonymousBytes: 16 * 1024,
  staffJsonBytes: 2 * 1024 * 1024,
  staffMultipartBytes: MEDIA_MAX_FILE_BYTES + 1024 * 1024,
  anonymousTimeoutMs: TIMINGS_MS.requestBodyTimeout,
  staffTimeoutMs: 120_000,
  anonymousDepth: MAX_JSON_DEPTH,
  staffDepth: 128,
};

type BodyKind = 'json' | 'multipart' | 'form' | 'none';

/** The body types Payload reads: JSON, multipart (uploads) and url-encoded (its GET override). */
function bodyKindOf(contentType: string | null): BodyKind | null {
  const essence = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (essence === '') return 'none';
  if (essence === 'application/json') return 'json';
  if (essence === 'multipart/form-data') return 'multipart';
  if (essence === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

export type LimitedBody = { ok: true; request: Request } | { ok: false; response: Response };

const decoder = () => new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Whether a JSON text is one Payload's `JSON.parse` takes, within the nesting allowed. */
function jsonProblem(text: string, maxDepth: number): Response | null {
  if (text.trim() === '') return null;
  if (isJsonTooDeep(text, maxDepth)) return cmsError('request.too_deep');
  try {
    JSON.parse(text);
    return null;
  } catch {
    return cmsError('request.invalid_json');
  }
}

/**
 * Parses a multipart body as the platform does. Payload's own reader answers 500 to one it cannot
 * read, and `JSON.parse`s the `_payload` field unguarded (500 again), so both are checked here.
 */
async function multipartProblem(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  maxDepth: number,
): Promise<Response | null> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return cmsError('request.invalid', { message: 'The multipart body is not well formed.' });
  }
  const data = form.get('_payload');
  if (typeof data !== 'string') return null;
  // Payload parses an empty `_payload` too, and fails on it.
  if (data.trim() === '') return cmsError('request.invalid_json');
  return jsonProblem(data, maxDepth);
}

/**
 * Reads the body of a request to /cms-api within the caller's allowance and returns a request with
 * the bytes read, for Payload. No body: the request as it came. Refused before Payload: a type it
 * does not read (415), a declared or actual size past the allowance (413), a stalled body (408),
 * bytes that are not UTF-8 or JSON that is not JSON (400), nesting past the limit (400), multipart
 * that does not parse (400).
 */
export async function readCmsBody(
  request: Request,
  options: { staff: boolean; limits?: CmsBodyLimits; maxBytes?: number },
): Promise<LimitedBody> {
  const limits = options.limits ?? CMS_BODY_LIMITS;
  const refuse = (response: Response): LimitedBody => ({ ok: false, response });
  const declared = request.headers.get('content-length');
  const contentType = request.headers.get('content-type');
  const kind = bodyKindOf(contentType);
  if (request.body === null || declared === '0') {
    // Payload reads a multipart type's form even from no body, and answered 500 (decision 0392).
    if (kind === 'multipart') {
      return refuse(cmsError('request.invalid', { message: 'The multipart body is not well formed.' }));
    }
    return { ok: true, request };
  }
  const unsupported = () =>
    refuse(
      cmsError('request.unsupported_media_type', {
        message: 'The request body must be JSON, multipart form data or a URL-encoded form.',
      }),
    );
  if (kind === null) return unsupported();
  if (kind === 'none') {
    // Untyped: a DELETE or a sign-out sends no body at all, though the platform still gives it a
    // stream. Any byte in it is refused; none, and Payload gets the request without a body.
    const read = await readLimited(request.body, { maxBytes: 0, timeoutMs: limits.anonymousTimeoutMs });
    if (!read.ok)
      return read.reason === 'timeout' ? refuse(cmsError('request.timeout', { status: 408 })) : unsupported();
    return {
      ok: true,
      request: new Request(request.url, {
        method: request.method,
        headers: request.headers,
        signal: request.signal,
      }),
    };
  }
  const kindBytes = kind === 'multipart' ? limits.staffMultipartBytes : limits.staffJsonBytes;
  const allowance = Math.min(
    options.maxBytes ?? Number.POSITIVE_INFINITY,
    options.staff ? kindBytes : limits.anonymousBytes,
  );
  const maxDepth = options.staff ? limits.staffDepth : limits.anonymousDepth;
  if (declared !== null && !/^\d{1,15}$/.test(declared.trim()))
    return refuse(cmsError('request.invalid_content_length'));
  if (declared !== null && Number(declared) > allowance) return refuse(cmsError('request.too_large'));

  const read = await readLimited(request.body, {
    maxBytes: allowance,
    timeoutMs: options.staff ? limits.staffTimeoutMs : limits.anonymousTimeoutMs,
  });
  if (!read.ok) {
    if (read.reason === 'too_large') return refuse(cmsError('request.too_large'));
    if (read.reason === 'timeout') return refuse(cmsError('request.timeout', { status: 408 }));
    return refuse(cmsError('request.invalid'));
  }

  if (kind === 'multipart') {
    const problem = await multipartProblem(read.bytes, contentType ?? '', maxDepth);
    if (problem) return refuse(problem);
  } else {
    let text: string;
    try {
      text = decoder().decode(read.bytes);
    } catch {
      return refuse(cmsError(kind === 'json' ? 'request.invalid_json' : 'request.invalid'));
    }
    if (kind === 'json') {
      const problem = jsonProblem(text, maxDepth);
      if (problem) return refuse(problem);
    }
  }

  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(read.bytes.byteLength));
  return {
    ok: true,
    request: new Request(request.url, {
      method: request.method,
      headers,
      body: read.bytes,
      signal: request.signal,
    }),
  };
}
