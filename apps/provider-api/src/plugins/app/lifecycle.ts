import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the process starts closing: GET /health/ready then answers 503. */
    readonly closing: boolean;
    /** Marks the app as closing (server.ts calls it on SIGTERM/SIGINT, before app.close()). */
    markClosing(): void;
  }
}

/**
 * Whether this process is draining (decision 0541). server.ts marks it the instant a signal
 * arrives; app.close() marks it too (preClose), so readiness fails before the listener stops.
 * While closing, every answer ends its connection.
 */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.decorate('closing', {
      getter: () => closing,
    });
    app.decorate('markClosing', () => {
      closing = true;
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A request that was in flight when closing began is answered with `Connection: close`, so
    // its keep-alive connection ends with it instead of holding the close for the keep-alive
    // timeout (Node closes only the connections idle at the moment the server closes).
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
