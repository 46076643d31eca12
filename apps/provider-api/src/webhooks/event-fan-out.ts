import type { OrderEventType } from '@fibre/domain/schemas/order-events';
import type { Kysely } from 'kysely';
import { v7 as timeOrderedUuid } from 'uuid';
import { parseJsonList } from '../db/executor';
import type { DatabaseSchema } from '../db/schema';
import { isEmailedEventType } from '../mail/event-emails';
import { EMAIL_TARGET } from './webhook-tables';

/**
 * The fan-out (decision 0641): each outbox event not yet dispatched becomes one delivery per
 * subscription that wants its type and existed when it happened, and one 'email' delivery when the
 * customer is e-mailed about it. The dispatch row's primary key is taken first in the same
 * transaction, so of several workers racing for one event exactly one fans it out; a crash before
 * the commit leaves it undispatched for the next pass, never half done.
 */
export async function fanOutEvents(db: Kysely<DatabaseSchema>, now: Date, limit = 100): Promise<number> {
  const pending = await db
    .selectFrom('order_event as e')
    .leftJoin('order_event_dispatch as d', 'd.event_id', 'e.id')
    .select(['e.id', 'e.type', 'e.created_at'])
    .where('d.event_id', 'is', null)
    .orderBy('e.id')
    .limit(limit)
    .execute();
  let dispatched = 0;
  for (const event of pending) {
    if (await fanOutEvent(db, event, now)) dispatched += 1;
  }
  return dispatched;
}

async function fanOutEvent(
  db: Kysely<DatabaseSchema>,
  event: { id: string; type: OrderEventType; created_at: string },
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .insertInto('order_event_dispatch')
      .values({ event_id: event.id, dispatched_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!taken) return false;
    const subscriptions = await trx
      .selectFrom('hub_subscription')
      .select(['id', 'events'])
      .where('created_at', '<=', event.created_at)
      .execute();
    const targets: { target: string; subscription_id: string | null }[] = subscriptions
      .filter((subscription) => {
        const wanted = parseJsonList<OrderEventType>(subscription.events);
        return wanted.length === 0 || wanted.includes(event.type);
      })
      .map((subscription) => ({ target: subscription.id, subscription_id: subscription.id }));
    if (isEmailedEventType(event.type)) targets.push({ target: EMAIL_TARGET, subscription_id: null });
    if (targets.length === 0) return true;
    const at = now.toISOString();
    await trx
      .insertInto('event_delivery')
      .values(
        targets.map(({ target, subscription_id }) => ({
          id: timeOrderedUuid(),
          event_id: event.id,
          target,
          subscription_id,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: at,
          first_attempt_at: null,
          lease_owner: null,
          lease_until: null,
          last_status_code: null,
          last_error: null,
          finished_at: null,
          created_at: at,
        })),
      )
      .execute();
    return true;
  });
}
