import { customerCancelResponseSchema } from '@fibre/domain/schemas/api-customer';
import { customerCodeParamsSchema } from '@fibre/domain/schemas/provider-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelOrder } from '../../customers/customer-actions';
import { idempotentHeadersSchema, sendWrite } from '../../idempotency/idempotent-reply';
import { errorResponses, WRITE_ERRORS } from '../error-responses';

/** POST /customer/{code}/cancel (decision 0221). */
export const customerCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:code/cancel',
    {
      schema: {
        tags: ['customers'],
        operationId: 'cancelOrder',
        summary: 'Cancel an order and release its address',
        description:
          'Withdraws a pre-active, pre-ordered or confirmed order (the 14-day right to cancel; the checkout ' +
          'when the visitor leaves or the timer runs out): the customer becomes CANCELLED, the address can be ' +
          'ordered again, a booked installation slot is given back and a switch order is cancelled. No body. ' +
          '404 customer.not_found; 409 customer.already_cancelled, customer.not_cancellable (interest, ' +
          'call-backs and prospects are not orders).',
        headers: idempotentHeadersSchema,
        params: customerCodeParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: customerCancelResponseSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => ({
        statusCode: 200,
        body: await cancelOrder(trx, request.params.code, app.now()),
      })),
  );
};
