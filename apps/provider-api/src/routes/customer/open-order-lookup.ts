import {
  openOrderLookupBodySchema,
  openOrderLookupResponseSchema,
} from '@fibre/domain/schemas/customer-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOpenOrder } from '../../customers/customer-actions';
import { errorResponses, WRITE_ERRORS } from '../error-responses';

/**
 * POST /customer/open-order-lookup (decision 0382): whether the e-mail has an open order at the uprn,
 * the very one UPDATE would change, so the site e-mails a resume code only for an order that
 * exists. A read: nothing is stored, so no Idempotency-Key; the e-mail travels in the body, never in
 * the URL the request line logs. The answer is a yes or no, never the order.
 */
export const customerOpenOrderLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/open-order-lookup',
    {
      schema: {
        tags: ['customers'],
        operationId: 'lookUpOpenOrder',
        summary: 'Is an order open for this address and e-mail?',
        description:
          'Whether a pre-active or pre-ordered order was placed at the uprn with the e-mail (compared without ' +
          'case): the order UPDATE would change. Answers `{ open }` only; nothing is stored.',
        body: openOrderLookupBodySchema,
        response: { 200: openOrderLookupResponseSchema, ...errorResponses(...WRITE_ERRORS) },
      },
    },
    async (request) => ({
      open: (await findOpenOrder(app.db, request.body.uprn, request.body.email)) !== undefined,
    }),
  );
};
