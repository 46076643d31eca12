import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerActionRoutes } from './actions';
import { customerCancelRoutes } from './cancel';
import { customerConfirmationRoutes } from './confirmation';
import { customerOpenOrderLookupRoutes } from './open-order-lookup';
import { customerPaymentRoutes } from './payments';
import { customerRecordRoutes } from './records';

export interface CustomerRoutesOptions {
  slotCapacity: number;
}

/** Everything under /customer: the actions, the records, the direct debit and payment calls, the open-order lookup. */
export const customerRoutes: FastifyPluginAsyncZod<CustomerRoutesOptions> = async (app, options) => {
  await app.register(customerActionRoutes, { slotCapacity: options.slotCapacity });
  await app.register(customerRecordRoutes, { slotCapacity: options.slotCapacity });
  await app.register(customerPaymentRoutes);
  await app.register(customerConfirmationRoutes);
  await app.register(customerCancelRoutes);
  await app.register(customerOpenOrderLookupRoutes);
};
