import {
  type CustomerCancelResponse,
  customerCancelResponseSchema,
} from '@fibre/domain/schemas/api-customer';
import {
  type SwitchMatchRequestInput,
  type SwitchMatchResponse,
  switchMatchResponseSchema,
} from '@fibre/domain/schemas/switch-match';
import type { CallOptions, Route, Transport } from './transport';
import { idempotencyHeaders, type WriteOptions } from './write-options';

/** The calls that move a customer between providers or end an order (decisions 0220 and 0221). */
export const SWITCHING_ROUTES = {
  switchMatch: { method: 'POST', path: '/ots/switch-match' },
  cancelOrder: { method: 'POST', path: '/customer/{code}/cancel' },
} as const satisfies Record<string, Route>;

/** One Touch Switch matching and order cancellation. Each throws a ProviderError on failure. */
export function switchingCalls(transport: Transport) {
  return {
    /**
     * The One Touch Switch hub's match: the switch order reference and what switching means for each
     * service. 422 ots.unknown_provider for an RCPID the hub does not know.
     */
    switchMatch: (
      request: SwitchMatchRequestInput,
      options: CallOptions = {},
    ): Promise<SwitchMatchResponse> =>
      transport.send({
        route: SWITCHING_ROUTES.switchMatch,
        body: request,
        answer: switchMatchResponseSchema,
        ...options,
      }),

    /**
     * Cancels an order and releases its address. 404 customer.not_found; 409 customer.already_cancelled
     * (under the same Idempotency-Key a retry replays the first answer instead).
     */
    cancelOrder: (code: string, options: WriteOptions = {}): Promise<CustomerCancelResponse> =>
      transport.send({
        route: SWITCHING_ROUTES.cancelOrder,
        params: { code },
        headers: idempotencyHeaders(options),
        answer: customerCancelResponseSchema,
        signal: options.signal,
      }),
  };
}
