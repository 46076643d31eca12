import {
  type OrderLookupBody,
  type OrderLookupResponse,
  type OrderStateMoveInput,
  type OrderSummary,
  type OrderView,
  orderLookupResponseSchema,
  orderSearchResponseSchema,
  orderViewSchema,
} from '@fibre/domain/schemas/order-view';
import { nullWhenNotFound } from './fallbacks';
import type { CallOptions, Route, Transport } from './transport';
import { idempotencyHeaders, type WriteOptions } from './write-options';

export const ORDER_LIFECYCLE_ROUTES = {
  order: { method: 'GET', path: '/order/{code}' },
  search: { method: 'GET', path: '/order' },
  move: { method: 'POST', path: '/order/{code}/state' },
  lookup: { method: 'POST', path: '/order/lookup' },
  receipt: { method: 'GET', path: '/order/{code}/receipt' },
} as const satisfies Record<string, Route>;

/**
 * A placed order after the order (issue 23, decision 0631): where it stands, its history, the staff
 * search and moves, Find my order's lookup and the receipt. Failures throw a ProviderError.
 */
export function orderLifecycleCalls(transport: Transport) {
  const getOrder = (code: string, options: CallOptions = {}): Promise<OrderView> =>
    transport.send({
      route: ORDER_LIFECYCLE_ROUTES.order,
      params: { code },
      answer: orderViewSchema,
      signal: options.signal,
    });

  return {
    /** A placed order with its state and history; 404 order.not_found unless it was placed. */
    getOrder,

    /** A placed order, or null when there is none with this number. */
    findOrder: (code: string, options: CallOptions = {}): Promise<OrderView | null> =>
      nullWhenNotFound(getOrder(code, options)),

    /** Orders by exact order number, postcode (any spacing or case) or e-mail (any case): at most 50, newest first. */
    searchOrders: async (search: string, options: CallOptions = {}): Promise<OrderSummary[]> => {
      const answer = await transport.send({
        route: ORDER_LIFECYCLE_ROUTES.search,
        query: { search },
        answer: orderSearchResponseSchema,
        signal: options.signal,
      });
      return answer.orders;
    },

    /**
     * Moves an order to another state with the actor and reason kept in its history: 409
     * order.transition_not_allowed when the state cannot go there (the same Idempotency-Key replays
     * the first answer instead).
     */
    moveOrderState: (
      code: string,
      body: OrderStateMoveInput,
      options: WriteOptions = {},
    ): Promise<OrderView> =>
      transport.send({
        route: ORDER_LIFECYCLE_ROUTES.move,
        params: { code },
        body,
        headers: idempotencyHeaders(options),
        answer: orderViewSchema,
        signal: options.signal,
      }),

    /** Whether an order with this number was placed with this e-mail address (Find my order's first step). */
    lookUpOrder: (body: OrderLookupBody, options: CallOptions = {}): Promise<OrderLookupResponse> =>
      transport.send({
        route: ORDER_LIFECYCLE_ROUTES.lookup,
        body,
        answer: orderLookupResponseSchema,
        signal: options.signal,
      }),

    /** The receipt of a placed order as a PDF (404 order.not_found). */
    getOrderReceiptPdf: (code: string, options: CallOptions = {}): Promise<Uint8Array> =>
      transport.sendBytes({
        route: ORDER_LIFECYCLE_ROUTES.receipt,
        params: { code },
        accept: 'application/pdf',
        signal: options.signal,
      }),
  };
}
