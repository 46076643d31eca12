import { CHARITY_ROUTES, charityCalls } from './charity';
import { COVERAGE_ROUTES, coverageCalls } from './coverage';
import { CUSTOMER_ROUTES, customerCalls } from './customers';
import { DIRECT_DEBIT_ROUTES, directDebitCalls } from './direct-debit';
import { HUB_ROUTES, hubCalls } from './hub';
import { INSTALLATION_ROUTES, installationCalls } from './installation';
import { ORDER_CHANGE_ROUTES, orderChangeCalls } from './order-changes';
import { ORDER_LIFECYCLE_ROUTES, orderLifecycleCalls } from './order-lifecycle';
import { ORDER_ROUTES, orderCalls } from './orders';
import { OTS_ROUTES, otsCalls } from './ots';
import { OUTAGE_ROUTES, outageCalls } from './outage';
import { PRODUCT_ROUTES, productCalls } from './products';
import { PROMOTION_ROUTES, promotionCalls } from './promotions';
import { SWITCHING_ROUTES, switchingCalls } from './switching';
import { createTransport, type ProviderClientOptions, type Route } from './transport';

/** Every provider API route the client calls, for the contract test against the API's document. */
export const PROVIDER_ROUTES: readonly Route[] = [
  PRODUCT_ROUTES,
  OTS_ROUTES,
  PROMOTION_ROUTES,
  COVERAGE_ROUTES,
  CUSTOMER_ROUTES,
  DIRECT_DEBIT_ROUTES,
  INSTALLATION_ROUTES,
  OUTAGE_ROUTES,
  SWITCHING_ROUTES,
  ORDER_ROUTES,
  CHARITY_ROUTES,
  ORDER_LIFECYCLE_ROUTES,
  HUB_ROUTES,
  ORDER_CHANGE_ROUTES,
].flatMap((routes) => Object.values(routes));

/**
 * The one place the website talks to the provider API (decision 0080): one transport, one module
 * per resource, every answer parsed with its @fibre/domain schema. Names say what a call does on
 * failure: `get...`, `list`-like reads and writes throw a ProviderError; `find...` returns null when
 * the provider has no such thing (404) and throws otherwise. `orNull` and `orErrorObject` give the
 * spec's lenient semantics to a caller that wants them.
 */
export function createProviderClient(options: ProviderClientOptions) {
  const transport = createTransport(options);
  return {
    ...productCalls(transport),
    ...otsCalls(transport),
    ...promotionCalls(transport),
    ...coverageCalls(transport),
    ...customerCalls(transport),
    ...directDebitCalls(transport),
    ...installationCalls(transport),
    ...outageCalls(transport),
    ...switchingCalls(transport),
    ...orderCalls(transport),
    ...charityCalls(transport),
    ...orderLifecycleCalls(transport),
    ...hubCalls(transport),
    ...orderChangeCalls(transport),
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
