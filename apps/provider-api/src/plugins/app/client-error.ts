import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ErrorKey } from '@fibre/domain/error-keys';
import { createErrorBody } from '@fibre/domain/schemas/error-body';

/**
 * What a request Node's parser refused before Fastify saw it gets (Fastify's `clientErrorHandler`):
 * the one error body, not Fastify's `{ error: 'Bad Request', statusCode }` (decision 0400).
 * An unknown method (TRACK) is 405, headers too large 431, a slow client 408, the rest 400.
 */
const ANSWERS: Record<string, [number, string, ErrorKey]> = {
  HPE_INVALID_METHOD: [405, 'Method Not Allowed', 'request.method_not_allowed'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'request.too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'request.timeout'],
};

export function clientErrorReply(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, reason, key] = ANSWERS[error.code ?? ''] ?? [400, 'Bad Request', 'request.invalid'];
  answerOnSocket(socket, status, reason, key);
}

/** CONNECT: Node closes its socket unanswered unless the server listens for 'connect'. */
export function connectReply(_request: unknown, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  answerOnSocket(socket, 405, 'Method Not Allowed', 'request.method_not_allowed');
}

function answerOnSocket(socket: Duplex, status: number, reason: string, key: ErrorKey): void {
  const body = JSON.stringify(createErrorBody(key));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
