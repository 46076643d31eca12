import type { CustomerAction } from '@fibre/domain/constants';
import {
  type CustomerActionResponse,
  type CustomerRecord,
  type CustomerRenewResponse,
  customerActionResponseSchema,
  customerRecordSchema,
  customerRenewResponseSchema,
} from '@fibre/domain/schemas/api-customer';
import type { createCustomerActionBodySchemas } from '@fibre/domain/schemas/customer-order';
import type {
  customerRenewBodySchema,
  preactiveCustomerUpdateBodySchema,
  prospectBodySchema,
} from '@fibre/domain/schemas/customer-requests';
import {
  type OpenOrderLookupBody,
  type OpenOrderLookupResponse,
  openOrderLookupResponseSchema,
} from '@fibre/domain/schemas/customer-requests';
import type { z } from 'zod';
import { nullWhenNotFound } from './fallbacks';
import type { CallOptions, Route, Transport } from './transport';
import { idempotencyHeaders, type WriteOptions } from './write-options';

export const CUSTOMER_ROUTES = {
  action: { method: 'POST', path: '/customer/{action}' },
  prospect: { method: 'POST', path: '/customer/PROSPECT' },
  record: { method: 'GET', path: '/customer/{code}' },
  preactiveUpdate: { method: 'PUT', path: '/customer/{code}' },
  renew: { method: 'POST', path: '/customer/renew' },
  openOrderLookup: { method: 'POST', path: '/customer/open-order-lookup' },
} as const satisfies Record<string, Route>;

/** The body each action of POST /customer/{action} takes, as the website sends it. */
export type CustomerActionBodyInput<Action extends CustomerAction> = z.input<
  ReturnType<typeof createCustomerActionBodySchemas>[Action]
>;

/** Sign-ups, orders, interest, call-backs and customer records. `get...` and writes throw; `find...` returns null on 404. */
export function customerCalls(transport: Transport) {
  const getCustomer = (code: string, options: CallOptions = {}): Promise<CustomerRecord> =>
    transport.send({
      route: CUSTOMER_ROUTES.record,
      params: { code },
      answer: customerRecordSchema,
      ...options,
    });

  return {
    /** POST /customer/{action}: the record created (201) or the order updated (UPDATE, 200). */
    submitCustomer: <Action extends CustomerAction>(
      action: Action,
      body: CustomerActionBodyInput<Action>,
      options: WriteOptions = {},
    ): Promise<CustomerActionResponse> =>
      transport.send({
        route: CUSTOMER_ROUTES.action,
        params: { action },
        body,
        headers: idempotencyHeaders(options),
        answer: customerActionResponseSchema,
        signal: options.signal,
      }),

    /** An e-mail and phone left at a known uprn. */
    submitProspect: (
      body: z.input<typeof prospectBodySchema>,
      options: WriteOptions = {},
    ): Promise<CustomerActionResponse> =>
      transport.send({
        route: CUSTOMER_ROUTES.prospect,
        body,
        headers: idempotencyHeaders(options),
        answer: customerActionResponseSchema,
        signal: options.signal,
      }),

    /** A customer by code; an unknown code throws 404 customer.not_found. */
    getCustomer,

    /** A customer by code, or null for an unknown one. */
    findCustomer: (code: string, options: CallOptions = {}) => nullWhenNotFound(getCustomer(code, options)),

    /** The emergency phone and medical-alarm answer of a customer whose order is still open. */
    updatePreactiveCustomer: (
      code: string,
      body: z.input<typeof preactiveCustomerUpdateBodySchema>,
      options: CallOptions = {},
    ): Promise<CustomerRecord> =>
      transport.send({
        route: CUSTOMER_ROUTES.preactiveUpdate,
        params: { code },
        body,
        answer: customerRecordSchema,
        ...options,
      }),

    /**
     * Whether this e-mail has an open order at this uprn (the one UPDATE would change): a read,
     * whose e-mail travels in the body (decision 0382).
     */
    lookUpOpenOrder: (
      body: OpenOrderLookupBody,
      options: CallOptions = {},
    ): Promise<OpenOrderLookupResponse> =>
      transport.send({
        route: CUSTOMER_ROUTES.openOrderLookup,
        body,
        answer: openOrderLookupResponseSchema,
        ...options,
      }),

    /** Renews a customer's contract onto a plan. */
    renewCustomer: (
      body: z.input<typeof customerRenewBodySchema>,
      options: WriteOptions = {},
    ): Promise<CustomerRenewResponse> =>
      transport.send({
        route: CUSTOMER_ROUTES.renew,
        body,
        headers: idempotencyHeaders(options),
        answer: customerRenewResponseSchema,
        signal: options.signal,
      }),
  };
}
