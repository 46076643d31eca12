import {
  type InstallationWindow,
  installationWindow,
  isOffered,
  SLOT_TIMES,
  slotId,
  slotLabel,
  slotsOf,
} from '@fibre/domain/installation-window';
import type { InstallationSlotTime, WorkOrderSchedule } from '@fibre/domain/schemas/api-installation';
import { newCode } from '../codes';
import type { Executor } from '../db/executor';
import type { InstallationSlotRow, WorkOrderRow } from '../db/schema';
import { conflict, notFound, unprocessable } from '../http-error';

export async function createWorkOrder(db: Executor, customerCode: string, now: Date): Promise<WorkOrderRow> {
  const window = installationWindow(now);
  const row: WorkOrderRow = {
    id: newCode('WO'),
    customer_code: customerCode,
    status: 'UNSCHEDULED',
    window_start: window.start,
    window_end: window.end,
    slot_day: null,
    slot_time: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await db.insertInto('work_order').values(row).execute();
  return row;
}

export async function findWorkOrder(db: Executor, id: string): Promise<WorkOrderRow | undefined> {
  return db.selectFrom('work_order').selectAll().where('id', '=', id.toUpperCase()).executeTakeFirst();
}

/** The customer's most recent work order. */
export async function findWorkOrderOfCustomer(db: Executor, code: string): Promise<WorkOrderRow | undefined> {
  return db
    .selectFrom('work_order')
    .selectAll()
    .where('customer_code', '=', code)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

async function slotRows(db: Executor, window: InstallationWindow): Promise<Map<string, InstallationSlotRow>> {
  const rows = await db
    .selectFrom('installation_slot')
    .selectAll()
    .where('day', '>=', window.start)
    .where('day', '<=', window.end)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The work order with every slot of its window and the places left in each. */
export async function workOrderSchedule(
  db: Executor,
  workOrder: WorkOrderRow,
  capacity: number,
): Promise<WorkOrderSchedule> {
  const window = { start: workOrder.window_start, end: workOrder.window_end };
  const rows = await slotRows(db, window);
  const slots = slotsOf(window).map(({ day, time }) => {
    const row = rows.get(slotId(day, time));
    const remaining = Math.max(0, (row?.capacity ?? capacity) - (row?.booked ?? 0));
    const [start_time = '', end_time = ''] = time.split('-');
    return {
      day,
      time,
      start_time,
      end_time,
      label: slotLabel(time),
      remaining,
      available: remaining > 0,
      selected: workOrder.slot_day === day && workOrder.slot_time === time,
    };
  });
  return {
    id_workorder: workOrder.id,
    code: workOrder.customer_code,
    status: workOrder.status,
    day: workOrder.slot_day,
    time: workOrder.slot_time,
    window_start: workOrder.window_start,
    window_end: workOrder.window_end,
    slots,
  };
}

async function takePlace(
  db: Executor,
  day: string,
  time: InstallationSlotTime,
  capacity: number,
): Promise<boolean> {
  await db
    .insertInto('installation_slot')
    .values({ id: slotId(day, time), day, time, capacity, booked: 0 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // One conditional UPDATE: atomic on both databases, so the last place goes to exactly one booking.
  const result = await db
    .updateTable('installation_slot')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('id', '=', slotId(day, time))
    .where((eb) => eb('booked', '<', eb.ref('capacity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function releasePlace(db: Executor, day: string, time: string): Promise<void> {
  await db
    .updateTable('installation_slot')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('id', '=', slotId(day, time))
    .where('booked', '>', 0)
    .execute();
}

/**
 * Books (or moves) a work order's visit into a slot, inside the caller's transaction. The work
 * order row is locked first (a no-op UPDATE) so two bookings of one work order queue up; slot
 * rows are then touched in id order so two moves in opposite directions cannot deadlock.
 */
export async function bookSlot(
  db: Executor,
  id: string,
  day: string,
  time: InstallationSlotTime,
  capacity: number,
  now: Date,
): Promise<WorkOrderRow> {
  const locked = await db
    .updateTable('work_order')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', id.toUpperCase())
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) !== 1) throw notFound('workorder.not_found');
  const workOrder = (await findWorkOrder(db, id))!;
  if (workOrder.slot_day === day && workOrder.slot_time === time) return workOrder;
  const window = { start: workOrder.window_start, end: workOrder.window_end };
  if (!isOffered(window, day, time)) {
    throw unprocessable('slot.not_offered', [
      { path: 'day', message: `Choose a day from ${window.start} to ${window.end}, Monday to Saturday` },
      { path: 'time', message: `Choose ${SLOT_TIMES.join(' or ')}` },
    ]);
  }
  const previous =
    workOrder.slot_day && workOrder.slot_time ? { day: workOrder.slot_day, time: workOrder.slot_time } : null;
  const releaseFirst = previous !== null && slotId(previous.day, previous.time) < slotId(day, time);
  if (previous && releaseFirst) await releasePlace(db, previous.day, previous.time);
  if (!(await takePlace(db, day, time, capacity))) {
    throw conflict('slot.full');
  }
  if (previous && !releaseFirst) await releasePlace(db, previous.day, previous.time);
  const updated: WorkOrderRow = { ...workOrder, status: 'SCHEDULED', slot_day: day, slot_time: time };
  await db
    .updateTable('work_order')
    .set({ status: updated.status, slot_day: day, slot_time: time })
    .where('id', '=', workOrder.id)
    .execute();
  return updated;
}

/**
 * Withdraws the engineer visits of a cancelled order (decision 0221): each booked slot gets its
 * place back and the work orders are deleted, so nothing can be booked for the order again.
 */
export async function withdrawWorkOrdersOf(db: Executor, customerCode: string): Promise<void> {
  const rows = await db
    .selectFrom('work_order')
    .selectAll()
    .where('customer_code', '=', customerCode)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (row.slot_day && row.slot_time) await releasePlace(db, row.slot_day, row.slot_time);
  }
  await db.deleteFrom('work_order').where('customer_code', '=', customerCode).execute();
}
