import {
  orderLookupBodySchema,
  orderLookupResponseSchema,
  orderSearchQuerySchema,
  orderSearchResponseSchema,
  orderStateMoveBodySchema,
  orderViewSchema,
} from '@fibre/domain/schemas/order-view';
import { customerCodeParamsSchema } from '@fibre/domain/schemas/provider-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotentHeadersSchema, sendWrite } from '../../idempotency/idempotent-reply';
import { moveOrderOn } from '../../orders/order-moves';
import { ORDER_RECEIPT_PDF_TYPE, orderReceiptFileName, orderReceiptPdf } from '../../orders/order-receipt';
import { orderPlacedWithEmail, orderView, searchOrders } from '../../orders/order-view';
import { AUTH_ERRORS, errorResponses, WRITE_ERRORS } from '../error-responses';

/** The PDF answer, for the OpenAPI document only: the route sends the bytes as they are. */
const receiptPdfSchema = z.unknown().meta({
  description: 'The receipt of the order as a PDF',
  content: { [ORDER_RECEIPT_PDF_TYPE]: { schema: { type: 'string', format: 'binary' } } },
});

const STATES_TEXT = 'acknowledged, inProgress, completed, cancelled, failed (TMF622)';

/**
 * Everything under /order (issue 23, decision 0633): a placed order's state and history, the staff
 * search and moves, Find my order's lookup and the receipt. Behind the token like every provider route.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['orders'],
        operationId: 'searchOrders',
        summary: 'Search placed orders',
        description:
          'Placed orders whose order number is `search` exactly, whose postcode it is (any spacing or case), or ' +
          'whose e-mail address it is (any case): at most 50, newest first, each with its state. An empty ' +
          'list when none match. 400 validation.invalid_query for a blank or over-long search.',
        querystring: orderSearchQuerySchema,
        response: { 200: orderSearchResponseSchema, ...errorResponses(400, ...AUTH_ERRORS) },
      },
    },
    async (request) => ({ orders: await searchOrders(app.db, request.query.search) }),
  );

  app.post(
    '/lookup',
    {
      schema: {
        tags: ['orders'],
        operationId: 'lookUpOrder',
        summary: 'Was this order placed with this e-mail address?',
        description:
          "Find my order's first step: whether the order number names a placed order whose e-mail address is " +
          '`email` (compared without case). Answers `{ found }` only, never the order; nothing is stored, so no ' +
          'Idempotency-Key. The e-mail travels in the body, never in the URL the request line logs.',
        body: orderLookupBodySchema,
        response: { 200: orderLookupResponseSchema, ...errorResponses(...WRITE_ERRORS) },
      },
    },
    async (request) => ({ found: await orderPlacedWithEmail(app.db, request.body.code, request.body.email) }),
  );

  app.get(
    '/:code',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getOrder',
        summary: 'A placed order with its state and history',
        description:
          `A placed (confirmed) order: its state (${STATES_TEXT}), every move with its time, actor and reason, ` +
          'the customer, the address, the products (plan first) and promotions, the monthly price agreed, the ' +
          'installation slot, the masked Direct Debit and the switch order. 404 order.not_found unless the ' +
          'customer has a placed order.',
        params: customerCodeParamsSchema,
        response: { 200: orderViewSchema, ...errorResponses(400, ...AUTH_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return orderView(app.db, request.params.code);
    },
  );

  app.post(
    '/:code/state',
    {
      schema: {
        tags: ['orders'],
        operationId: 'moveOrderState',
        summary: 'Move a placed order to another state',
        description:
          "Staff or another of the provider's systems move an order on, saying who (`actor`) and why " +
          '(`reason`): acknowledged to inProgress, cancelled or failed; inProgress to completed, cancelled or ' +
          'failed; completed, cancelled and failed are final. The move, its history line and the events ' +
          'order.state_changed (and order.cancelled) are stored in one transaction. Cancelled ends the ' +
          "order as the website's cancel does; failed releases the address, gives the slot back and cancels " +
          'the switch order; completed releases the address. Answers the order. 404 order.not_found; 409 ' +
          'order.transition_not_allowed, idempotency.in_progress.',
        headers: idempotentHeadersSchema,
        params: customerCodeParamsSchema,
        body: orderStateMoveBodySchema,
        response: { 200: orderViewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => ({
        statusCode: 200,
        body: await moveOrderOn(trx, request.params.code, request.body, app.now()),
      })),
  );

  app.get(
    '/:code/receipt',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getOrderReceipt',
        summary: 'The receipt of a placed order (PDF)',
        description:
          'A receipt of the order as `application/pdf`: the order number and the day it was placed, the ' +
          'customer and address, the plan, extras and promotions, the monthly price, the set-up fee and the ' +
          'total contract value as the contract summary gives them, the installation slot and the masked ' +
          'Direct Debit. 404 order.not_found unless the customer has a placed order.',
        params: customerCodeParamsSchema,
        response: { 200: receiptPdfSchema, ...errorResponses(400, ...AUTH_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const { code, pdf } = await orderReceiptPdf(app.db, request.params.code, app.now());
      return reply
        .type(ORDER_RECEIPT_PDF_TYPE)
        .header('Content-Disposition', `inline; filename="${orderReceiptFileName(code)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
