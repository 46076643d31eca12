import {
  type OrderCancelBody,
  type OrderCancellationTerms,
  type OrderContactBody,
  type OrderInstallationOptions,
  type OrderRescheduleBody,
  orderCancellationTermsSchema,
  orderInstallationOptionsSchema,
} from '@fibre/domain/schemas/order-changes';
import { type OrderView, orderViewSchema } from '@fibre/domain/schemas/order-view';
import type { CallOptions, Route, Transport } from './transport';
import { idempotencyHeaders, type WriteOptions } from './write-options';

export const ORDER_CHANGE_ROUTES = {
  installationOptions: { method: 'GET', path: '/order/{code}/installation-options' },
  reschedule: { method: 'POST', path: '/order/{code}/reschedule' },
  cancellation: { method: 'GET', path: '/order/{code}/cancellation' },
  cancel: { method: 'POST', path: '/order/{code}/cancel' },
  contact: { method: 'POST', path: '/order/{code}/contact' },
} as const satisfies Record<string, Route>;

/**
 * The changes a customer makes to a placed order (issue 23, decisions 0660-0663): move the
 * installation, cancel within the 14 days, change the phone or e-mail. Failures throw a ProviderError.
 */
export function orderChangeCalls(transport: Transport) {
  const write = <Body>(route: Route, code: string, body: Body, options: WriteOptions): Promise<OrderView> =>
    transport.send({
      route,
      params: { code },
      body,
      headers: idempotencyHeaders(options),
      answer: orderViewSchema,
      signal: options.signal,
    });

  return {
    /** Whether the visit can still move (its cut-off) and the free slots it can move to. */
    getOrderInstallationOptions: (
      code: string,
      options: CallOptions = {},
    ): Promise<OrderInstallationOptions> =>
      transport.send({
        route: ORDER_CHANGE_ROUTES.installationOptions,
        params: { code },
        answer: orderInstallationOptionsSchema,
        signal: options.signal,
      }),

    /** Moves the visit: 409 order.reschedule_closed, slot.full; 422 slot.not_offered, order.same_slot. */
    rescheduleOrder: (
      code: string,
      body: OrderRescheduleBody,
      options: WriteOptions = {},
    ): Promise<OrderView> => write(ORDER_CHANGE_ROUTES.reschedule, code, body, options),

    /** Whether the order can be cancelled today under the 14-day right, and what it would cost. */
    getOrderCancellationTerms: (code: string, options: CallOptions = {}): Promise<OrderCancellationTerms> =>
      transport.send({
        route: ORDER_CHANGE_ROUTES.cancellation,
        params: { code },
        answer: orderCancellationTermsSchema,
        signal: options.signal,
      }),

    /** Cancels within the 14 days: 409 order.cancellation_period_over, order.no_cancellation_right, order.not_open. */
    cancelPlacedOrder: (
      code: string,
      body: OrderCancelBody,
      options: WriteOptions = {},
    ): Promise<OrderView> => write(ORDER_CHANGE_ROUTES.cancel, code, body, options),

    /** A new phone and/or (already proved) e-mail: 409 order.not_open for a cancelled or failed order. */
    changeOrderContact: (
      code: string,
      body: OrderContactBody,
      options: WriteOptions = {},
    ): Promise<OrderView> => write(ORDER_CHANGE_ROUTES.contact, code, body, options),
  };
}
