import { type OtsProviderItem, otsProviderListSchema } from '@fibre/domain/schemas/ots-provider';
import type { CallOptions, Route, Transport } from './transport';

export const OTS_ROUTES = {
  providers: { method: 'GET', path: '/ots/providers' },
} as const satisfies Record<string, Route>;

/** One Touch Switch. Throws a ProviderError on failure. */
export function otsCalls(transport: Transport) {
  return {
    /** The retail providers of the current-provider dropdown. */
    getOtsProviders: (options: CallOptions = {}): Promise<OtsProviderItem[]> =>
      transport.send({ route: OTS_ROUTES.providers, answer: otsProviderListSchema, ...options }),
  };
}
