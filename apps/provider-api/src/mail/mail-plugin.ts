import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the order e-mails: SMTP, or the outbox folder (decision 0211). */
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ mailer: Mailer }>(
  async (app: FastifyInstance, options) => {
    app.decorate('mailer', options.mailer);
  },
  { name: 'mailer' },
);
