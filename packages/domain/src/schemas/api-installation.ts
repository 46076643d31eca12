import { z } from 'zod';
import { INSTALLATION_SLOT_TIMES } from '../installation-slot-times';

/**
 * The installation-slot calls of the provider API (GET and PUT /workorder/schedule/{id}, GET
 * /customer/{code}/schedule). Two slots a day, Monday to Saturday (demo-data.md).
 */
export { INSTALLATION_SLOT_TIMES, type InstallationSlotTime } from '../installation-slot-times';

/** A work order waits for a slot, then is booked into one. */
export const WORK_ORDER_STATUSES = ['UNSCHEDULED', 'SCHEDULED'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** A work order id as the provider API issues it ('WO' and 8 letters or digits). */
export const workOrderIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,64}$/, 'Invalid work order id')
  .transform((value) => value.toUpperCase());

/** A calendar day, 'YYYY-MM-DD'. */
const slotDaySchema = z.iso.date('Choose a day as YYYY-MM-DD');

/** PUT /workorder/schedule/{id}: the slot chosen. */
export const workOrderScheduleBodySchema = z.strictObject({
  day: slotDaySchema,
  time: z.enum(INSTALLATION_SLOT_TIMES, { error: `Choose ${INSTALLATION_SLOT_TIMES.join(' or ')}` }),
});
export type WorkOrderScheduleBody = z.infer<typeof workOrderScheduleBodySchema>;

export const installationSlotSchema = z.object({
  day: z.string().describe('YYYY-MM-DD'),
  time: z.enum(INSTALLATION_SLOT_TIMES),
  start_time: z.string().describe('HH:MM'),
  end_time: z.string().describe('HH:MM'),
  label: z.string(),
  remaining: z.number().int().nonnegative().describe('Places left'),
  available: z.boolean(),
  selected: z.boolean().describe('This work order is booked into the slot'),
});
export type InstallationSlot = z.infer<typeof installationSlotSchema>;

/** A work order with its booked slot (if any) and every slot it offers. */
export const workOrderScheduleSchema = z.object({
  id_workorder: z.string(),
  code: z.string().describe('The customer code'),
  status: z.enum(WORK_ORDER_STATUSES),
  day: z.string().nullable(),
  time: z.enum(INSTALLATION_SLOT_TIMES).nullable(),
  window_start: z.string(),
  window_end: z.string(),
  slots: z.array(installationSlotSchema),
});
export type WorkOrderSchedule = z.infer<typeof workOrderScheduleSchema>;
