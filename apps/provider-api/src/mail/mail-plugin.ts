import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the order e-mails: SMTP, or the outbox folder (decision 0211). */
    mailer: Mailer;
    /** The public site's origin, for the links in e-mails (SITE_URL). */
    siteUrl: string;
  }
}

export const mailPlugin = fp<{ mailer: Mailer; siteUrl: string }>(
  async (app: FastifyInstance, options) => {
    app.decorate('mailer', options.mailer);
    app.decorate('siteUrl', options.siteUrl);
  },
  { name: 'mailer' },
);
