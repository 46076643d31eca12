import { randomUUID } from 'node:crypto';

/** A random id per browser, only for rate limiting (strictly necessary: no consent needed). */
const VISITOR_COOKIE = 'hb_vid';
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VISITOR_COOKIE_MAX_AGE_S = 24 * 60 * 60;

export interface Visitor {
  /** The client's address (the socket's, or the one the outermost trusted proxy saw; decision 0181). */
  ip: string;
  /** The browser's id cookie, or null when it sent none (a first request, or a script dropping cookies). */
  id: string | null;
  /** The id this visitor has from now on: the cookie's, or the one issued with this answer. */
  key: string;
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
 * Who is asking. The address comes from the route's dependencies (forwarded.ts reads it from
 * headers proxy.ts rewrote), never from a header the client wrote; the id from the cookie.
 */
export function identifyVisitor(
  request: Request,
  connection: { clientIp: string; secure: boolean },
): Visitor {
  const ip = connection.clientIp;
  const existing = cookieValue(request.headers.get('cookie'), VISITOR_COOKIE)?.toLowerCase() ?? null;
  if (existing && VISITOR_ID.test(existing)) return { ip, id: existing, key: existing, setCookie: null };
  const issued = randomUUID();
  const setCookie = `${VISITOR_COOKIE}=${issued}; Path=/api; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${connection.secure ? '; Secure' : ''}`;
  return { ip, id: null, key: issued, setCookie };
}
