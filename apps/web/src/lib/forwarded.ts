/**
 * Who is on the other end of the connection (decision 0181).
 *
 * Next.js gives neither proxy.ts nor a route handler the socket's address, and passes a client's
 * own X-Forwarded-For through untouched. So instrumentation.ts stamps every request as the Node
 * server receives it, before Next.js reads it: the socket's address goes into a private header,
 * any incoming X-Forwarded-For and X-Forwarded-Proto are moved into private headers of their own
 * (and deleted), and forged copies of the private headers are dropped. A per-process secret marks
 * the stamp, so a request that was not stamped trusts no header at all. Only the hops added by a
 * configured number of trusted proxies are read from the moved chain; the rest of it is the
 * client's to invent.
 */
export const CLIENT_ADDRESS = 'x-fibre-client-address';
export const FORWARDED_FOR_CHAIN = 'x-fibre-forwarded-for';
export const FORWARDED_PROTO_CHAIN = 'x-fibre-forwarded-proto';
export const CONNECTION_STAMP = 'x-fibre-connection-stamp';

const PRIVATE_HEADERS = [CLIENT_ADDRESS, FORWARDED_FOR_CHAIN, FORWARDED_PROTO_CHAIN, CONNECTION_STAMP];

/** Node's request headers: lower-case names, a string (or a list for a few) per name. */
type NodeHeaders = Record<string, string | string[] | undefined>;

function joined(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Stamps a Node request's headers in place with what its socket says (see above). */
export function stampConnection(
  headers: NodeHeaders,
  socketAddress: string | undefined,
  secret: string,
): void {
  for (const name of PRIVATE_HEADERS) delete headers[name];
  const forwardedFor = joined(headers['x-forwarded-for']);
  const forwardedProto = joined(headers['x-forwarded-proto']);
  delete headers['x-forwarded-for'];
  delete headers['x-forwarded-proto'];
  if (forwardedFor) headers[FORWARDED_FOR_CHAIN] = forwardedFor;
  if (forwardedProto) headers[FORWARDED_PROTO_CHAIN] = forwardedProto;
  headers[CLIENT_ADDRESS] = socketAddress ?? 'unknown';
  headers[CONNECTION_STAMP] = secret;
}

function hops(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
}

export interface ClientConnection {
  /** The client's address: the socket's, or the one the outermost trusted proxy saw. */
  ip: string;
  /** Whether the client reached us over https (only a trusted proxy can say so). */
  https: boolean;
}

/**
 * Reads the client from stamped headers. With no trusted proxy (the default: `npm start` serves
 * visitors directly) it is the socket's address. With n trusted proxies in front, each appending
 * the address it saw, it is the n-th address from the right of chain + socket, and https is the
 * nearest proxy's word. Headers without this process's stamp name no client: 'unknown'.
 */
export function clientConnection(
  headers: Headers,
  trustedProxyCount: number,
  secret: string,
): ClientConnection {
  if (secret.length === 0 || headers.get(CONNECTION_STAMP) !== secret) return { ip: 'unknown', https: false };
  const socket = headers.get(CLIENT_ADDRESS) ?? 'unknown';
  if (trustedProxyCount === 0) return { ip: socket, https: false };
  const chain = [...hops(headers.get(FORWARDED_FOR_CHAIN)), socket];
  const ip = chain[Math.max(0, chain.length - 1 - trustedProxyCount)] ?? socket;
  const https = hops(headers.get(FORWARDED_PROTO_CHAIN)).at(-1)?.toLowerCase() === 'https';
  return { ip, https };
}
