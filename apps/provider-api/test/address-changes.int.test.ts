import { Readable } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../src/app';
import { ADDRESS_CHANGES_CHANNEL } from '../src/coverage/address-change-channel';
import { importAddresses } from '../src/import/import-addresses';
import { AUTH, buildTestApp } from './app';
import { freshDatabase, type TestDatabase } from './databases';

// Another API process's address write reaches this one's postcode cache through PostgreSQL's
// LISTEN/NOTIFY (decision 0544). The in-process event is shared by every app in this test process,
// so "another process" here is a raw PostgreSQL session sending the NOTIFY; the writes' own
// NOTIFYs are caught by a raw session listening. test/two-processes.int.test.ts does it with two
// compiled servers.

const HEADER = 'uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status';
const POSTCODE_URL = '/uprn/uprnByPostcode/HB23%201AA';
const UPRN = '397000000001';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || performance.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

describe.runIf(inject('postgresUrl'))('address changes across processes [postgres]', () => {
  let database: TestDatabase;
  let app: App;
  let session: pg.Client;

  const lookup = async () => {
    const response = await app.inject({ method: 'GET', url: POSTCODE_URL, headers: AUTH });
    expect(response.statusCode).toBe(200);
    return (response.json() as { coverage: string }[]).map((item) => item.coverage);
  };
  const behindItsBack = (coverage: string) =>
    sql`update address set coverage = ${coverage} where uprn = ${UPRN}`.execute(database.db);

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    app = await buildTestApp(database);
    await app.addressChanges?.started;
    session = new pg.Client({ connectionString: database.connectionString });
    await session.connect();
    await importAddresses({
      db: database.db,
      connectionString: database.connectionString,
      input: Readable.from([`${HEADER}\n${UPRN},"1 Notify Row, Testbury",HB23 1AA,DESIGN,,RES,false,\n`]),
    });
    // The import's own notice reaches the app's listener a moment after the commit: let it land.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  afterAll(async () => {
    await session?.end();
    await app?.close();
    await database?.dispose();
  });

  it('listens on its own session from the start', () => {
    expect(app.addressChanges?.listening).toBe(true);
  });

  it("clears the cache within a second of another process's NOTIFY", async () => {
    expect(await lookup()).toEqual(['DESIGN']);
    await behindItsBack('PASSSERV');
    expect(await lookup()).toEqual(['DESIGN']);
    await session.query(`NOTIFY ${ADDRESS_CHANGES_CHANNEL}`);
    expect(await until(lookup, (value) => value[0] === 'PASSSERV', 1000)).toEqual(['PASSSERV']);
  });

  it('notifies every process when a uprn is checked and when an import batch commits', async () => {
    const listener = new pg.Client({ connectionString: database.connectionString });
    await listener.connect();
    let notices = 0;
    listener.on('notification', (message) => {
      if (message.channel === ADDRESS_CHANGES_CHANNEL) notices += 1;
    });
    await listener.query(`LISTEN ${ADDRESS_CHANGES_CHANNEL}`);
    try {
      const checked = await app.inject({ method: 'PUT', url: `/uprn/uprnChecked/${UPRN}`, headers: AUTH });
      expect(checked.statusCode).toBe(200);
      await until(
        async () => notices,
        (count) => count >= 1,
        1000,
      );
      expect(notices).toBe(1);
      await importAddresses({
        db: database.db,
        connectionString: database.connectionString,
        input: Readable.from([`${HEADER}\n${UPRN},"1 Notify Row, Testbury",HB23 1AA,DESIGN,,RES,false,\n`]),
      });
      await until(
        async () => notices,
        (count) => count >= 2,
        1000,
      );
      expect(notices).toBe(2);
      // A batch that changes nothing writes nothing, and tells no one.
      await importAddresses({
        db: database.db,
        connectionString: database.connectionString,
        input: Readable.from([`${HEADER}\n${UPRN},"1 Notify Row, Testbury",HB23 1AA,DESIGN,,RES,false,\n`]),
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(notices).toBe(2);
    } finally {
      await listener.end();
    }
  });

  it('reconnects when its session is killed, and clears the cache once back', async () => {
    expect(await lookup()).toEqual(['DESIGN']);
    await behindItsBack('PASSSERV');
    expect(await lookup()).toEqual(['DESIGN']);
    const killed = await session.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'LISTEN ${ADDRESS_CHANGES_CHANNEL}' and pid <> pg_backend_pid()`,
    );
    expect(killed.rowCount).toBeGreaterThanOrEqual(1);
    // Back within the first retry (250 ms), and the cache is emptied on reconnection.
    expect(await until(lookup, (value) => value[0] === 'PASSSERV', 3000)).toEqual(['PASSSERV']);
    expect(app.addressChanges?.listening).toBe(true);
    // …and notices reach it again.
    await behindItsBack('DESIGN');
    expect(await lookup()).toEqual(['PASSSERV']);
    await session.query(`NOTIFY ${ADDRESS_CHANGES_CHANNEL}`);
    expect(await until(lookup, (value) => value[0] === 'DESIGN', 1000)).toEqual(['DESIGN']);
  });

  it('delivers a notice to a listening session in milliseconds (figures with ADDRESS_NOTIFY_FIGURES=1)', async () => {
    const listener = new pg.Client({ connectionString: database.connectionString });
    await listener.connect();
    await listener.query('LISTEN fibre_notify_latency');
    const samples: number[] = [];
    try {
      for (let index = 0; index < 200; index += 1) {
        const arrived = new Promise<number>((resolve) => {
          listener.once('notification', () => resolve(performance.now()));
        });
        const sent = performance.now();
        await session.query('NOTIFY fibre_notify_latency');
        samples.push((await arrived) - sent);
      }
    } finally {
      await listener.end();
    }
    samples.sort((a, b) => a - b);
    const figures = {
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      p99: percentile(samples, 99),
    };
    if (process.env.ADDRESS_NOTIFY_FIGURES === '1') console.log('NOTIFY to listener, ms:', figures);
    expect(figures.p95).toBeLessThan(250);
  });
});
