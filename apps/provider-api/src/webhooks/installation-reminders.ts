import { addDays, formatIsoDate, ukCalendarDate } from '@fibre/domain/calendar';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { enqueueOrderEvent } from '../orders/order-events';

/**
 * The day-before reminder (decision 0644): on the UK day before a booked visit, the worker writes
 * an `order.installation_reminder` event for each open order (acknowledged or in progress) whose
 * visit is tomorrow, and the event's e-mail reaches the customer like any other. The reminder row
 * (order, day, slot) is inserted in the same transaction as the event, so however many workers
 * look, a slot gets one reminder; a visit moved to another slot gets a reminder of its own.
 */
export async function makeInstallationReminders(db: Kysely<DatabaseSchema>, now: Date): Promise<number> {
  const tomorrow = formatIsoDate(addDays(ukCalendarDate(now), 1));
  const due = await db
    .selectFrom('work_order as w')
    .innerJoin('order_state as s', 's.customer_code', 'w.customer_code')
    .leftJoin('installation_reminder as r', (join) =>
      join
        .onRef('r.customer_code', '=', 'w.customer_code')
        .onRef('r.slot_day', '=', 'w.slot_day')
        .onRef('r.slot_time', '=', 'w.slot_time'),
    )
    .select(['w.customer_code', 'w.slot_day', 'w.slot_time', 's.state'])
    .where('w.status', '=', 'SCHEDULED')
    .where('w.slot_day', '=', tomorrow)
    .where('s.state', 'in', ['acknowledged', 'inProgress'])
    .where('r.customer_code', 'is', null)
    .execute();
  let made = 0;
  for (const visit of due) {
    const { slot_day: day, slot_time: time } = visit;
    if (day === null || time === null) continue;
    const state = visit.state === 'inProgress' ? 'inProgress' : 'acknowledged';
    const created = await db
      .transaction()
      .execute(async (trx) => {
        const event = await enqueueOrderEvent(
          trx,
          {
            type: 'order.installation_reminder',
            customerCode: visit.customer_code,
            data: { state, installation: { day, time } },
          },
          now,
        );
        const inserted = await trx
          .insertInto('installation_reminder')
          .values({
            customer_code: visit.customer_code,
            slot_day: day,
            slot_time: time,
            event_id: event.id,
            created_at: now.toISOString(),
          })
          .onConflict((conflict) => conflict.columns(['customer_code', 'slot_day', 'slot_time']).doNothing())
          .returning('event_id')
          .executeTakeFirst();
        // Another worker made this reminder meanwhile: roll this event back.
        if (!inserted) throw new AlreadyReminded();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof AlreadyReminded) return false;
        throw error;
      });
    if (created) made += 1;
  }
  return made;
}

class AlreadyReminded extends Error {
  override readonly name = 'AlreadyReminded';
}
