import {
  workOrderIdSchema,
  workOrderScheduleBodySchema,
  workOrderScheduleSchema,
} from '@fibre/domain/schemas/api-installation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-error';
import { bookSlot, findWorkOrder, workOrderSchedule } from '../../repositories/work-order.repository';
import { AUTH_ERRORS, errorResponses, WRITE_ERRORS } from '../error-responses';

export interface WorkOrderRoutesOptions {
  slotCapacity: number;
}

const paramsSchema = z.strictObject({ id: workOrderIdSchema });

export const workOrderRoutes: FastifyPluginAsyncZod<WorkOrderRoutesOptions> = async (app, options) => {
  app.get(
    '/schedule/:id',
    {
      schema: {
        tags: ['installation'],
        operationId: 'getWorkOrderSchedule',
        summary: "A work order's installation slots",
        description:
          'Two slots a day (08:00-13:00, 13:00-18:00), Monday to Saturday, from the third working day after ' +
          'the order for 14 days, each with the places left.',
        params: paramsSchema,
        response: { 200: workOrderScheduleSchema, ...errorResponses(400, ...AUTH_ERRORS, 404) },
      },
    },
    async (request) => {
      const workOrder = await findWorkOrder(app.db, request.params.id);
      if (!workOrder) throw notFound('workorder.not_found');
      return workOrderSchedule(app.db, workOrder, options.slotCapacity);
    },
  );

  app.put(
    '/schedule/:id',
    {
      schema: {
        tags: ['installation'],
        operationId: 'bookInstallationSlot',
        summary: 'Book or move the installation visit',
        description:
          'Takes one place in the slot, atomically: a full slot is refused with 409 slot.full; a slot outside ' +
          "the work order's offer with 422 slot.not_offered. Booking again moves the visit.",
        params: paramsSchema,
        body: workOrderScheduleBodySchema,
        response: { 200: workOrderScheduleSchema, ...errorResponses(...WRITE_ERRORS, 404, 409, 422) },
      },
    },
    async (request) => {
      const { day, time } = request.body;
      return app.db.transaction().execute(async (trx) => {
        const workOrder = await bookSlot(trx, request.params.id, day, time, options.slotCapacity, app.now());
        return workOrderSchedule(trx, workOrder, options.slotCapacity);
      });
    },
  );
};
