import {
  orderConfirmationBodySchema,
  orderConfirmationResponseSchema,
} from '@fibre/domain/schemas/order-confirmation';
import { customerCodeParamsSchema } from '@fibre/domain/schemas/provider-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotentHeadersSchema, sendWrite } from '../../idempotency/idempotent-reply';
import { CONTRACT_SUMMARY_PDF_TYPE, contractSummaryFileName } from '../../orders/contract-summary-pdf';
import { confirmOrder, latestOrderSummaryPdf, sendConfirmationEmail } from '../../orders/order-confirmation';
import { existingCustomer, findCustomer } from '../../repositories/customer.repository';
import { AUTH_ERRORS, errorResponses, WRITE_ERRORS } from '../error-responses';

/** The PDF answer, for the OpenAPI document only: the route sends the bytes as they are. */
const contractSummaryPdfSchema = z.unknown().meta({
  description: 'The contract summary as a PDF',
  content: { [CONTRACT_SUMMARY_PDF_TYPE]: { schema: { type: 'string', format: 'binary' } } },
});

/**
 * POST /customer/{code}/confirm places the order (decision 0200, step 4) and GET
 * /customer/{code}/contract-summary answers its Ofcom contract summary as a PDF (decision 0210).
 */
export const customerConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:code/confirm',
    {
      schema: {
        tags: ['customers'],
        operationId: 'confirmOrder',
        summary: 'Place (confirm) an order',
        description:
          'The visitor places the open order on the review step. A sign-up needs its installation booked ' +
          '(422 order.installation_not_booked) and a Direct Debit (422 order.direct_debit_missing); a pre-order ' +
          'made with PREORDERDDSDU or PREORDERDDMDU needs the Direct Debit. The customer becomes ORDERED and, ' +
          'once that is stored, the confirmation e-mail with the contract summary PDF is sent (a failed e-mail ' +
          'does not undo the order). 404 customer.not_found; 409 order.already_confirmed, ' +
          'order.not_confirmable for a customer without an open order, idempotency.in_progress.',
        headers: idempotentHeadersSchema,
        params: customerCodeParamsSchema,
        body: orderConfirmationBodySchema,
        response: {
          201: orderConfirmationResponseSchema,
          ...errorResponses(...WRITE_ERRORS, 404, 409, 422),
        },
      },
    },
    async (request, reply) =>
      sendWrite(
        app,
        request,
        reply,
        async (trx) => {
          const customer = await existingCustomer(trx, request.params.code);
          return { statusCode: 201, body: await confirmOrder(trx, customer, request.body, app.now()) };
        },
        async () => {
          const customer = await findCustomer(app.db, request.params.code);
          if (customer)
            await sendConfirmationEmail(app.db, app.mailer, customer, app.now(), request.log, app.siteUrl);
        },
      ),
  );

  app.get(
    '/:code/contract-summary',
    {
      schema: {
        tags: ['customers'],
        operationId: 'getContractSummary',
        summary: "The Ofcom contract summary of a customer's order (PDF)",
        description:
          "The contract summary of the customer's latest order as `application/pdf`: services and speeds, the " +
          'monthly price and each April rise in pounds and pence, the set-up fee, the total contract value, ' +
          'how to leave, the 14-day right to cancel. 404 customer.not_found; 409 order.none when the ' +
          'customer has no order.',
        params: customerCodeParamsSchema,
        response: { 200: contractSummaryPdfSchema, ...errorResponses(400, ...AUTH_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const customer = await existingCustomer(app.db, request.params.code);
      const pdf = await latestOrderSummaryPdf(app.db, customer, app.now());
      return reply
        .type(CONTRACT_SUMMARY_PDF_TYPE)
        .header('Content-Disposition', `inline; filename="${contractSummaryFileName(customer.code)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
