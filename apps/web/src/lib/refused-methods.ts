import http from 'node:http';
import type { Duplex } from 'node:stream';
import { createErrorBody } from '@fibre/domain/schemas/error-body';
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from './security-headers';

const INSTALLED = Symbol.for('fibre.refusedMethods');
const CONNECT_ANSWERED = Symbol.for('fibre.refusedMethods.connect');

/**
 * The methods no route of the site serves and that Next.js cannot even represent: undici's
 * `Request` (which Next builds for every request) throws on TRACE, TRACK and CONNECT, so they were
 * answered 500 (decision 0400). Node's parser hands TRACE to 'request', CONNECT to 'connect' (closing the
 * socket unanswered when nobody listens) and refuses TRACK as an unknown method ('clientError').
 */
const REFUSED_METHODS: ReadonlySet<string> = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** What the site does serve somewhere (pages, /api, the CMS's REST), for the 405's Allow header. */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** The one error body, as bytes, and the headers every answer of ours carries. */
function refusal(): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(createErrorBody('request.method_not_allowed'));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Allow: ALLOWED_METHODS,
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    Connection: 'close',
  };
  for (const { key, value } of STATIC_SECURITY_HEADERS) headers[key] = value;
  return { body, headers };
}

/** The 405 written straight to a socket Node has no response object for (CONNECT, a bad method). */
function refuseOnSocket(socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { body, headers } = refusal();
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head}\r\n\r\n${body}`);
}

/**
 * Answers TRACE, TRACK and CONNECT with 405 and the one error body on every path (pages, /api,
 * /cms-api and /_next alike) before Next.js sees them, on every HTTP server of this process
 * (decision 0400). Installed once, from instrumentation.ts, as the connection stamp is (0181).
 */
export function installMethodRefusal(): void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function emitRefusing(
    this: http.Server & { [CONNECT_ANSWERED]?: true },
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      const response = args[1] as http.ServerResponse;
      if (REFUSED_METHODS.has(request.method ?? '')) {
        const { body, headers } = refusal();
        // The connection stays open: Node discards the rest of any body sent, so a client still
        // sending one reads this answer rather than a reset.
        delete headers.Connection;
        response.writeHead(405, headers);
        response.end(body);
        request.resume();
        return true;
      }
    } else if (event === 'connection' && !this[CONNECT_ANSWERED]) {
      // Node closes a CONNECT's socket unanswered unless the server listens for 'connect'; listen
      // before the new socket's first request is parsed.
      this[CONNECT_ANSWERED] = true;
      if (this.listenerCount('connect') === 0) {
        this.on('connect', (_request: http.IncomingMessage, socket: Duplex) => refuseOnSocket(socket));
      }
    } else if (event === 'clientError') {
      const [error, socket] = args as [NodeJS.ErrnoException, Duplex];
      // TRACK and any other method Node's parser does not know; every other parse error keeps
      // Node's own answer (400, 408, 431).
      if (error?.code === 'HPE_INVALID_METHOD') {
        refuseOnSocket(socket);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof prototype.emit;
  prototype[INSTALLED] = true;
}
