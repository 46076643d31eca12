import {
  orderCancelBodySchema,
  orderCancellationTermsSchema,
  orderContactBodySchema,
  orderInstallationOptionsSchema,
  orderRescheduleBodySchema,
} from '@fibre/domain/schemas/order-changes';
import { orderViewSchema } from '@fibre/domain/schemas/order-view';
import { customerCodeParamsSchema } from '@fibre/domain/schemas/provider-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotentHeadersSchema, sendWrite } from '../../idempotency/idempotent-reply';
import {
  cancellationTermsOfOrder,
  cancelPlacedOrder,
  changeOrderContact,
  installationOptions,
  rescheduleInstallation,
} from '../../orders/order-changes';
import { orderView } from '../../orders/order-view';
import { AUTH_ERRORS, errorResponses, WRITE_ERRORS } from '../error-responses';

export interface OrderChangeRoutesOptions {
  slotCapacity: number;
}

/**
 * The changes a customer makes to a placed order (issue 23, decisions 0660-0663), under /order:
 * the terms of each (GET), and the changes themselves (POST), each in one transaction with its
 * outbox event and answered with the order as GET /order/{code} shows it.
 */
export const orderChangeRoutes: FastifyPluginAsyncZod<OrderChangeRoutesOptions> = async (app, options) => {
  app.get(
    '/:code/installation-options',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getOrderInstallationOptions',
        summary: "Whether a placed order's installation can be moved, and to which slots",
        description:
          'The booked visit, its cut-off (the end of the second working day before it) and, while it can ' +
          "still be moved, the slots of the checkout's window for an order placed today with the places " +
          'left in each. `refusal` says why it cannot: order_closed, no_visit (a pre-order, or nothing ' +
          'booked), cutoff_passed. 404 order.not_found unless the order was placed.',
        params: customerCodeParamsSchema,
        response: { 200: orderInstallationOptionsSchema, ...errorResponses(400, ...AUTH_ERRORS, 404) },
      },
    },
    async (request) => installationOptions(app.db, request.params.code, app.now(), options.slotCapacity),
  );

  app.post(
    '/:code/reschedule',
    {
      schema: {
        tags: ['orders'],
        operationId: 'rescheduleOrderInstallation',
        summary: "Move a placed order's installation to another slot",
        description:
          'Moves the booked visit to a free slot of the window GET /order/{code}/installation-options ' +
          "offers (the checkout's slots and capacity), and writes order.installation_rescheduled in the " +
          'same transaction. 404 order.not_found; 409 order.not_open, order.no_installation, ' +
          'order.reschedule_closed (past the cut-off), slot.full; 422 slot.not_offered, order.same_slot.',
        headers: idempotentHeadersSchema,
        params: customerCodeParamsSchema,
        body: orderRescheduleBodySchema,
        response: { 200: orderViewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => {
        await rescheduleInstallation(trx, request.params.code, request.body, app.now(), options.slotCapacity);
        return { statusCode: 200, body: await orderView(trx, request.params.code) };
      }),
  );

  app.get(
    '/:code/cancellation',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getOrderCancellationTerms',
        summary: 'Whether a placed order can be cancelled today, and what that costs',
        description:
          'The 14-day cancellation period (Consumer Contracts Regulations 2013: to the end of 14 days after ' +
          'the day the order was placed; consumers only) and, when the customer asked for the service to ' +
          'start within it, the proportionate amount owed for the days since installation (pounds). ' +
          '`refusal`: business, period_over, order_closed. 404 order.not_found.',
        params: customerCodeParamsSchema,
        response: { 200: orderCancellationTermsSchema, ...errorResponses(400, ...AUTH_ERRORS, 404) },
      },
    },
    async (request) => cancellationTermsOfOrder(app.db, request.params.code, app.now()),
  );

  app.post(
    '/:code/cancel',
    {
      schema: {
        tags: ['orders'],
        operationId: 'cancelPlacedOrder',
        summary: 'Cancel a placed order within the 14-day cancellation period',
        description:
          'The customer cancels within the 14 days: the order moves to cancelled (history actor website; ' +
          'order.state_changed and order.cancelled with the amount owed, in the same transaction), the ' +
          'address is released, the visit given back and a switch order cancelled. 404 order.not_found; ' +
          '409 order.cancellation_period_over, order.no_cancellation_right (a business), order.not_open.',
        headers: idempotentHeadersSchema,
        params: customerCodeParamsSchema,
        body: orderCancelBodySchema,
        response: { 200: orderViewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => {
        await cancelPlacedOrder(trx, request.params.code, request.body, app.now());
        return { statusCode: 200, body: await orderView(trx, request.params.code) };
      }),
  );

  app.post(
    '/:code/contact',
    {
      schema: {
        tags: ['orders'],
        operationId: 'changeOrderContact',
        summary: "Change a placed order's phone number or e-mail address",
        description:
          'A new phone and/or e-mail; writes order.contact_changed naming what changed, in the same ' +
          'transaction (nothing when both equal what is held). The caller proves a new e-mail first (the ' +
          'site sends a code to it). 404 order.not_found; 409 order.not_open for a cancelled or failed order.',
        headers: idempotentHeadersSchema,
        params: customerCodeParamsSchema,
        body: orderContactBodySchema,
        response: { 200: orderViewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => {
        await changeOrderContact(trx, request.params.code, request.body, app.now());
        return { statusCode: 200, body: await orderView(trx, request.params.code) };
      }),
  );
};
