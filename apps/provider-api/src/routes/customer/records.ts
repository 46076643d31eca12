import { planMonthlyPrice } from '@fibre/domain/pricing';
import { planAddressType } from '@fibre/domain/routing';
import { customerRecordSchema, customerRenewResponseSchema } from '@fibre/domain/schemas/api-customer';
import { workOrderScheduleSchema } from '@fibre/domain/schemas/api-installation';
import {
  customerRenewBodySchema,
  preactiveCustomerUpdateBodySchema,
} from '@fibre/domain/schemas/customer-requests';
import { customerCodeParamsSchema } from '@fibre/domain/schemas/provider-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderToWire } from '../../customers/customer-actions';
import { customerRecord } from '../../customers/customer-record';
import { conflict, notFound, unprocessable } from '../../http-error';
import { idempotentHeadersSchema, sendWrite } from '../../idempotency/idempotent-reply';
import { findAddressByUprn, rowToAddressItem } from '../../repositories/address.repository';
import { existingCustomer, insertOrder, updateCustomer } from '../../repositories/customer.repository';
import { listProducts } from '../../repositories/product.repository';
import { findWorkOrderOfCustomer, workOrderSchedule } from '../../repositories/work-order.repository';
import { AUTH_ERRORS, errorResponses, WRITE_ERRORS } from '../error-responses';

export interface CustomerRecordRoutesOptions {
  slotCapacity: number;
}

/** Customers with an order (pre-active or pre-ordered) may still change it. */
const OPEN_ORDER_STATUSES = ['PREACTIVE', 'PREORDER'];

export const customerRecordRoutes: FastifyPluginAsyncZod<CustomerRecordRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/renew',
    {
      schema: {
        tags: ['customers'],
        operationId: 'renewContract',
        summary: 'Renew a contract',
        description:
          '`id_customer` is the customer code; `id_contract_renew` the plan renewed onto. Records a RENEW order ' +
          'priced by @fibre/domain. 404 customer.not_found; 409 customer.no_contract for a customer without an ' +
          'order; 422 customer.unknown_product or customer.product_not_for_address.',
        headers: idempotentHeadersSchema,
        body: customerRenewBodySchema,
        response: { 201: customerRenewResponseSchema, ...errorResponses(...WRITE_ERRORS, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => {
        const customer = await existingCustomer(trx, request.body.id_customer);
        if (!OPEN_ORDER_STATUSES.includes(customer.status)) {
          throw conflict('customer.no_contract');
        }
        const productId = /^\d{1,9}$/.test(request.body.id_contract_renew)
          ? Number(request.body.id_contract_renew)
          : 0;
        const [plan] = productId > 0 ? await listProducts(trx, [], [productId]) : [];
        if (plan?.product_type !== 'PRODUCT') {
          throw unprocessable('customer.unknown_product', [
            { path: 'id_contract_renew', message: `Unknown plan ${request.body.id_contract_renew}` },
          ]);
        }
        const addressRow = customer.uprn ? await findAddressByUprn(trx, customer.uprn) : undefined;
        const addressType = planAddressType(addressRow ? rowToAddressItem(addressRow).address_type : 'RES');
        if (plan.address_type !== addressType) {
          throw unprocessable('customer.product_not_for_address', [
            { path: 'id_contract_renew', message: `Choose a ${addressType} plan` },
          ]);
        }
        const now = app.now();
        const order = await insertOrder(
          trx,
          customer.code,
          {
            action: 'RENEW',
            products: [plan.id_product],
            promotions: [],
            monthlyPricePence: planMonthlyPrice(plan, [], { addressType }).monthly,
          },
          now,
        );
        return {
          statusCode: 201,
          body: { code: customer.code, id_contract_renew: plan.id_product, order: orderToWire(order) },
        };
      }),
  );

  app.get(
    '/:code',
    {
      schema: {
        tags: ['customers'],
        operationId: 'getCustomer',
        summary: 'A customer by code',
        description:
          'The customer, their orders, work order and direct debit (account number masked to its last two digits).',
        params: customerCodeParamsSchema,
        response: { 200: customerRecordSchema, ...errorResponses(400, ...AUTH_ERRORS, 404) },
      },
    },
    async (request) => customerRecord(app.db, await existingCustomer(app.db, request.params.code)),
  );

  app.put(
    '/:code',
    {
      schema: {
        tags: ['customers'],
        operationId: 'updatePreactiveCustomer',
        summary: 'Update a pre-active customer',
        description:
          'Records the emergency phone and the medical-alarm answer of a customer whose order is still open. ' +
          '404 customer.not_found; 409 customer.not_preactive otherwise.',
        params: customerCodeParamsSchema,
        body: preactiveCustomerUpdateBodySchema,
        response: { 200: customerRecordSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      app.db.transaction().execute(async (trx) => {
        const customer = await existingCustomer(trx, request.params.code);
        if (!OPEN_ORDER_STATUSES.includes(customer.status)) {
          throw conflict('customer.not_preactive');
        }
        const details = Object.fromEntries(
          Object.entries(request.body).filter(([, value]) => value !== undefined),
        );
        const updated = await updateCustomer(trx, customer, { details }, app.now());
        return customerRecord(trx, updated);
      }),
  );

  app.get(
    '/:code/schedule',
    {
      schema: {
        tags: ['installation'],
        operationId: 'getCustomerSchedule',
        summary: "A customer's installation slots",
        description:
          "The customer's work order and its slots. 404 installation_slots.none when there is no work order.",
        params: customerCodeParamsSchema,
        response: { 200: workOrderScheduleSchema, ...errorResponses(400, ...AUTH_ERRORS, 404) },
      },
    },
    async (request) => {
      const customer = await existingCustomer(app.db, request.params.code);
      const workOrder = await findWorkOrderOfCustomer(app.db, customer.code);
      if (!workOrder)
        throw notFound('installation_slots.none', 'This customer has no installation to schedule');
      return workOrderSchedule(app.db, workOrder, options.slotCapacity);
    },
  );
};
