import { isHomePhoneAddon } from '@fibre/domain/home-phone';
import { ukIsoDate } from '@fibre/domain/installation-window';
import { customerActionResponseSchema } from '@fibre/domain/schemas/api-customer';
import {
  type CustomerOrderBody,
  createCustomerOrderBodySchema,
  ORDER_ACTIONS,
  type OrderAction,
} from '@fibre/domain/schemas/customer-order';
import { callMeBodySchema, prospectBodySchema } from '@fibre/domain/schemas/customer-requests';
import { registerInterestBodySchema } from '@fibre/domain/schemas/register-interest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  placeOrder,
  recordProspect,
  registerInterest,
  requestCallBack,
  updateOrder,
} from '../../customers/customer-actions';
import { notFound } from '../../http-error';
import { idempotentHeadersSchema, sendWrite } from '../../idempotency/idempotent-reply';
import { findProductRows } from '../../repositories/product.repository';
import { datedBodyValidator } from '../dated-body-validator';
import { errorResponses, WRITE_ERRORS } from '../error-responses';

export interface CustomerActionRoutesOptions {
  slotCapacity: number;
}

const ORDER_DESCRIPTIONS: Record<OrderAction, string> = {
  SIGNUP:
    'Sign-up at an address our network serves: creates the customer, the order (priced by @fibre/domain from ' +
    'the ids) and the work order with its installation slots.',
  UPDATE:
    'Changes the open (pre-active or pre-ordered) order at the same uprn and e-mail: replaces the contact ' +
    'details and records the new choice. 404 customer.not_found when there is none.',
  PREORDER: 'Pre-order where the network is being built: customer and order, no installation yet.',
  PREORDERDDSDU: 'Pre-order of a single dwelling with a direct debit to follow.',
  PREORDERDDMDU: 'Pre-order in a multi-dwelling building with a direct debit to follow.',
};

/** Each order action's operation id in the OpenAPI document (what a generated client calls it). */
const ORDER_OPERATION_IDS: Record<OrderAction, string> = {
  SIGNUP: 'signUp',
  UPDATE: 'updateOrder',
  PREORDER: 'preOrder',
  PREORDERDDSDU: 'preOrderSingleDwellingWithDirectDebit',
  PREORDERDDMDU: 'preOrderMultiDwellingWithDirectDebit',
};

const ORDER_ERRORS =
  '422: customer.unknown_uprn, customer.postcode_mismatch, customer.address_not_available, ' +
  'customer.address_not_eligible, customer.unknown_product, customer.product_not_for_address, ' +
  'customer.addon_not_offered, customer.promotion_not_valid, customer.promotion_not_eligible; 409: ' +
  'customer.existing_customer, idempotency.in_progress.';

/**
 * POST /customer/{action}: each action is its own static route with its own body schema, so the
 * OpenAPI document shows each body; every one honours an Idempotency-Key and runs in one
 * transaction.
 */
export const customerActionRoutes: FastifyPluginAsyncZod<CustomerActionRoutesOptions> = async (
  app,
  options,
) => {
  const rows = await findProductRows(app.db);
  const homePhoneAddonIds = rows
    .filter((row) => row.product_type === 'ADDON' && isHomePhoneAddon(row))
    .map((row) => row.id_product);
  const orderBodyFor = (day: string) => createCustomerOrderBodySchema({ today: day, homePhoneAddonIds });
  const today = () => ukIsoDate(app.now());
  const context = () => ({ now: app.now(), slotCapacity: options.slotCapacity });

  for (const action of ORDER_ACTIONS) {
    app.post(
      `/${action}`,
      {
        validatorCompiler: datedBodyValidator(orderBodyFor, today),
        schema: {
          tags: ['customers'],
          operationId: ORDER_OPERATION_IDS[action],
          summary: `${action} order`,
          description: `${ORDER_DESCRIPTIONS[action]} ${ORDER_ERRORS}`,
          headers: idempotentHeadersSchema,
          body: orderBodyFor(today()) as z.ZodType<CustomerOrderBody>,
          response: {
            200: customerActionResponseSchema,
            201: customerActionResponseSchema,
            ...errorResponses(...WRITE_ERRORS, 404, 409, 422),
          },
        },
      },
      async (request, reply) =>
        sendWrite(app, request, reply, async (trx) =>
          action === 'UPDATE'
            ? { statusCode: 200, body: await updateOrder(trx, request.body, context()) }
            : { statusCode: 201, body: await placeOrder(trx, action, request.body, context()) },
        ),
    );
  }

  app.post(
    '/ROI',
    {
      schema: {
        tags: ['customers'],
        operationId: 'registerInterest',
        summary: 'Register interest',
        description:
          'Registers interest where the network is not built yet; the code answers /confirmation-of-interest/{code}. ' +
          'A plot without a uprn may register; a uprn given must be known (422 customer.unknown_uprn).',
        headers: idempotentHeadersSchema,
        body: registerInterestBodySchema,
        response: { 201: customerActionResponseSchema, ...errorResponses(...WRITE_ERRORS, 409, 422) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => ({
        statusCode: 201,
        body: await registerInterest(trx, request.body, app.now()),
      })),
  );

  app.post(
    '/CALLME',
    {
      schema: {
        tags: ['customers'],
        operationId: 'requestCallBack',
        summary: 'Ask for a call back',
        description:
          "The 'Still in a contract?' call-back request. 422 customer.unknown_uprn for an unknown uprn.",
        headers: idempotentHeadersSchema,
        body: callMeBodySchema,
        response: { 201: customerActionResponseSchema, ...errorResponses(...WRITE_ERRORS, 409, 422) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => ({
        statusCode: 201,
        body: await requestCallBack(trx, request.body, app.now()),
      })),
  );

  // Any other action: a clear refusal rather than a bare unknown route. Static routes win over this one.
  app.post(
    '/:action',
    {
      schema: {
        hide: true,
        params: z.strictObject({ action: z.string() }),
      },
    },
    async () => {
      throw notFound(
        'customer.unknown_action',
        'Unknown action: use SIGNUP, UPDATE, PREORDER, PREORDERDDSDU, PREORDERDDMDU, ROI, CALLME or PROSPECT',
      );
    },
  );

  app.post(
    '/PROSPECT',
    {
      schema: {
        tags: ['customers'],
        operationId: 'recordProspect',
        summary: 'Record a prospect',
        description: 'An e-mail and phone left at a known uprn (422 customer.unknown_uprn otherwise).',
        headers: idempotentHeadersSchema,
        body: prospectBodySchema,
        response: { 201: customerActionResponseSchema, ...errorResponses(...WRITE_ERRORS, 409, 422) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => ({
        statusCode: 201,
        body: await recordProspect(trx, request.body, app.now()),
      })),
  );
};
