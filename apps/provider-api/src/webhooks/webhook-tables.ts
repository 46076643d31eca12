import type { InstallationSlotTime } from '@fibre/domain/schemas/api-installation';
import type { HubAttemptOutcome, HubDeliveryStatus } from '@fibre/domain/schemas/hub';
import type { Selectable } from 'kysely';

/**
 * The tables of events out (migration 2026-11-28T00-10-webhooks, decisions 0640-0644), typed for
 * Kysely and listed in DatabaseSchema (db/schema.ts).
 */

/** A subscriber of the hub: its callback, the event types it wants, and its signing secret. */
export interface HubSubscriptionTable {
  id: string;
  callback: string;
  /** JSON array of event types; empty means every type. */
  events: string;
  /** 'whsec_...': the HMAC key of its deliveries. */
  secret: string;
  created_at: string;
}

/** An outbox event once it has been fanned out into its deliveries. */
export interface OrderEventDispatchTable {
  event_id: string;
  dispatched_at: string;
}

/** Where a delivery goes: a subscription (by its id), or the customer's e-mail of the event. */
export const EMAIL_TARGET = 'email';

/** One event to one target, tried until delivered or given up. */
export interface EventDeliveryTable {
  id: string;
  event_id: string;
  /** A subscription's id, or 'email'. */
  target: string;
  /** The subscription (null for the e-mail): deleting the subscription deletes its deliveries. */
  subscription_id: string | null;
  status: HubDeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  first_attempt_at: string | null;
  /** The worker trying it now, and until when its claim holds. */
  lease_owner: string | null;
  lease_until: string | null;
  last_status_code: number | null;
  last_error: string | null;
  finished_at: string | null;
  created_at: string;
}

/** The delivery log: one row per attempt. */
export interface EventDeliveryAttemptTable {
  id: string;
  delivery_id: string;
  attempt: number;
  /** The worker that made it (process and instance). */
  worker: string;
  started_at: string;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  /** 'delivered' also for an e-mail there was no need to send (recorded in `error`). */
  outcome: HubAttemptOutcome;
}

/** The day-before reminder of a booked visit, made once per order and slot. */
export interface InstallationReminderTable {
  customer_code: string;
  slot_day: string;
  slot_time: InstallationSlotTime;
  event_id: string;
  created_at: string;
}

export type HubSubscriptionRow = Selectable<HubSubscriptionTable>;
export type EventDeliveryRow = Selectable<EventDeliveryTable>;
export type EventDeliveryAttemptRow = Selectable<EventDeliveryAttemptTable>;
