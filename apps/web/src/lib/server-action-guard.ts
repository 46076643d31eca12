import { createErrorBody, ERROR_HTTP_STATUS, type ErrorKey } from '@fibre/domain';
import { isJsonTooDeep } from '@fibre/domain/json-depth';

/**
 * What the site proxy checks of a server-action POST before Next.js reads it (decision 0389).
 * Next 16 answers a foreign Origin, an Origin it cannot parse, a body it cannot decode and a body
 * over its limit with a 500; these come back as the one error body instead, with a 4xx:
 * - a POST to a page that is a server action (a `next-action` header), or looks like a form post
 *   (multipart or url-encoded), from a page of another origin: 403 request.forbidden_origin;
 * - a form post without an action id (the site has no form that posts to a page): 415;
 * - an action id that is not Next's 42 hex digits: 400 request.invalid;
 * - a body that is not the text Next's client sends for plain arguments (the site's actions take
 *   only plain values, never files): 415; over 64 KiB: 413; not UTF-8 or JSON: 400
 *   request.invalid_json; deeper than 32: 400 request.too_deep; not a list of arguments, or a
 *   reference React's decoder would follow ('$h', '$@', '$Q'…): 400 request.invalid.
 */
export const SERVER_ACTION_HEADER = 'next-action';
export const MAX_SERVER_ACTION_BODY_BYTES = 64 * 1024;
const ACTION_ID = /^[0-9a-f]{42}$/i;
/** The special strings encodeReply writes for plain values: '$$…' escapes a '$'; the rest are values. */
const PLAIN_VALUE_STRING = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D\d{4}-|n-?\d+$)/;

export interface ServerActionRefusal {
  key: ErrorKey;
  message?: string;
}

function refusal(key: ErrorKey, message?: string): ServerActionRefusal {
  return message === undefined ? { key } : { key, message };
}

/** The form content types a browser can post across origins without asking (no preflight). */
function isFormPost(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
}

/** Whether a POST to a page is (or could be taken for) a server action, which this guard checks. */
export function isServerActionPost(method: string, headers: Headers): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  return headers.has(SERVER_ACTION_HEADER) || isFormPost(headers.get('content-type') ?? '');
}

/**
 * Whether the Origin names this site: absent (a request no browser page made, which carries no
 * visitor's cookies by accident), or the same host as the Host header or, as Next.js also allows,
 * the first X-Forwarded-Host (a browser page of another site cannot set either header).
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin === null) return true;
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    originHost = url.host.toLowerCase();
  } catch {
    return false;
  }
  const host = headers.get('host')?.toLowerCase();
  const forwardedHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim().toLowerCase();
  return originHost === host || (forwardedHost !== undefined && originHost === forwardedHost);
}

/** What the headers alone say: null when the body should be read and checked next. */
export function serverActionHeaderRefusal(headers: Headers): ServerActionRefusal | null {
  if (!isSameOrigin(headers)) return refusal('request.forbidden_origin');
  const actionId = headers.get(SERVER_ACTION_HEADER);
  const contentType = (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (actionId === null) return refusal('request.unsupported_media_type', 'This page takes no form posts.');
  if (!ACTION_ID.test(actionId)) return refusal('request.invalid', 'The server action is not valid.');
  if (contentType !== 'text/plain') {
    return refusal('request.unsupported_media_type', 'A server action takes text/plain arguments.');
  }
  const length = headers.get('content-length');
  if (length !== null && (!/^\d+$/.test(length) || Number(length) > MAX_SERVER_ACTION_BODY_BYTES)) {
    return refusal(/^\d+$/.test(length) ? 'request.too_large' : 'request.invalid_content_length');
  }
  return null;
}

/** Whether a decoded argument list holds only plain values (no reference React's decoder follows). */
function holdsOnlyPlainValues(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.startsWith('$') && !PLAIN_VALUE_STRING.test(value)) return false;
    } else if (Array.isArray(value)) {
      stack.push(...value);
    } else if (value !== null && typeof value === 'object') {
      stack.push(...Object.values(value));
    }
  }
  return true;
}

/** What the body says: null when it is a list of plain arguments Next can decode. */
export function serverActionBodyRefusal(body: Uint8Array): ServerActionRefusal | null {
  if (body.byteLength > MAX_SERVER_ACTION_BODY_BYTES) return refusal('request.too_large');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return refusal('request.invalid_json', 'The request body is not UTF-8.');
  }
  if (isJsonTooDeep(text)) return refusal('request.too_deep');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refusal('request.invalid_json');
  }
  if (!Array.isArray(parsed) || !holdsOnlyPlainValues(parsed)) {
    return refusal('request.invalid', 'The server action arguments are not valid.');
  }
  return null;
}

/** The answer to a refused server action: the one error body, never cached. */
export function serverActionRefusalResponse(
  refused: ServerActionRefusal,
  contentSecurityPolicy: string,
): Response {
  return Response.json(createErrorBody(refused.key, refused.message ? { message: refused.message } : {}), {
    status: ERROR_HTTP_STATUS[refused.key],
    headers: { 'Cache-Control': 'no-store', 'Content-Security-Policy': contentSecurityPolicy },
  });
}

/**
 * The whole check of one request to a page path: null to let it through, else the refusal. Reads a
 * copy of the body only when the headers pass (Next.js has already buffered it for the proxy).
 */
export async function checkServerActionRequest(request: Request): Promise<ServerActionRefusal | null> {
  if (!isServerActionPost(request.method, request.headers)) return null;
  const fromHeaders = serverActionHeaderRefusal(request.headers);
  if (fromHeaders !== null) return fromHeaders;
  let body: Uint8Array;
  try {
    body = new Uint8Array(await request.clone().arrayBuffer());
  } catch {
    return refusal('request.invalid', 'The request body could not be read.');
  }
  return serverActionBodyRefusal(body);
}
