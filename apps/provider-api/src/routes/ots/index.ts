import { otsProviderListSchema } from '@fibre/domain/schemas/ots-provider';
import { switchMatchRequestSchema, switchMatchResponseSchema } from '@fibre/domain/schemas/switch-match';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOtsProviders } from '../../repositories/ots-provider.repository';
import { AUTH_ERRORS, errorResponses, WRITE_ERRORS } from '../error-responses';
import { matchSwitch, newMatchReference } from './switch-match';

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

  app.post(
    '/switch-match',
    {
      schema: {
        tags: ['catalogue'],
        operationId: 'matchSwitch',
        summary: 'One Touch Switch match request',
        description:
          "The industry hub's match: the losing provider (RCPID and brand), the account holder's surname, the " +
          'address and the services to switch (IAS broadband; NBICS landline, ported or ceased). Answers the ' +
          'switch order reference and what switching means for each service. Nothing is stored: an order ' +
          'carrying the same request as `switch_match` keeps its own switch order. 422 ots.unknown_provider ' +
          'for an RCPID the hub does not know.',
        body: switchMatchRequestSchema,
        response: { 200: switchMatchResponseSchema, ...errorResponses(...WRITE_ERRORS, 422) },
      },
    },
    async (request) => matchSwitch(app.db, request.body, newMatchReference()),
  );
};
