import { coverageCalls } from './coverage';
import { customerCalls } from './customers';
import { directDebitCalls } from './direct-debit';
import { installationCalls } from './installation';
import { otsCalls } from './ots';
import { outageCalls } from './outage';
import { productCalls } from './products';
import { promotionCalls } from './promotions';
import { createTransport, type ProviderClientOptions } from './transport';

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
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
