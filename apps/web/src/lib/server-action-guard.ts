import { ERROR_HTTP_STATUS, type ErrorKey } from '@fibre/domain/error-keys';
import { isJsonTooDeep } from '@fibre/domain/json-depth';
import { cmsServerFunctionArgumentsSchema } from '@fibre/domain/schemas/cms-server-function-call';
import { createErrorBody } from '@fibre/domain/schemas/error-body';

/**
 * What the site proxy checks of a server-action POST before Next.js reads it (decision 0389).
 * Next 16 answers a foreign Origin, an Origin it cannot parse, a body it cannot decode and a body
 * over its limit with a 500; these come back as the one error body instead, with a 4xx:
 * - a POST to a page that is a server action (a `next-action` header), or looks like a form post
 *   (multipart or url-encoded), from a page of another origin: 403 request.forbidden_origin;
 * - a form post without an action id (the site has no form that posts to a page): 415;
 * - an action id that is not Next's 42 hex digits: 400 request.invalid;
 * - a body that is neither text nor form data, or form data with a file (the site's actions take
 *   only plain values): 415; over 64 KiB: 413; form data that cannot be read, or more than 16
 *   parts, or parts not named by number: 400 request.invalid; a part that is not JSON (or a text
 *   body that is not UTF-8): 400 request.invalid_json; deeper than 32: 400 request.too_deep;
 *   arguments that are not a list, or a reference React's decoder would follow ('$h' server
 *   references, '$Q' maps, '$K' form data, '$1:path' chunk paths…; only '$@n' naming another
 *   part, as a closure's sealed settings are sent, is taken): 400 request.invalid.
 */
const SERVER_ACTION_HEADER = 'next-action';
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
  if (contentType !== 'text/plain' && contentType !== 'multipart/form-data') {
    return refusal(
      'request.unsupported_media_type',
      'A server action takes its arguments as text or form data.',
    );
  }
  const length = headers.get('content-length');
  if (length !== null && (!/^\d+$/.test(length) || Number(length) > MAX_SERVER_ACTION_BODY_BYTES)) {
    return refusal(/^\d+$/.test(length) ? 'request.too_large' : 'request.invalid_content_length');
  }
  return null;
}

/** At most this many parts: the site's actions send their arguments and a bound-settings part or two. */
const MAX_SERVER_ACTION_PARTS = 16;
const PART_NAME = /^\d{1,4}$/;
const PROMISE_REFERENCE = /^\$@(\d{1,4})$/;

/**
 * Whether a decoded part holds only plain values: strings are plain or escaped, or (in form data)
 * '$@n' naming another part, as Next's client sends a closure's sealed settings.
 */
function holdsOnlyPlainValues(root: unknown, partNames: ReadonlySet<string>, self: string): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (!value.startsWith('$') || PLAIN_VALUE_STRING.test(value)) continue;
      const promised = PROMISE_REFERENCE.exec(value)?.[1];
      if (promised === undefined || promised === self || !partNames.has(promised)) return false;
    } else if (Array.isArray(value)) {
      stack.push(...value);
    } else if (value !== null && typeof value === 'object') {
      stack.push(...Object.values(value));
    }
  }
  return true;
}

/**
 * What the decoded parts say (name to text: '0' alone for a text/plain body): null when part '0'
 * is a list of arguments and every part holds plain JSON values that Next can decode.
 */
function serverActionPartsRefusal(parts: ReadonlyMap<string, string>): ServerActionRefusal | null {
  const invalid = (message: string) => refusal('request.invalid', message);
  if (parts.size > MAX_SERVER_ACTION_PARTS) return invalid('The server action has too many parts.');
  let total = 0;
  for (const [name, text] of parts) {
    if (!PART_NAME.test(name)) return invalid('The server action has a part it does not take.');
    total += name.length + text.length;
  }
  if (total > MAX_SERVER_ACTION_BODY_BYTES) return refusal('request.too_large');
  if (!parts.has('0')) return invalid('The server action arguments are missing.');
  const names = new Set(parts.keys());
  for (const [name, text] of parts) {
    if (isJsonTooDeep(text)) return refusal('request.too_deep');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return refusal('request.invalid_json');
    }
    if (name === '0' && !Array.isArray(parsed)) return invalid('The server action arguments are not valid.');
    if (!holdsOnlyPlainValues(parsed, name === '0' ? names : new Set(), name)) {
      return invalid('The server action arguments are not valid.');
    }
  }
  return null;
}

/** What a text/plain body says: null when it is a list of plain arguments Next can decode. */
export function serverActionBodyRefusal(body: Uint8Array): ServerActionRefusal | null {
  if (body.byteLength > MAX_SERVER_ACTION_BODY_BYTES) return refusal('request.too_large');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return refusal('request.invalid_json', 'The request body is not UTF-8.');
  }
  return serverActionPartsRefusal(new Map([['0', text]]));
}

/** What a form-data body says: only text parts (the site's actions take no files), then as above. */
export function serverActionFormRefusal(form: FormData): ServerActionRefusal | null {
  const parts = new Map<string, string>();
  for (const [name, value] of form) {
    if (typeof value !== 'string') {
      return refusal('request.unsupported_media_type', 'A server action of this site takes no files.');
    }
    if (parts.has(name)) return refusal('request.invalid', 'The server action has a part twice.');
    parts.set(name, value);
    if (parts.size > MAX_SERVER_ACTION_PARTS)
      return refusal('request.invalid', 'The server action has too many parts.');
  }
  return serverActionPartsRefusal(parts);
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

/** Next.js's own limit on a server action's body (serverActions.bodySizeLimit), the admin's too. */
const MAX_ADMIN_SERVER_ACTION_BODY_BYTES = 1024 * 1024;
/** The admin's form state nests as deep as its blocks do: deeper than the site's forms, still bounded. */
const MAX_ADMIN_SERVER_ACTION_DEPTH = 64;

/**
 * The CMS admin's server function (Payload's) checks its own arguments and the staff session, but
 * Next.js decodes the body, and compares Origin with Host, before it runs: a foreign Origin, bytes
 * that are not UTF-8, a body that is not JSON or not one `{ name, args }` call were answered 500
 * (decision 0383). Checked here: the Origin, the action id, the type (text or form data), Next's size
 * limit, UTF-8, JSON, depth and the call's shape. The values inside are left to Payload.
 */
export async function checkAdminServerActionRequest(request: Request): Promise<ServerActionRefusal | null> {
  const { headers } = request;
  if (request.method.toUpperCase() !== 'POST' || !headers.has(SERVER_ACTION_HEADER)) return null;
  if (!isSameOrigin(headers)) return refusal('request.forbidden_origin');
  if (!ACTION_ID.test(headers.get(SERVER_ACTION_HEADER) ?? '')) {
    return refusal('request.invalid', 'The server action is not valid.');
  }
  const type = (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'text/plain' && type !== 'multipart/form-data') {
    return refusal(
      'request.unsupported_media_type',
      'A server action takes its arguments as text or form data.',
    );
  }
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = new Uint8Array(await request.clone().arrayBuffer());
  } catch {
    return refusal('request.invalid', 'The request body could not be read.');
  }
  if (body.byteLength > MAX_ADMIN_SERVER_ACTION_BODY_BYTES) return refusal('request.too_large');
  if (type === 'multipart/form-data') {
    try {
      await new Response(body, { headers: { 'content-type': headers.get('content-type') ?? '' } }).formData();
    } catch {
      return refusal('request.invalid', 'The form data could not be read.');
    }
    return null;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return refusal('request.invalid_json', 'The request body is not UTF-8.');
  }
  if (isJsonTooDeep(text, MAX_ADMIN_SERVER_ACTION_DEPTH)) return refusal('request.too_deep');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refusal('request.invalid_json');
  }
  if (!cmsServerFunctionArgumentsSchema.safeParse(parsed).success) {
    return refusal('request.invalid', 'The admin’s server function takes one call of its own.');
  }
  return null;
}

/**
 * The whole check of one request to a page path: null to let it through, else the refusal. Reads a
 * copy of the body only when the headers pass (Next.js has already buffered it for the proxy).
 */
export async function checkServerActionRequest(request: Request): Promise<ServerActionRefusal | null> {
  if (!isServerActionPost(request.method, request.headers)) return null;
  const fromHeaders = serverActionHeaderRefusal(request.headers);
  if (fromHeaders !== null) return fromHeaders;
  const multipart = (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('multipart/form-data');
  if (multipart) {
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch {
      return refusal('request.invalid', 'The form data could not be read.');
    }
    return serverActionFormRefusal(form);
  }
  let body: Uint8Array;
  try {
    body = new Uint8Array(await request.clone().arrayBuffer());
  } catch {
    return refusal('request.invalid', 'The request body could not be read.');
  }
  return serverActionBodyRefusal(body);
}
