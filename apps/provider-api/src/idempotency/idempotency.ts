import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { HttpError, isHttpError } from '../http-error';

/** Keys are kept at least this long (Stripe keeps them 24 hours). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A key still marked in progress after this long belongs to a request that died (process
 * killed mid-request): a retry may take it over. Well above the 15 s handler timeout.
 */
export const ABANDONED_AFTER_MS = 60 * 1000;

/** Header name clients send, as Stripe's API names it. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

export interface IdempotentResult extends StoredResponse {
  /** True when this is the first request's stored response, replayed. */
  replayed: boolean;
}

export interface IdempotencyRequest {
  key: string;
  requestHash: string;
  now: Date;
}

type Claim = { kind: 'claimed' } | { kind: 'replay'; response: StoredResponse };

const MAX_CLAIM_ATTEMPTS = 5;

function iso(date: Date, plusMs = 0): string {
  return new Date(date.getTime() + plusMs).toISOString();
}

/**
 * Takes the key for this request, or says why not. The key row is inserted first, committed on
 * its own, with the key as primary key: of two twins racing, exactly one insert wins on either
 * database, and the other sees the winner's row.
 */
async function claimKey(db: Kysely<DatabaseSchema>, request: IdempotencyRequest): Promise<Claim> {
  const { key, requestHash, now } = request;
  for (let attempt = 0; attempt < MAX_CLAIM_ATTEMPTS; attempt += 1) {
    const inserted = await db
      .insertInto('idempotency_key')
      .values({
        key,
        request_hash: requestHash,
        status: 'in_progress',
        response_code: null,
        response_body: null,
        created_at: iso(now),
        locked_at: iso(now),
        expires_at: iso(now, IDEMPOTENCY_KEY_TTL_MS),
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: 'claimed' };

    const row = await db.selectFrom('idempotency_key').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) continue; // released or expired between the two statements: try again
    if (row.expires_at <= iso(now)) {
      await db
        .deleteFrom('idempotency_key')
        .where('key', '=', key)
        .where('expires_at', '<=', iso(now))
        .execute();
      continue;
    }
    if (row.request_hash !== requestHash) {
      throw new HttpError(
        422,
        'idempotency.key_reused',
        'This Idempotency-Key was already used with a different request; use a new key for a new request',
      );
    }
    if (row.status === 'completed' && row.response_code !== null) {
      return {
        kind: 'replay',
        response: { statusCode: row.response_code, body: JSON.parse(row.response_body ?? 'null') },
      };
    }
    if (row.locked_at <= iso(now, -ABANDONED_AFTER_MS)) {
      const taken = await db
        .updateTable('idempotency_key')
        .set({ locked_at: iso(now) })
        .where('key', '=', key)
        .where('status', '=', 'in_progress')
        .where('locked_at', '=', row.locked_at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { kind: 'claimed' };
      continue;
    }
    throw new HttpError(
      409,
      'idempotency.in_progress',
      'A request with this Idempotency-Key is still being processed; retry shortly',
    );
  }
  throw new HttpError(409, 'idempotency.in_progress', 'The Idempotency-Key is busy; retry shortly');
}

async function storeResponse(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  key: string,
  response: StoredResponse,
): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({
      status: 'completed',
      response_code: response.statusCode,
      response_body: JSON.stringify(response.body),
    })
    .where('key', '=', key)
    .execute();
}

/**
 * Runs a write once per key, as Stripe's API does: the same key and request replay the first
 * stored response and create nothing; the same key with another request is refused (422); a
 * twin still running is refused (409). The write and the stored response commit in one
 * transaction, so a crash never leaves one without the other. A refusal the handler raises on
 * purpose (4xx) is stored and replayed too; an unexpected failure releases the key so a retry
 * runs afresh and the order is not lost (decision 0055).
 */
export async function runIdempotent(
  db: Kysely<DatabaseSchema>,
  request: IdempotencyRequest,
  work: (trx: Transaction<DatabaseSchema>) => Promise<StoredResponse>,
): Promise<IdempotentResult> {
  const claim = await claimKey(db, request);
  if (claim.kind === 'replay') return { ...claim.response, replayed: true };
  try {
    const response = await db.transaction().execute(async (trx) => {
      const result = await work(trx);
      await storeResponse(trx, request.key, result);
      return result;
    });
    return { ...response, replayed: false };
  } catch (error) {
    if (isHttpError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      const body: Record<string, unknown> = { error: error.key, message: error.message };
      if (error.fields) body.fields = error.fields;
      await storeResponse(db, request.key, { statusCode: error.statusCode, body });
    } else {
      await db
        .deleteFrom('idempotency_key')
        .where('key', '=', request.key)
        .where('status', '=', 'in_progress')
        .execute()
        .catch(() => undefined);
    }
    throw error;
  }
}

/** Runs a write in one transaction, with or without an idempotency key. */
export async function runWrite(
  db: Kysely<DatabaseSchema>,
  request: IdempotencyRequest | null,
  work: (trx: Transaction<DatabaseSchema>) => Promise<StoredResponse>,
): Promise<IdempotentResult> {
  if (request) return runIdempotent(db, request, work);
  const response = await db.transaction().execute(work);
  return { ...response, replayed: false };
}

/** Deletes keys past their expiry; returns how many. */
export async function deleteExpiredKeys(db: Kysely<DatabaseSchema>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_key')
    .where('expires_at', '<=', iso(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
