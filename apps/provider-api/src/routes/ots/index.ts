import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOtsProviders } from '../../repositories/ots-provider.repository';
import { AUTH_ERRORS, errorResponses } from '../error-responses';

const otsProviderListSchema = z.array(z.object({ rcpid: z.string(), name: z.string() }));

export const otsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One Touch Switch retail providers',
        description: "The current-provider dropdown's list: each provider's RCPID and name.",
        response: { 200: otsProviderListSchema, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async () => listOtsProviders(app.db),
  );
};
