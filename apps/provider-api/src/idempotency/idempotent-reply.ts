import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../db/schema';
import { HttpError } from '../http-error';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, runWrite, type StoredResponse } from './idempotency';
import { canonicalJson, requestHash } from './request-hash';

/** Printable ASCII, 1 to 255 characters: a UUID v4 is the usual choice. */
const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'Use 1 to 255 printable characters, e.g. a UUID');

/** The headers schema of an idempotent route (documents the header; other headers pass through). */
export const idempotentHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: idempotencyKeySchema
    .optional()
    .describe(
      'Optional. The same key and body within 24 hours replay the first response (header Idempotent-Replayed: true) and create nothing; the same key with another body gets 422 idempotency.key_reused; a twin still running gets 409 idempotency.in_progress.',
    ),
});

/**
 * Runs a write route's work in one transaction, under the request's Idempotency-Key when it
 * sent one, and sends the (possibly replayed) response. The key is bound to the route, its path
 * parameters and the validated body. `afterCommit` runs once the work has committed, before the
 * answer is sent, and never for a replay (the order e-mail, decision 0211); it must not throw.
 */
export async function sendWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (trx: Transaction<DatabaseSchema>) => Promise<StoredResponse>,
  afterCommit?: (response: StoredResponse) => Promise<void>,
): Promise<FastifyReply> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (Array.isArray(header)) {
    throw new HttpError(400, 'validation.invalid_headers', 'Send one Idempotency-Key header', [
      { path: IDEMPOTENCY_HEADER, message: 'Send the header once' },
    ]);
  }
  const key = typeof header === 'string' ? header : null;
  const idempotency = key
    ? {
        key,
        requestHash: requestHash(
          request.method,
          `${request.routeOptions.url ?? request.url} ${canonicalJson(request.params)}`,
          request.body,
        ),
        now: app.now(),
      }
    : null;
  const result = await runWrite(app.db, idempotency, work);
  if (result.replayed) reply.header(REPLAYED_HEADER, 'true');
  else if (afterCommit) await afterCommit(result);
  return reply.code(result.statusCode).send(result.body);
}
