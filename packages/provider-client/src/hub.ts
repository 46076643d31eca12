import {
  type HubDelivery,
  type HubDeliveryStatus,
  type HubSubscription,
  type HubSubscriptionBody,
  type HubSubscriptionSummary,
  hubDeliveryListSchema,
  hubSubscriptionListSchema,
  hubSubscriptionSchema,
  hubSubscriptionSummarySchema,
} from '@fibre/domain/schemas/hub';
import type { CallOptions, Route, Transport } from './transport';
import { idempotencyHeaders, type WriteOptions } from './write-options';

export const HUB_ROUTES = {
  subscribe: { method: 'POST', path: '/hub' },
  subscriptions: { method: 'GET', path: '/hub' },
  subscription: { method: 'GET', path: '/hub/{id}' },
  unsubscribe: { method: 'DELETE', path: '/hub/{id}' },
  deliveries: { method: 'GET', path: '/hub/{id}/deliveries' },
} as const satisfies Record<string, Route>;

/**
 * The hub of webhook subscribers (issue 23, decision 0642), for tools and the provider's own
 * systems written in TypeScript; the site does not call it. Failures throw a ProviderError.
 */
export function hubCalls(transport: Transport) {
  return {
    /** Subscribes a callback; the answer's secret is shown this once. */
    subscribeToOrderEvents: (
      body: HubSubscriptionBody,
      options: WriteOptions = {},
    ): Promise<HubSubscription> =>
      transport.send({
        route: HUB_ROUTES.subscribe,
        body,
        headers: idempotencyHeaders(options),
        answer: hubSubscriptionSchema,
        signal: options.signal,
      }),

    listHubSubscriptions: async (options: CallOptions = {}): Promise<HubSubscriptionSummary[]> =>
      (
        await transport.send({
          route: HUB_ROUTES.subscriptions,
          answer: hubSubscriptionListSchema,
          signal: options.signal,
        })
      ).subscriptions,

    /** One subscription (404 hub.not_found). */
    getHubSubscription: (id: string, options: CallOptions = {}): Promise<HubSubscriptionSummary> =>
      transport.send({
        route: HUB_ROUTES.subscription,
        params: { id },
        answer: hubSubscriptionSummarySchema,
        signal: options.signal,
      }),

    /** Deletes a subscription with its deliveries; answers it as it was (404 hub.not_found). */
    unsubscribeFromOrderEvents: (id: string, options: WriteOptions = {}): Promise<HubSubscriptionSummary> =>
      transport.send({
        route: HUB_ROUTES.unsubscribe,
        params: { id },
        headers: idempotencyHeaders(options),
        answer: hubSubscriptionSummarySchema,
        signal: options.signal,
      }),

    /** The subscription's delivery log, newest first. */
    listHubDeliveries: async (
      id: string,
      status?: HubDeliveryStatus,
      options: CallOptions = {},
    ): Promise<HubDelivery[]> =>
      (
        await transport.send({
          route: HUB_ROUTES.deliveries,
          params: { id },
          query: { status },
          answer: hubDeliveryListSchema,
          signal: options.signal,
        })
      ).deliveries,
  };
}
