import {
  type DirectDebitResponse,
  directDebitResponseSchema,
  type PaymentRequestResponse,
  paymentRequestResponseSchema,
} from '@fibre/domain/schemas/api-customer';
import type { directDebitBodySchema } from '@fibre/domain/schemas/direct-debit';
import type { directDebitRequestBodySchema } from '@fibre/domain/schemas/upfront-payment-request';
import type { z } from 'zod';
import type { Route, Transport } from './transport';
import { idempotencyHeaders, type WriteOptions } from './write-options';

export const DIRECT_DEBIT_ROUTES = {
  mandate: { method: 'POST', path: '/customer/{code}/direct-debit' },
  paymentRequest: { method: 'POST', path: '/customer/{code}/direct-debit-request' },
} as const satisfies Record<string, Route>;

/** Direct debits and up-front payment requests. Every call throws a ProviderError on failure. */
export function directDebitCalls(transport: Transport) {
  return {
    /** Sets up the customer's direct debit (422 bank.invalid_details); the answer masks the account number. */
    setDirectDebit: (
      code: string,
      body: z.input<typeof directDebitBodySchema>,
      options: WriteOptions = {},
    ): Promise<DirectDebitResponse> =>
      transport.send({
        route: DIRECT_DEBIT_ROUTES.mandate,
        params: { code },
        body,
        headers: idempotencyHeaders(options),
        answer: directDebitResponseSchema,
        signal: options.signal,
      }),

    /** Raises an up-front payment request (the spec's arguments minus the code). */
    requestDirectDebit: (
      code: string,
      body: z.input<typeof directDebitRequestBodySchema>,
      options: WriteOptions = {},
    ): Promise<PaymentRequestResponse> =>
      transport.send({
        route: DIRECT_DEBIT_ROUTES.paymentRequest,
        params: { code },
        body,
        headers: idempotencyHeaders(options),
        answer: paymentRequestResponseSchema,
        signal: options.signal,
      }),
  };
}
