import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests pass a fixed clock to buildApp. */
    now(): Date;
  }
}

export interface ClockOptions {
  clock?: () => Date;
}

export const clockPlugin = fp<ClockOptions>(
  async (app: FastifyInstance, options) => {
    const clock = options.clock ?? (() => new Date());
    app.decorate('now', () => clock());
  },
  { name: 'clock' },
);
