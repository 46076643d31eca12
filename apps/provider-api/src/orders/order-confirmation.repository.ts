import type { Executor } from '../db/executor';
import type { ConfirmationEmailStatus, Flag } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict } from '../http-error';

export interface StoredConfirmation {
  customer_code: string;
  confirmed_at: string;
  start_within_cancellation_period: boolean;
  email_to: string | null;
  email_status: ConfirmationEmailStatus;
  email_message_id: string | null;
  email_error: string | null;
  email_updated_at: string;
}

const flag = (value: boolean): Flag => (value ? 1 : 0);

/**
 * Records the confirmation inside the caller's transaction. The customer code is the primary key,
 * so a second confirmation (however it races) fails here: 409 order.already_confirmed.
 */
export async function insertConfirmation(
  db: Executor,
  confirmation: { customerCode: string; startWithinCancellationPeriod: boolean; emailTo: string | null },
  now: Date,
): Promise<StoredConfirmation> {
  const stored: StoredConfirmation = {
    customer_code: confirmation.customerCode,
    confirmed_at: now.toISOString(),
    start_within_cancellation_period: confirmation.startWithinCancellationPeriod,
    email_to: confirmation.emailTo,
    email_status: 'PENDING',
    email_message_id: null,
    email_error: null,
    email_updated_at: now.toISOString(),
  };
  try {
    await db
      .insertInto('order_confirmation')
      .values({ ...stored, start_within_cancellation_period: flag(stored.start_within_cancellation_period) })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, 'order_confirmation')) {
      throw conflict('order.already_confirmed');
    }
    throw error;
  }
  return stored;
}

export async function findConfirmation(
  db: Executor,
  customerCode: string,
): Promise<StoredConfirmation | undefined> {
  const row = await db
    .selectFrom('order_confirmation')
    .selectAll()
    .where('customer_code', '=', customerCode)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    start_within_cancellation_period: row.start_within_cancellation_period === 1,
    email_status: row.email_status,
  };
}

/** Records how the e-mail went (after the order committed: never in the order's transaction). */
export async function recordEmailOutcome(
  db: Executor,
  customerCode: string,
  outcome: { status: 'SENT'; messageId: string } | { status: 'FAILED'; error: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('order_confirmation')
    .set({
      email_status: outcome.status,
      email_message_id: outcome.status === 'SENT' ? outcome.messageId : null,
      email_error: outcome.status === 'FAILED' ? outcome.error.slice(0, 500) : null,
      email_updated_at: now.toISOString(),
    })
    .where('customer_code', '=', customerCode)
    .execute();
}
