import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildMissingPostcodeBodies, findPostcodeBody } from '../src/coverage/postcode-bodies';
import { POSTCODE_BODY_BATCH_LIMIT, postcodeBodyReader } from '../src/coverage/postcode-body-reader';
import { preparingPool } from '../src/db/preparing-pool';
import type { DatabaseSchema } from '../src/db/schema';
import { AUTH, describeEachApi } from './app';
import { describeEachDatabase, freshDatabase, type TestDatabase } from './databases';

// Lookups waiting on one turn of the loop share one read on PostgreSQL (decision 0701). Each must
// still get exactly its own postcode's body, and nothing may be kept between reads.

const DEMO_POSTCODES = ['HB1 1AA', 'HB1 1AB', 'HB1 1AF'];
const NO_BODY = 'HB9 9ZZ';

describeEachDatabase('postcode body reader', (ctx) => {
  beforeAll(async () => {
    await buildMissingPostcodeBodies(ctx.database);
  });

  it('answers reads asked for together each with its own postcode, a missing one and a repeat included', async () => {
    const read = postcodeBodyReader(ctx.database.db, ctx.dialect);
    const asked = [...DEMO_POSTCODES, NO_BODY, DEMO_POSTCODES[0] as string];
    const together = await Promise.all(asked.map((postcode) => read(postcode)));
    const alone = [];
    for (const postcode of asked) alone.push(await findPostcodeBody(ctx.database.db, postcode));
    expect(together).toEqual(alone);
    expect(together[3]).toBeUndefined();
    expect(JSON.parse(String(together[0]))).toHaveLength(6);
    expect(together.slice(0, 3).every((body) => typeof body === 'string')).toBe(true);
  });
});

describe.runIf(inject('postgresUrl'))('postcode body reader batches [postgres]', () => {
  let database: TestDatabase;
  let logged: Kysely<DatabaseSchema>;
  let pool: pg.Pool;
  const queries: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    await buildMissingPostcodeBodies(database);
    // A second Kysely on the same database, logging each query it sends.
    pool = new pg.Pool({ connectionString: database.connectionString, max: 4 });
    logged = new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool: preparingPool(pool) }),
      log: (event: LogEvent) => {
        if (event.level === 'query') queries.push(event.query.sql);
      },
    });
  });
  afterAll(async () => {
    await logged?.destroy();
    await database?.dispose();
  });

  const batchReads = () => queries.filter((text) => text.includes('any('));

  it('sends the reads asked for on one turn of the loop as one query', async () => {
    const read = postcodeBodyReader(logged, 'postgres');
    queries.length = 0;
    const bodies = await Promise.all([...DEMO_POSTCODES, NO_BODY].map((postcode) => read(postcode)));
    expect(queries).toHaveLength(1);
    expect(batchReads()).toHaveLength(1);
    expect(bodies.filter((body) => body !== undefined)).toHaveLength(3);
  });

  it('reads one postcode alone with the single-postcode statement', async () => {
    const read = postcodeBodyReader(logged, 'postgres');
    queries.length = 0;
    for (const postcode of DEMO_POSTCODES) await read(postcode);
    expect(queries).toHaveLength(3);
    expect(batchReads()).toHaveLength(0);
  });

  it(`splits more than ${POSTCODE_BODY_BATCH_LIMIT} waiting reads into batches of at most that many`, async () => {
    const read = postcodeBodyReader(logged, 'postgres');
    queries.length = 0;
    const asked = Array.from({ length: POSTCODE_BODY_BATCH_LIMIT + 6 }, (_, index) =>
      index < 3 ? (DEMO_POSTCODES[index] as string) : `HB9 ${index}ZZ`,
    );
    const bodies = await Promise.all(asked.map((postcode) => read(postcode)));
    expect(batchReads()).toHaveLength(2);
    expect(bodies.slice(0, 3).every((body) => typeof body === 'string')).toBe(true);
    expect(bodies.slice(3).every((body) => body === undefined)).toBe(true);
  });

  it('fails only the read the server refuses, not the reads batched with it', async () => {
    const read = postcodeBodyReader(logged, 'postgres');
    // PostgreSQL text cannot hold a NUL byte, so the batch's read fails on the server.
    const results = await Promise.allSettled(
      ['HB1 1AA', 'HB1\u00001AA', 'HB1 1AB'].map((postcode) => read(postcode)),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: await findPostcodeBody(database.db, 'HB1 1AA') });
    expect(results[1]).toMatchObject({
      reason: expect.objectContaining({ message: expect.stringMatching(/invalid byte sequence/) }),
    });
  });

  it('keeps nothing between reads: a body deleted since is not answered', async () => {
    const read = postcodeBodyReader(logged, 'postgres');
    expect(await read('HB1 1AF')).toBeTypeOf('string');
    await database.db.deleteFrom('postcode_body').where('postcode', '=', 'HB1 1AF').execute();
    const [deleted, kept] = await Promise.all([read('HB1 1AF'), read('HB1 1AA')]);
    expect(deleted).toBeUndefined();
    expect(kept).toBeTypeOf('string');
  });
});

describeEachApi('address lookups in parallel', (ctx) => {
  beforeAll(async () => {
    await buildMissingPostcodeBodies(ctx.database);
    // The lookups below are answered from stored bodies, the path the reader batches.
    expect(await findPostcodeBody(ctx.database.db, 'HB1 1AA')).toBeTypeOf('string');
  });

  it('answers each of many parallel lookups with its own postcode', async () => {
    const postcodes = ['HB1 1AA', 'HB1 1AB', 'HB1 1AF', NO_BODY];
    const lookup = (postcode: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/uprn/uprnByPostcode/${encodeURIComponent(postcode)}`,
        headers: AUTH,
      });
    const alone = [];
    for (const postcode of postcodes) alone.push((await lookup(postcode)).json());
    const asked = Array.from({ length: 40 }, (_, index) => postcodes[index % postcodes.length] as string);
    const together = await Promise.all(asked.map(lookup));
    for (const [index, response] of together.entries()) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(alone[index % postcodes.length]);
    }
    expect(alone[0]).toHaveLength(6);
    expect(alone[3]).toEqual([]);
  });
});
