import { apiError } from './responses';

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
