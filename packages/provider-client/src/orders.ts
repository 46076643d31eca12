import {
  type OrderConfirmationBody,
  type OrderConfirmationResponse,
  orderConfirmationResponseSchema,
} from '@fibre/domain/schemas/order-confirmation';
import type { CallOptions, Route, Transport } from './transport';
import { idempotencyHeaders, type WriteOptions } from './write-options';

export const ORDER_ROUTES = {
  confirm: { method: 'POST', path: '/customer/{code}/confirm' },
  contractSummary: { method: 'GET', path: '/customer/{code}/contract-summary' },
} as const satisfies Record<string, Route>;

/** Placing an order and its Ofcom contract summary (decisions 0200, 0210). Failures throw a ProviderError. */
export function orderCalls(transport: Transport) {
  return {
    /**
     * Places the open order: 201 ORDERED, the confirmation e-mail sent. 422
     * order.installation_not_booked or order.direct_debit_missing; 409 order.already_confirmed
     * (the same Idempotency-Key replays the first answer instead).
     */
    confirmOrder: (
      code: string,
      body: OrderConfirmationBody,
      options: WriteOptions = {},
    ): Promise<OrderConfirmationResponse> =>
      transport.send({
        route: ORDER_ROUTES.confirm,
        params: { code },
        body,
        headers: idempotencyHeaders(options),
        answer: orderConfirmationResponseSchema,
        signal: options.signal,
      }),

    /** The contract summary PDF of the customer's latest order (409 order.none without one). */
    getContractSummaryPdf: (code: string, options: CallOptions = {}): Promise<Uint8Array> =>
      transport.sendBytes({
        route: ORDER_ROUTES.contractSummary,
        params: { code },
        accept: 'application/pdf',
        signal: options.signal,
      }),
  };
}
