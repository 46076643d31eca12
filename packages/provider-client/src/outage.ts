import {
  type OutageRegistrationResponse,
  outageRegistrationResponseSchema,
} from '@fibre/domain/schemas/api-customer';
import type { outageBodySchema } from '@fibre/domain/schemas/outage';
import type { z } from 'zod';
import type { Route, Transport } from './transport';
import { idempotencyHeaders, type WriteOptions } from './write-options';

export const OUTAGE_ROUTES = {
  register: { method: 'POST', path: '/customer/outage' },
} as const satisfies Record<string, Route>;

/** Outage notices. Throws a ProviderError on failure. */
export function outageCalls(transport: Transport) {
  return {
    /** Registers an e-mail for outage notices. */
    registerOutage: (
      body: z.input<typeof outageBodySchema>,
      options: WriteOptions = {},
    ): Promise<OutageRegistrationResponse> =>
      transport.send({
        route: OUTAGE_ROUTES.register,
        body,
        headers: idempotencyHeaders(options),
        answer: outageRegistrationResponseSchema,
        signal: options.signal,
      }),
  };
}
