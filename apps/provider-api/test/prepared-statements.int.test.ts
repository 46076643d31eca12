import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readCatalogueVersion } from '../src/catalogue/catalogue-snapshot';
import { buildMissingPostcodeBodies, findPostcodeBody } from '../src/coverage/postcode-bodies';
import type { Executor } from '../src/db/executor';
import { preparedStatementName } from '../src/db/prepared-query';
import { findAddressesByPostcode } from '../src/repositories/address.repository';
import { freshDatabase, type TestDatabase } from './databases';

// The hot reads run as named statements on PostgreSQL (decision 0698): each session parses and plans
// them once. pg_prepared_statements lists what the current session has prepared, so every check runs
// in one transaction (one pooled connection).

describe.runIf(inject('postgresUrl'))('named statements for the hot reads [postgres]', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    await buildMissingPostcodeBodies(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  type Prepared = { name: string; statement: string };

  /** The session's prepared statements before and after `run`, all on one pooled connection. */
  async function preparedAround(run: (trx: Executor) => Promise<void>) {
    return database.db.transaction().execute(async (trx) => {
      const list = async () =>
        (await sql<Prepared>`select name, statement from pg_prepared_statements order by name`.execute(trx))
          .rows;
      const before = await list();
      await run(trx);
      return { before, after: await list() };
    });
  }

  it('prepares the postcode body, the address lookup and the catalogue version in the session', async () => {
    const answers: unknown[] = [];
    const { after } = await preparedAround(async (trx) => {
      for (let round = 0; round < 2; round += 1) {
        answers.push(await findPostcodeBody(trx, 'HB1 1AA'));
        answers.push((await findAddressesByPostcode(trx, 'HB1 1AB')).map((row) => row.address));
        answers.push(await readCatalogueVersion(trx));
      }
    });
    for (const row of after) expect(row.name).toBe(preparedStatementName(row.statement));
    const tables = after.map((row) => /from "(\w+)"/.exec(row.statement)?.[1]).sort();
    expect(tables).toEqual(expect.arrayContaining(['address', 'catalogue_version', 'postcode_body']));
    // The second round, bound to the prepared statements, answers as the first.
    expect(answers.slice(3)).toEqual(answers.slice(0, 3));
    expect(JSON.parse(String(answers[0]))).toHaveLength(6);
    expect(answers[1]).toEqual(['1 Spark Lane, Demoton', '2 Spark Lane, Demoton', '3 Spark Lane, Demoton']);
  });

  it('runs any other SQL unnamed, so the session keeps no statement per ad hoc query', async () => {
    const { before, after } = await preparedAround(async (trx) => {
      await trx.selectFrom('address').select('uprn').where('postcode', '=', 'HB1 1AF').execute();
      await trx
        .selectFrom('address')
        .select('uprn')
        .where('postcode', 'in', ['HB1 1AF', 'HB1 1AG'])
        .execute();
    });
    expect(after).toEqual(before);
  });

  it('answers a postcode with no stored body through the prepared statement', async () => {
    const { after } = await preparedAround(async (trx) => {
      expect(await findPostcodeBody(trx, 'HB9 9ZZ')).toBeUndefined();
      expect(await findPostcodeBody(trx, 'HB9 9ZZ')).toBeUndefined();
    });
    const body = after.find((row) => row.statement.includes('"postcode_body"'));
    expect(body?.name).toBe(preparedStatementName(body?.statement ?? ''));
    expect(body?.name).toMatch(/^fibre_\d+$/);
  });

  it('rejects a named statement the server refuses with its error, and the pool goes on answering', async () => {
    // PostgreSQL text cannot hold a NUL byte: Bind fails on the server, after Parse succeeded.
    await expect(findPostcodeBody(database.db, 'HB1\u00001AA')).rejects.toThrow(/invalid byte sequence/);
    for (let call = 0; call < 3; call += 1) {
      expect(JSON.parse(String(await findPostcodeBody(database.db, 'HB1 1AA')))).toHaveLength(6);
    }
  });
});
