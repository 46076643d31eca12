import type { HubAttemptOutcome } from '@fibre/domain/schemas/hub';
import { isDeliveredStatus, nextAttemptAfterFailure, type RetryPolicy } from '@fibre/domain/webhook-retry';
import type { Kysely } from 'kysely';
import { v7 as timeOrderedUuid } from 'uuid';
import type { DatabaseDialect } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import type { EventDeliveryRow } from './webhook-tables';

/**
 * Claiming due deliveries and recording each attempt (decision 0641). A worker claims a batch by
 * setting its lease on pending rows whose time has come and whose lease (if any) has run out, in
 * one UPDATE ... RETURNING; on PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so workers
 * in other processes take other rows instead of waiting, and the lease is checked again on the
 * row itself. The attempt is then recorded only while the lease is still this worker's and the
 * attempt count is the one it claimed: (delivery, attempt) is unique as well, so an attempt is
 * never logged twice and a worker whose lease ran out cannot overwrite a newer result.
 */

export interface ClaimOptions {
  owner: string;
  now: Date;
  /** How long the claim holds: longer than the delivery's timeout, so it never runs out mid-request. */
  leaseMs: number;
  limit: number;
}

export async function claimDueDeliveries(
  db: Kysely<DatabaseSchema>,
  dialect: DatabaseDialect,
  options: ClaimOptions,
): Promise<EventDeliveryRow[]> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  let due = db
    .selectFrom('event_delivery')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(options.limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('event_delivery')
    .set({ lease_owner: options.owner, lease_until: leaseUntil })
    .where('id', 'in', due)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .returningAll()
    .execute();
}

export interface AttemptResult {
  startedAt: Date;
  finishedAt: Date;
  statusCode: number | null;
  error: string | null;
  /** An e-mail there was nothing to send for counts as done: it says why in `error`. */
  done?: boolean;
}

export interface RecordAttemptOptions {
  owner: string;
  policy: RetryPolicy;
  random: number;
}

/** What became of the delivery: delivered, retried later, given up, or not recorded (lease lost). */
export type AttemptRecord = HubAttemptOutcome | 'retry' | 'lease_lost';

export async function recordAttempt(
  db: Kysely<DatabaseSchema>,
  claimed: EventDeliveryRow,
  result: AttemptResult,
  options: RecordAttemptOptions,
): Promise<AttemptRecord> {
  const attempt = claimed.attempts + 1;
  const firstAttemptAt = claimed.first_attempt_at ?? result.startedAt.toISOString();
  const finishedAt = result.finishedAt.toISOString();
  const delivered =
    result.done === true || (result.statusCode !== null && isDeliveredStatus(result.statusCode));
  const next = delivered
    ? null
    : nextAttemptAfterFailure({
        firstAttemptAt: new Date(firstAttemptAt),
        failedAttempts: attempt,
        now: result.finishedAt,
        policy: options.policy,
        random: options.random,
      });
  const outcome: HubAttemptOutcome = delivered
    ? 'delivered'
    : next?.kind === 'give_up'
      ? 'given_up'
      : 'failed';
  const error =
    result.error ?? (result.statusCode !== null && !delivered ? `HTTP ${result.statusCode}` : null);
  try {
    return await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('event_delivery')
        .set({
          status: outcome === 'failed' ? 'pending' : outcome,
          attempts: attempt,
          first_attempt_at: firstAttemptAt,
          next_attempt_at: next?.kind === 'retry' ? next.at.toISOString() : finishedAt,
          lease_owner: null,
          lease_until: null,
          last_status_code: result.statusCode,
          last_error: error,
          finished_at: outcome === 'failed' ? null : finishedAt,
        })
        .where('id', '=', claimed.id)
        .where('lease_owner', '=', options.owner)
        .where('attempts', '=', claimed.attempts)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new LeaseLost();
      await trx
        .insertInto('event_delivery_attempt')
        .values({
          id: timeOrderedUuid(),
          delivery_id: claimed.id,
          attempt,
          worker: options.owner,
          started_at: result.startedAt.toISOString(),
          duration_ms: Math.max(0, result.finishedAt.getTime() - result.startedAt.getTime()),
          status_code: result.statusCode,
          error,
          outcome,
        })
        .execute();
      return outcome === 'failed' ? 'retry' : outcome;
    });
  } catch (caught) {
    if (caught instanceof LeaseLost) return 'lease_lost';
    throw caught;
  }
}

class LeaseLost extends Error {
  override readonly name = 'LeaseLost';
}

/** Gives a claim back untried (the worker is stopping before it started it). */
export async function releaseClaim(db: Kysely<DatabaseSchema>, claimed: EventDeliveryRow, owner: string) {
  await db
    .updateTable('event_delivery')
    .set({ lease_owner: null, lease_until: null })
    .where('id', '=', claimed.id)
    .where('lease_owner', '=', owner)
    .where('attempts', '=', claimed.attempts)
    .execute();
}
