import {
  hubDeliveryListSchema,
  hubDeliveryQuerySchema,
  hubIdParamsSchema,
  hubSubscriptionBodySchema,
  hubSubscriptionListSchema,
  hubSubscriptionSchema,
  hubSubscriptionSummarySchema,
} from '@fibre/domain/schemas/hub';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error';
import { idempotentHeadersSchema, sendWrite } from '../../idempotency/idempotent-reply';
import {
  createSubscription,
  deleteSubscription,
  findSubscription,
  listDeliveries,
  listSubscriptions,
} from '../../webhooks/hub.repository';
import { AUTH_ERRORS, errorResponses, WRITE_ERRORS } from '../error-responses';

const SIGNING =
  'Each delivery is a POST of the event as JSON ({ id, type, created_at, data }) with the headers Webhook-Id (the event id, the same on every retry: drop one you have seen), Webhook-Timestamp (unix seconds) and Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>. Answer 2xx within the timeout (10 s by default); anything else is tried again with exponential backoff (30 s doubling to hourly) for 24 hours, then given up.';

/**
 * The hub (TMF's /hub pattern, issue 23, decision 0642): other systems of the provider (billing,
 * field engineers, the network) register a callback for order events instead of polling, and read
 * the delivery log of what was sent to them.
 */
export const hubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      schema: {
        tags: ['events'],
        operationId: 'createHubSubscription',
        summary: 'Subscribe a callback URL to order events',
        description: `Registers an http(s) callback (no user name or password in it) for the event types named, or for all of them. The answer carries the signing secret: it is shown this once. ${SIGNING}`,
        headers: idempotentHeadersSchema,
        body: hubSubscriptionBodySchema,
        response: { 201: hubSubscriptionSchema, ...errorResponses(...WRITE_ERRORS, 409, 422) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => ({
        statusCode: 201,
        body: await createSubscription(trx, request.body, app.now()),
      })),
  );

  app.get(
    '',
    {
      schema: {
        tags: ['events'],
        operationId: 'listHubSubscriptions',
        summary: 'List the subscriptions',
        description: 'Every subscription, oldest first, without its secret.',
        response: { 200: hubSubscriptionListSchema, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async () => ({ subscriptions: await listSubscriptions(app.db) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['events'],
        operationId: 'getHubSubscription',
        summary: 'Read one subscription',
        description:
          'The subscription without its secret; 404 hub.not_found when there is none with this id.',
        params: hubIdParamsSchema,
        response: { 200: hubSubscriptionSummarySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const subscription = await findSubscription(app.db, request.params.id);
      if (!subscription) throw notFound('hub.not_found');
      return subscription;
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['events'],
        operationId: 'deleteHubSubscription',
        summary: 'Unsubscribe',
        description:
          'Deletes the subscription, its pending deliveries and its delivery log, and answers the subscription as it was; 404 hub.not_found when there is none with this id.',
        headers: idempotentHeadersSchema,
        params: hubIdParamsSchema,
        response: { 200: hubSubscriptionSummarySchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => {
        const subscription = await findSubscription(trx, request.params.id);
        if (!subscription || !(await deleteSubscription(trx, subscription.id)))
          throw notFound('hub.not_found');
        return { statusCode: 200, body: subscription };
      }),
  );

  app.get(
    '/:id/deliveries',
    {
      schema: {
        tags: ['events'],
        operationId: 'listHubDeliveries',
        summary: "A subscription's delivery log",
        description:
          'The events sent (or being sent) to the subscription, newest first, at most 100, optionally of one status (pending, delivered, given_up), each with every attempt: its time, duration, the HTTP status answered or why none came, and its outcome.',
        params: hubIdParamsSchema,
        querystring: hubDeliveryQuerySchema,
        response: { 200: hubDeliveryListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const subscription = await findSubscription(app.db, request.params.id);
      if (!subscription) throw notFound('hub.not_found');
      return { deliveries: await listDeliveries(app.db, subscription.id, request.query.status) };
    },
  );
};
