import { checkBankAccount } from '@fibre/domain/bank-modulus';
import { penceFromPounds, poundsFromPence } from '@fibre/domain/money';
import {
  directDebitResponseSchema,
  outageRegistrationResponseSchema,
  paymentRequestResponseSchema,
} from '@fibre/domain/schemas/api-customer';
import { directDebitBodySchema } from '@fibre/domain/schemas/direct-debit';
import { outageBodySchema } from '@fibre/domain/schemas/outage';
import { customerCodeParamsSchema } from '@fibre/domain/schemas/provider-id';
import { directDebitRequestBodySchema } from '@fibre/domain/schemas/upfront-payment-request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, unprocessable } from '../../http-error';
import { idempotentHeadersSchema, sendWrite } from '../../idempotency/idempotent-reply';
import { existingCustomer } from '../../repositories/customer.repository';
import {
  insertPaymentRequest,
  maskedDirectDebit,
  saveDirectDebit,
} from '../../repositories/direct-debit.repository';
import { insertOutageRegistration } from '../../repositories/outage.repository';
import { errorResponses, WRITE_ERRORS } from '../error-responses';

const DIRECT_DEBIT_STATUSES = new Set(['PREACTIVE', 'PREORDER', 'ORDERED']);

export const customerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:code/direct-debit',
    {
      schema: {
        tags: ['payments'],
        operationId: 'setUpDirectDebit',
        summary: "Set up the customer's direct debit",
        description:
          'The sort code and account number are checked with the Bacs modulus rules (422 bank.invalid_details). ' +
          'Only the last two digits of the account number are kept or returned. A second mandate replaces the first.',
        headers: idempotentHeadersSchema,
        params: customerCodeParamsSchema,
        body: directDebitBodySchema,
        response: { 201: directDebitResponseSchema, ...errorResponses(...WRITE_ERRORS, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => {
        const customer = await existingCustomer(trx, request.params.code);
        // Only an order still open or placed collects: not a cancelled one, an interest or a call-back.
        if (!DIRECT_DEBIT_STATUSES.has(customer.status)) {
          throw conflict('customer.not_preactive');
        }
        const { account_name, account_number, sort_code } = request.body;
        // The browser runs the same check (packages/domain/src/bank-modulus.ts) and shows the same words.
        const check = checkBankAccount(sort_code, account_number);
        if (!check.ok) {
          throw unprocessable('bank.invalid_details', [{ path: check.field, message: check.message }]);
        }
        const stored = await saveDirectDebit(
          trx,
          customer.code,
          { accountName: account_name, sortCode: sort_code, accountNumber: account_number },
          app.now(),
        );
        return {
          statusCode: 201,
          body: { code: customer.code, ...maskedDirectDebit(stored) },
        };
      }),
  );

  app.post(
    '/:code/direct-debit-request',
    {
      schema: {
        tags: ['payments'],
        operationId: 'requestUpfrontPayment',
        summary: 'Raise an up-front payment request',
        description:
          'Records a PENDING request for the amount; the payment page returns the customer to `redirect_url` ' +
          '(https only). 404 customer.not_found.',
        headers: idempotentHeadersSchema,
        params: customerCodeParamsSchema,
        body: directDebitRequestBodySchema,
        response: { 201: paymentRequestResponseSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => {
        const customer = await existingCustomer(trx, request.params.code);
        const amountPence = penceFromPounds(request.body.request_amount);
        const created = await insertPaymentRequest(
          trx,
          customer.code,
          {
            amountPence,
            description: request.body.request_description,
            redirectUrl: request.body.redirect_url,
          },
          app.now(),
        );
        return {
          statusCode: 201,
          body: {
            id_request: created.id,
            code: customer.code,
            request_amount: poundsFromPence(amountPence),
            request_description: request.body.request_description,
            redirect_url: request.body.redirect_url,
            status: 'PENDING' as const,
            created_at: created.created_at,
          },
        };
      }),
  );

  app.post(
    '/outage',
    {
      schema: {
        tags: ['customers'],
        operationId: 'registerOutage',
        summary: 'Register for outage notices',
        description: 'Only the e-mail is sent on by the outage form.',
        headers: idempotentHeadersSchema,
        body: outageBodySchema,
        response: { 201: outageRegistrationResponseSchema, ...errorResponses(...WRITE_ERRORS, 409) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => {
        const now = app.now();
        const id = await insertOutageRegistration(trx, request.body.email, now);
        return { statusCode: 201, body: { id_registration: id, created_at: now.toISOString() } };
      }),
  );
};
