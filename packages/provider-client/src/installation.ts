import {
  type WorkOrderSchedule,
  type WorkOrderScheduleBody,
  workOrderScheduleSchema,
} from '@fibre/domain/schemas/api-installation';
import type { CallOptions, Route, Transport } from './transport';

export const INSTALLATION_ROUTES = {
  workOrder: { method: 'GET', path: '/workorder/schedule/{id}' },
  book: { method: 'PUT', path: '/workorder/schedule/{id}' },
  customer: { method: 'GET', path: '/customer/{code}/schedule' },
} as const satisfies Record<string, Route>;

/**
 * Work orders and installation slots. Every call throws a ProviderError on failure; wrap one in
 * `orErrorObject` for content-and-api.md §8's "return an error object" semantics.
 */
export function installationCalls(transport: Transport) {
  return {
    /** A work order's slots (404 workorder.not_found). */
    getWorkOrderSchedule: (id: string, options: CallOptions = {}): Promise<WorkOrderSchedule> =>
      transport.send({
        route: INSTALLATION_ROUTES.workOrder,
        params: { id },
        answer: workOrderScheduleSchema,
        ...options,
      }),

    /** Books (or moves) the visit: 409 slot.full, 422 slot.not_offered. */
    setWorkOrderSchedule: (
      id: string,
      body: WorkOrderScheduleBody,
      options: CallOptions = {},
    ): Promise<WorkOrderSchedule> =>
      transport.send({
        route: INSTALLATION_ROUTES.book,
        params: { id },
        body,
        answer: workOrderScheduleSchema,
        ...options,
      }),

    /** A customer's work order and slots (404 installation_slots.none). */
    getCustomerSchedule: (code: string, options: CallOptions = {}): Promise<WorkOrderSchedule> =>
      transport.send({
        route: INSTALLATION_ROUTES.customer,
        params: { code },
        answer: workOrderScheduleSchema,
        ...options,
      }),
  };
}
