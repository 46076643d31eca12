/**
 * Who is on the other end of the connection, when the site cannot see the socket (decision 0181).
 *
 * Next.js gives neither proxy.ts nor a route handler the socket's address. What it does: when a
 * request reaches the page or route handler without an X-Forwarded-For header, Next's server sets
 * one to the socket's address (`x-forwarded-for ??= socket.remoteAddress`), but a header the client
 * sent is passed through untouched. So proxy.ts moves any incoming X-Forwarded-For (and
 * X-Forwarded-Proto) into private headers and deletes it: the X-Forwarded-For the handler then sees
 * is always the socket's. Only the hops added by a configured number of trusted proxies are read
 * from the moved chain; the rest of it is the client's to invent.
 */
export const FORWARDED_FOR_CHAIN = 'x-fibre-forwarded-for';
export const FORWARDED_PROTO_CHAIN = 'x-fibre-forwarded-proto';
/** Set by proxy.ts on every request it rewrote; a handler that does not see it trusts no header. */
export const FORWARDED_REWRITTEN = 'x-fibre-forwarded-rewritten';

const PRIVATE_HEADERS = [FORWARDED_FOR_CHAIN, FORWARDED_PROTO_CHAIN, FORWARDED_REWRITTEN];

function hops(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
}

/**
 * The request headers proxy.ts passes on: the client's copies of the private headers dropped, the
 * forwarding headers moved out of Next's way, and the rewrite marked with a per-process secret so
 * a client cannot pretend the rewrite happened.
 */
export function rewriteForwardedHeaders(incoming: Headers, secret: string): Headers {
  const headers = new Headers(incoming);
  for (const name of PRIVATE_HEADERS) headers.delete(name);
  const forwardedFor = incoming.get('x-forwarded-for');
  const forwardedProto = incoming.get('x-forwarded-proto');
  headers.delete('x-forwarded-for');
  headers.delete('x-forwarded-proto');
  if (forwardedFor) headers.set(FORWARDED_FOR_CHAIN, forwardedFor);
  if (forwardedProto) headers.set(FORWARDED_PROTO_CHAIN, forwardedProto);
  headers.set(FORWARDED_REWRITTEN, secret);
  return headers;
}

export interface ClientConnection {
  /** The client's address: the socket's, or the one the outermost trusted proxy saw. */
  ip: string;
  /** Whether the client reached us over https (only a trusted proxy can say so). */
  https: boolean;
}

/**
 * Reads the client's address from headers proxy.ts rewrote. With no trusted proxy (the default:
 * `npm start` serves visitors directly) it is the socket's address. With n trusted proxies in front,
 * each appending the address it saw, it is the n-th address from the right of chain + socket.
 * Headers that were not rewritten (proxy.ts did not run) name no client: 'unknown'.
 */
export function clientConnection(
  headers: Headers,
  trustedProxyCount: number,
  secret: string,
): ClientConnection {
  if (headers.get(FORWARDED_REWRITTEN) !== secret) return { ip: 'unknown', https: false };
  const socket = hops(headers.get('x-forwarded-for')).at(-1) ?? 'unknown';
  if (trustedProxyCount === 0) return { ip: socket, https: false };
  const chain = [...hops(headers.get(FORWARDED_FOR_CHAIN)), socket];
  const ip = chain[Math.max(0, chain.length - 1 - trustedProxyCount)] ?? socket;
  // The nearest proxy's word on the scheme it was reached by.
  const https = hops(headers.get(FORWARDED_PROTO_CHAIN)).at(-1)?.toLowerCase() === 'https';
  return { ip, https };
}
