import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http-error';
import {
  ABANDONED_AFTER_MS,
  deleteExpiredKeys,
  IDEMPOTENCY_KEY_TTL_MS,
  runIdempotent,
  runWrite,
} from '../src/idempotency/idempotency';
import { canonicalJson, requestHash } from '../src/idempotency/request-hash';
import { insertOutageRegistration } from '../src/repositories/outage.repository';
import { describeEachDatabase, type TestDatabase } from './databases';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

async function registrations(database: TestDatabase, email: string): Promise<number> {
  const rows = await database.db
    .selectFrom('outage_registration')
    .select('id')
    .where('email', '=', email)
    .execute();
  return rows.length;
}

describe('request hash', () => {
  it('ignores key order and undefined values, and tells method, path and body apart', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: 3 }], a: 'x', u: undefined })).toBe(
      '{"a":"x","b":[1,{"c":3,"d":2}]}',
    );
    const base = requestHash('post', '/customer/SIGNUP', { a: 1, b: 2 });
    expect(requestHash('POST', '/customer/SIGNUP', { b: 2, a: 1 })).toBe(base);
    expect(requestHash('POST', '/customer/ROI', { a: 1, b: 2 })).not.toBe(base);
    expect(requestHash('PUT', '/customer/SIGNUP', { a: 1, b: 2 })).not.toBe(base);
    expect(requestHash('POST', '/customer/SIGNUP', { a: 1, b: 3 })).not.toBe(base);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });
});

describeEachDatabase(
  'idempotency keys',
  (ctx) => {
    const write =
      (email: string, statusCode = 201) =>
      async (trx: Parameters<Parameters<typeof runWrite>[2]>[0]) => {
        const id = await insertOutageRegistration(trx, email, NOW);
        return { statusCode, body: { id } };
      };

    it('runs the first request and replays its stored response for the same key and body', async () => {
      const request = { key: 'key-replay', requestHash: 'hash-a', now: NOW };
      const first = await runIdempotent(ctx.database.db, request, write('replay@example.com'));
      expect(first.replayed).toBe(false);
      expect(first.statusCode).toBe(201);
      const second = await runIdempotent(
        ctx.database.db,
        { ...request, now: later(1000) },
        write('replay@example.com'),
      );
      expect(second).toEqual({ ...first, replayed: true });
      expect(await registrations(ctx.database, 'replay@example.com')).toBe(1);
    });

    it('refuses the same key with another body with 422 idempotency.key_reused', async () => {
      await runIdempotent(
        ctx.database.db,
        { key: 'key-reused', requestHash: 'hash-a', now: NOW },
        write('a@example.com'),
      );
      await expect(
        runIdempotent(
          ctx.database.db,
          { key: 'key-reused', requestHash: 'hash-b', now: NOW },
          write('b@example.com'),
        ),
      ).rejects.toMatchObject({ statusCode: 422, key: 'idempotency.key_reused' });
      expect(await registrations(ctx.database, 'b@example.com')).toBe(0);
    });

    it('refuses a twin while the first still runs with 409 idempotency.in_progress', async () => {
      await ctx.database.db
        .insertInto('idempotency_key')
        .values({
          key: 'key-busy',
          request_hash: 'hash-a',
          status: 'in_progress',
          response_code: null,
          response_body: null,
          created_at: NOW.toISOString(),
          locked_at: NOW.toISOString(),
          expires_at: later(IDEMPOTENCY_KEY_TTL_MS).toISOString(),
        })
        .execute();
      await expect(
        runIdempotent(
          ctx.database.db,
          { key: 'key-busy', requestHash: 'hash-a', now: later(1000) },
          write('busy@example.com'),
        ),
      ).rejects.toMatchObject({ statusCode: 409, key: 'idempotency.in_progress' });
      expect(await registrations(ctx.database, 'busy@example.com')).toBe(0);
      // A holder silent for longer than ABANDONED_AFTER_MS died: a retry takes the key over.
      const retried = await runIdempotent(
        ctx.database.db,
        { key: 'key-busy', requestHash: 'hash-a', now: later(ABANDONED_AFTER_MS + 1) },
        write('busy@example.com'),
      );
      expect(retried.replayed).toBe(false);
      expect(await registrations(ctx.database, 'busy@example.com')).toBe(1);
    });

    it('creates exactly one record from 50 identical concurrent requests', async () => {
      const request = { key: 'key-fifty', requestHash: 'hash-a', now: NOW };
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () => runIdempotent(ctx.database.db, request, write('fifty@example.com'))),
      );
      expect(await registrations(ctx.database, 'fifty@example.com')).toBe(1);
      const fresh = results.filter((result) => result.status === 'fulfilled' && !result.value.replayed);
      expect(fresh).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toMatchObject({ statusCode: 409 });
        else
          expect(result.value.body).toEqual(
            (fresh[0] as PromiseFulfilledResult<{ body: unknown }>).value.body,
          );
      }
    });

    it('stores and replays a refusal the handler raised on purpose, and writes nothing', async () => {
      const request = { key: 'key-refusal', requestHash: 'hash-a', now: NOW };
      const refuse = async (trx: Parameters<Parameters<typeof runWrite>[2]>[0]) => {
        await insertOutageRegistration(trx, 'refusal@example.com', NOW);
        throw new HttpError(422, 'bank.invalid_details', 'No', [{ path: 'sort_code', message: 'Bad' }]);
      };
      await expect(runIdempotent(ctx.database.db, request, refuse)).rejects.toMatchObject({
        statusCode: 422,
      });
      const replay = await runIdempotent(ctx.database.db, request, write('refusal@example.com'));
      expect(replay).toEqual({
        statusCode: 422,
        body: {
          error: 'bank.invalid_details',
          message: 'No',
          fields: [{ path: 'sort_code', message: 'Bad' }],
        },
        replayed: true,
      });
      expect(await registrations(ctx.database, 'refusal@example.com')).toBe(0);
    });

    it('releases the key after an unexpected failure so a retry runs afresh', async () => {
      const request = { key: 'key-crash', requestHash: 'hash-a', now: NOW };
      await expect(
        runIdempotent(ctx.database.db, request, async (trx) => {
          await insertOutageRegistration(trx, 'crash@example.com', NOW);
          throw new Error('database went away');
        }),
      ).rejects.toThrow('database went away');
      expect(await registrations(ctx.database, 'crash@example.com')).toBe(0);
      const retry = await runIdempotent(ctx.database.db, request, write('crash@example.com'));
      expect(retry.replayed).toBe(false);
      expect(await registrations(ctx.database, 'crash@example.com')).toBe(1);
    });

    it('keeps keys 24 hours, then lets the key be used afresh and sweeps expired ones', async () => {
      const request = { key: 'key-expiry', requestHash: 'hash-a', now: NOW };
      await runIdempotent(ctx.database.db, request, write('expiry@example.com'));
      const row = await ctx.database.db
        .selectFrom('idempotency_key')
        .select('expires_at')
        .where('key', '=', 'key-expiry')
        .executeTakeFirstOrThrow();
      expect(row.expires_at).toBe(later(IDEMPOTENCY_KEY_TTL_MS).toISOString());
      const justBefore = await runIdempotent(
        ctx.database.db,
        { ...request, now: later(IDEMPOTENCY_KEY_TTL_MS - 1) },
        write('expiry@example.com'),
      );
      expect(justBefore.replayed).toBe(true);
      const after = await runIdempotent(
        ctx.database.db,
        { ...request, requestHash: 'hash-b', now: later(IDEMPOTENCY_KEY_TTL_MS) },
        write('expiry@example.com'),
      );
      expect(after.replayed).toBe(false);
      expect(await registrations(ctx.database, 'expiry@example.com')).toBe(2);
      expect(await deleteExpiredKeys(ctx.database.db, later(3 * IDEMPOTENCY_KEY_TTL_MS))).toBeGreaterThan(0);
      const left = await ctx.database.db.selectFrom('idempotency_key').select('key').execute();
      expect(left).toEqual([]);
    });

    it('runs a write without a key in one transaction', async () => {
      const result = await runWrite(ctx.database.db, null, write('nokey@example.com', 200));
      expect(result).toMatchObject({ statusCode: 200, replayed: false });
      await expect(
        runWrite(ctx.database.db, null, async (trx) => {
          await insertOutageRegistration(trx, 'rolledback@example.com', NOW);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await registrations(ctx.database, 'rolledback@example.com')).toBe(0);
    });
  },
  { seed: false },
);
