import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface CustomerRoutesOptions {
  slotCapacity: number;
}

export const customerRoutes: FastifyPluginAsyncZod<CustomerRoutesOptions> = async () => {};
