import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { errorResponses } from '../error-responses';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});

const liveSchema = z.object({ status: z.literal('ok') });

/**
 * GET /health, /health/live and /health/ready: no token, as load balancers, the cluster and start
 * scripts call them (decision 0541). Each takes no query parameters: an unknown one is refused
 * with 400, as every other route's query is, so a typo'd probe URL fails loudly.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = async (log: FastifyBaseLogger) => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      log.error({ err: error }, 'health check: database unavailable');
      throw new HttpError(503, 'health.database_unavailable', ERROR_MESSAGES['health.database_unavailable']);
    }
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['service'],
        operationId: 'getHealth',
        summary: 'Service and database health',
        description: 'No token. Takes no query parameters: an unknown one is refused with 400.',
        security: [],
        querystring: z.strictObject({}),
        response: { 200: healthSchema, ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      await databaseAnswers(request.log);
      return { status: 'ok' as const, database: app.dialect };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['service'],
        operationId: 'getHealthLive',
        summary: 'Liveness: the process runs and answers',
        description:
          'No token. 200 while the process runs, whatever its database: restart the process only when this fails.',
        security: [],
        querystring: z.strictObject({}),
        response: { 200: liveSchema, ...errorResponses(400) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['service'],
        operationId: 'getHealthReady',
        summary: 'Readiness: send this process traffic',
        description:
          'No token. 200 when the database answers and the process is not closing; 503 health.closing from the ' +
          'moment it receives SIGTERM (it still finishes what it has), 503 health.database_unavailable when the ' +
          'database does not answer.',
        security: [],
        querystring: z.strictObject({}),
        response: { 200: healthSchema, ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      if (app.closing) throw new HttpError(503, 'health.closing', ERROR_MESSAGES['health.closing']);
      await databaseAnswers(request.log);
      return { status: 'ok' as const, database: app.dialect };
    },
  );
};
