import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { errorResponses } from '../error-responses';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});

/** GET /health: the database answers a query. No token: load balancers and start scripts call it. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['service'],
        operationId: 'getHealth',
        summary: 'Service and database health',
        description: 'No token. Takes no query parameters: an unknown one is refused with 400.',
        security: [],
        // Strict, as every other route's query is: a typo'd probe URL fails loudly, not silently.
        querystring: z.strictObject({}),
        response: { 200: healthSchema, ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new HttpError(
          503,
          'health.database_unavailable',
          ERROR_MESSAGES['health.database_unavailable'],
        );
      }
      return { status: 'ok' as const, database: app.dialect };
    },
  );
};
