import { randomUUID } from 'node:crypto';

/** A random id per browser, only for rate limiting (strictly necessary: no consent needed). */
export const VISITOR_COOKIE = 'hb_vid';
const VISITOR_ID = /^[0-9a-f-]{36}$/;
const VISITOR_COOKIE_MAX_AGE_S = 24 * 60 * 60;

export interface Visitor {
  /** The client's address as the nearest proxy saw it, or 'unknown'. */
  ip: string;
  /** The browser's id cookie, or null on its first request. */
  id: string | null;
  /** A Set-Cookie header value when a new id was issued. */
  setCookie: string | null;
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * Who is asking. The address is the last x-forwarded-for entry, the one our own proxy (or Next's
 * server) appended, so a client cannot choose it by sending the header itself (decision 0082).
 */
export function identifyVisitor(request: Request, secure: boolean): Visitor {
  const forwarded = request.headers.get('x-forwarded-for');
  const hops = forwarded
    ?.split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const ip = hops?.at(-1) ?? request.headers.get('x-real-ip')?.trim() ?? 'unknown';
  const existing = cookieValue(request.headers.get('cookie'), VISITOR_COOKIE);
  if (existing && VISITOR_ID.test(existing)) return { ip, id: existing, setCookie: null };
  const id = randomUUID();
  const setCookie = `${VISITOR_COOKIE}=${id}; Path=/api; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return { ip, id: null, setCookie };
}
