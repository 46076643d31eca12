import { otsProviderListSchema } from '@fibre/domain/schemas/ots-provider';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOtsProviders } from '../../repositories/ots-provider.repository';
import { AUTH_ERRORS, errorResponses } from '../error-responses';

export const otsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers',
    {
      schema: {
        tags: ['catalogue'],
        operationId: 'listOtsProviders',
        summary: 'One Touch Switch retail providers',
        description: "The current-provider dropdown's list: each provider's RCPID and name.",
        response: { 200: otsProviderListSchema, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async () => listOtsProviders(app.db),
  );
};
