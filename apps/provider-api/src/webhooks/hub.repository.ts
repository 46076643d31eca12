import { randomBytes } from 'node:crypto';
import type {
  HubDelivery,
  HubDeliveryStatus,
  HubSubscription,
  HubSubscriptionBody,
  HubSubscriptionSummary,
} from '@fibre/domain/schemas/hub';
import { HUB_DELIVERY_LIST_LIMIT } from '@fibre/domain/schemas/hub';
import type { OrderEventType } from '@fibre/domain/schemas/order-events';
import { webhookSecretFromBytes } from '@fibre/domain/webhook-signature';
import { v7 as timeOrderedUuid } from 'uuid';
import type { Executor } from '../db/executor';
import { parseJsonList } from '../db/executor';
import type { HubSubscriptionRow } from './webhook-tables';

/**
 * The hub's subscriptions and their delivery log (issue 23, decision 0642). A subscription's secret
 * is made here from 32 random bytes and returned once; listings never carry it.
 */

/** The id of the subscription made on start for npm start's stand-in receiver (WEBHOOK_DEFAULT_*). */
export const DEFAULT_SUBSCRIPTION_ID = 'default';

function summary(row: HubSubscriptionRow): HubSubscriptionSummary {
  return {
    id: row.id,
    callback: row.callback,
    events: parseJsonList<OrderEventType>(row.events),
    created_at: row.created_at,
  };
}

export async function createSubscription(
  db: Executor,
  body: HubSubscriptionBody,
  now: Date,
): Promise<HubSubscription> {
  const row: HubSubscriptionRow = {
    id: timeOrderedUuid(),
    callback: body.callback,
    events: JSON.stringify(body.events ?? []),
    secret: webhookSecretFromBytes(randomBytes(32)),
    created_at: now.toISOString(),
  };
  await db.insertInto('hub_subscription').values(row).execute();
  return { ...summary(row), secret: row.secret };
}

/**
 * The default subscription (npm start's stand-in receiver): made on first start, its callback and
 * secret brought up to date on later ones. One row however many processes start together.
 */
export async function ensureDefaultSubscription(
  db: Executor,
  subscription: { callback: string; secret: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('hub_subscription')
    .values({
      id: DEFAULT_SUBSCRIPTION_ID,
      callback: subscription.callback,
      events: '[]',
      secret: subscription.secret,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ callback: subscription.callback, secret: subscription.secret }),
    )
    .execute();
}

export async function listSubscriptions(db: Executor): Promise<HubSubscriptionSummary[]> {
  const rows = await db
    .selectFrom('hub_subscription')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(summary);
}

export async function findSubscription(
  db: Executor,
  id: string,
): Promise<HubSubscriptionSummary | undefined> {
  const row = await db.selectFrom('hub_subscription').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? summary(row) : undefined;
}

/** Deletes a subscription and, with it, its deliveries and their log. True when there was one. */
export async function deleteSubscription(db: Executor, id: string): Promise<boolean> {
  // Both dialects cascade (SQLite with foreign_keys on); said here too so nothing depends on it.
  const deliveries = db.selectFrom('event_delivery').select('id').where('subscription_id', '=', id);
  await db.deleteFrom('event_delivery_attempt').where('delivery_id', 'in', deliveries).execute();
  await db.deleteFrom('event_delivery').where('subscription_id', '=', id).execute();
  const result = await db.deleteFrom('hub_subscription').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The subscription's deliveries, newest first (at most 100), each with its attempts in order. */
export async function listDeliveries(
  db: Executor,
  subscriptionId: string,
  status?: HubDeliveryStatus,
): Promise<HubDelivery[]> {
  let query = db
    .selectFrom('event_delivery as d')
    .innerJoin('order_event as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.event_id',
      'e.type as event_type',
      'd.status',
      'd.attempts',
      'd.next_attempt_at',
      'd.last_status_code',
      'd.last_error',
      'd.finished_at',
      'd.created_at',
    ])
    .where('d.subscription_id', '=', subscriptionId);
  if (status) query = query.where('d.status', '=', status);
  const deliveries = await query
    .orderBy('d.created_at', 'desc')
    .orderBy('d.event_id', 'desc')
    .limit(HUB_DELIVERY_LIST_LIMIT)
    .execute();
  if (deliveries.length === 0) return [];
  const attempts = await db
    .selectFrom('event_delivery_attempt')
    .select(['delivery_id', 'attempt', 'started_at', 'duration_ms', 'status_code', 'error', 'outcome'])
    .where(
      'delivery_id',
      'in',
      deliveries.map((delivery) => delivery.id),
    )
    .orderBy('delivery_id')
    .orderBy('attempt')
    .execute();
  const byDelivery = new Map<string, HubDelivery['attempt_log']>();
  for (const { delivery_id, ...attempt } of attempts) {
    const log = byDelivery.get(delivery_id) ?? [];
    log.push(attempt);
    byDelivery.set(delivery_id, log);
  }
  return deliveries.map((delivery) => ({
    ...delivery,
    next_attempt_at: delivery.status === 'pending' ? delivery.next_attempt_at : null,
    attempt_log: byDelivery.get(delivery.id) ?? [],
  }));
}
