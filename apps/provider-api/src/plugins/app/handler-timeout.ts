import type { FastifyInstance } from 'fastify';
import { errorCodes } from 'fastify';
import fp from 'fastify-plugin';

export interface HandlerTimeoutOptions {
  /** How long a request may take from routing to its reply before it is answered 503 (ms). */
  ms: number;
}

/**
 * Decision 0063's application limit, 503 `request.timeout`, armed here rather than by Fastify's
 * own `handlerTimeout` option (decision 0689). Fastify 5.12.8 clears its timer on the request
 * stream's 'close' event, meant for a client that went away; but Node emits 'close' on an
 * IncomingMessage as soon as its body has been read, so once a POST's JSON is parsed the timer
 * is gone and a hung handler holds the socket with no answer (fastify/fastify#6725; `inject()`
 * does not emit that 'close', so only a real socket shows it). Drop this plugin for the option
 * once a Fastify release fixes it.
 *
 * The timer is cleared when the response closes: sent in full, or the client gone. When it fires
 * before any reply has started, the request gets the one error body through the error handler.
 * A handler that finishes later is not cancelled: its reply is dropped (Fastify logs one
 * "Reply was already sent" warning) and what it wrote stays written; the write routes are
 * idempotent by key, so the client's retry with the same Idempotency-Key gets the stored answer.
 */
export const handlerTimeoutPlugin = fp<HandlerTimeoutOptions>(
  async (app: FastifyInstance, options) => {
    app.addHook('onRequest', async (request, reply) => {
      const timer = setTimeout(() => {
        // Already answered, hijacked, or mid-stream: nothing to add (a half-sent reply is left
        // to the socket's own requestTimeout rather than corrupted by a second status line).
        if (reply.sent || reply.raw.headersSent) return;
        request.log.warn({ timeoutMs: options.ms }, 'handler timed out');
        reply.send(
          new errorCodes.FST_ERR_HANDLER_TIMEOUT(options.ms, request.routeOptions.url ?? request.url),
        );
      }, options.ms);
      reply.raw.once('close', () => clearTimeout(timer));
    });
  },
  { name: 'handler-timeout' },
);
