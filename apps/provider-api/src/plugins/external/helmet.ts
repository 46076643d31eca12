import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response. The API serves JSON plus the reference page at /docs,
 * whose own routes set a content security policy with the hashes of its inline code.
 */
export const helmetPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, { global: true });
  },
  { name: 'helmet' },
);
