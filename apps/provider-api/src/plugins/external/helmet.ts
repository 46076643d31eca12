import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's default headers, worked out once. None of them depends on the request (the policy
 * holds no per-request directive), so running Helmet on every request, as @fastify/helmet 13
 * does by building a new Helmet each time, spent CPU on every route for the same answer
 * (decision 0697).
 */
export function securityHeaders(): Readonly<OutgoingHttpHeaders> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet()(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(response.getHeaders());
}

/**
 * Security headers on every response. The API serves JSON plus the reference page at /docs,
 * whose own routes set a content security policy with the hashes of its inline code; a header
 * a handler sets replaces the one set here.
 */
export const helmetPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
