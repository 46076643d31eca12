import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface WorkOrderRoutesOptions {
  slotCapacity: number;
}

export const workOrderRoutes: FastifyPluginAsyncZod<WorkOrderRoutesOptions> = async () => {};
