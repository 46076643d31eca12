import { Readable } from 'node:stream';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  ImportStoppedError,
  type ImportSummary,
  importAddresses,
  type RejectedLine,
} from '../src/import/import-addresses';
import { AUTH, buildTestApp } from './app';
import { type DatabaseContext, describeEachDatabase } from './databases';

const HEADER = 'uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status';

/** A valid line for a bench-style postcode that no demo address uses. */
const line = (
  uprn: number | string,
  overrides: Partial<Record<'address' | 'postcode' | 'coverage', string>> = {},
) =>
  [
    uprn,
    `"${overrides.address ?? `${uprn} Import Road, Testbury`}"`,
    overrides.postcode ?? 'HB20 1AB',
    overrides.coverage ?? 'PASSSERV',
    '',
    'RES',
    'false',
    '',
  ].join(',');

const csv = (...lines: string[]) => Readable.from([`${HEADER}\n${lines.join('\n')}\n`]);

async function addressCount(context: DatabaseContext): Promise<number> {
  const { count } = await context.database.db
    .selectFrom('address')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function stored(context: DatabaseContext, uprn: string) {
  return context.database.db.selectFrom('address').selectAll().where('uprn', '=', uprn).executeTakeFirst();
}

/** A database failure on one uprn, raised inside the batch's transaction as a real fault would be. */
async function failInsertsOf(context: DatabaseContext, uprn: string): Promise<() => Promise<void>> {
  const { db } = context.database;
  if (context.dialect === 'sqlite') {
    await sql
      .raw(
        `create trigger fail_import before insert on address when new.uprn = '${uprn}' ` +
          `begin select raise(abort, 'simulated failure on uprn ${uprn}'); end`,
      )
      .execute(db);
    return async () => {
      await sql.raw('drop trigger fail_import').execute(db);
    };
  }
  await sql
    .raw(
      'create function fail_import() returns trigger language plpgsql as $$ begin ' +
        `if new.uprn = '${uprn}' then raise exception 'simulated failure on uprn ${uprn}'; end if; return new; end $$`,
    )
    .execute(db);
  await sql
    .raw('create trigger fail_import before insert on address for each row execute function fail_import()')
    .execute(db);
  return async () => {
    await sql.raw('drop trigger fail_import on address').execute(db);
    await sql.raw('drop function fail_import()').execute(db);
  };
}

const emptySummary: ImportSummary = {
  read: 0,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  batches: 0,
};

describeEachDatabase('importAddresses', (context) => {
  it('inserts new rows in batches and reports the counts', async () => {
    const before = await addressCount(context);
    const lines = Array.from({ length: 2500 }, (_, index) => line(300000000001 + index));
    const batches: number[] = [];
    const summary = await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv(...lines),
      batchSize: 1000,
      onBatch: (progress) => batches.push(progress.inserted),
    });
    expect(summary).toEqual({ ...emptySummary, read: 2500, inserted: 2500, batches: 3 });
    expect(batches).toEqual([1000, 2000, 2500]);
    expect(await addressCount(context)).toBe(before + 2500);
    expect(await stored(context, '300000002500')).toMatchObject({
      address: '300000002500 Import Road, Testbury',
      postcode: 'HB20 1AB',
      coverage: 'PASSSERV',
      oss_type: null,
      address_type: 'RES',
      ismdu: 0,
      mdu_status: null,
      checked_at: null,
    });
  });

  it('leaves identical rows alone when the same file comes again', async () => {
    const lines = Array.from({ length: 20 }, (_, index) => line(310000000001 + index));
    await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv(...lines),
    });
    const summary = await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv(...lines),
    });
    expect(summary).toEqual({ ...emptySummary, read: 20, unchanged: 20, batches: 1 });
  });

  it('updates an existing demo address in place, keeping its id and checked time', async () => {
    const { db } = context.database;
    await db
      .updateTable('address')
      .set({ checked_at: '2026-11-21T10:00:00.000Z' })
      .where('uprn', '=', '100000000013')
      .execute();
    const original = await stored(context, '100000000013');
    const summary = await importAddresses({
      db,
      input: csv('100000000013,"3 Spark Lane, Demoton",hb1 1ab,customer,ACTIVECUST,RES,0,'),
    });
    expect(summary).toEqual({ ...emptySummary, read: 1, updated: 1, batches: 1 });
    expect(await stored(context, '100000000013')).toEqual({
      ...original,
      coverage: 'CUSTOMER',
      oss_type: 'ACTIVECUST',
    });
    expect(original?.checked_at).toBe('2026-11-21T10:00:00.000Z');
  });

  it('applies a uprn repeated in one batch in file order, the last line winning', async () => {
    const summary = await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv(
        line(320000000001, { coverage: 'DESIGN' }),
        line(320000000001, { coverage: 'INPROGRESS' }),
        line(320000000001, { coverage: 'INPROGRESS' }),
        line(320000000001, { coverage: 'PASSSERV' }),
      ),
    });
    expect(summary).toEqual({ ...emptySummary, read: 4, inserted: 1, updated: 2, unchanged: 1, batches: 1 });
    expect((await stored(context, '320000000001'))?.coverage).toBe('PASSSERV');
  });

  it('reads multi-dwelling rows and stores ismdu as a flag', async () => {
    await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv('330000000001,"Flat 9, Tower House, Demoton",HB1 1AG,PASSSERV,,MSM,TRUE,advanced'),
    });
    expect(await stored(context, '330000000001')).toMatchObject({
      address_type: 'MSM',
      ismdu: 1,
      mdu_status: 'ADVANCED',
    });
  });

  it('rejects bad lines with their line numbers and reasons and writes only the good ones', async () => {
    const before = await addressCount(context);
    const rejected: RejectedLine[] = [];
    const summary = await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv(
        line(340000000001),
        line('34x'),
        line(340000000002, { postcode: "' OR 1=1 --" }),
        '',
        '340000000003,too,few',
        line(340000000004, { coverage: '<script>' }),
        line(340000000005),
      ),
      onReject: (reject) => {
        rejected.push(reject);
      },
    });
    expect(summary).toEqual({ ...emptySummary, read: 6, inserted: 2, rejected: 4, batches: 1 });
    expect(rejected.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 3, reason: 'uprn must be 1 to 12 digits (got "34x")' },
      { line: 4, reason: `postcode is not a valid UK postcode (got "' OR 1=1 --")` },
      { line: 6, reason: 'expected 8 fields, got 3' },
      {
        line: 7,
        reason:
          'coverage must be one of PASSSERV, NOTPASSED, DESIGN, INPROGRESS, PASSED, CUSTOMER, STOPED, PREINSTALLED, INSTALLED, CERTIFIED (got "<script>")',
      },
    ]);
    expect(rejected[2]?.fields).toEqual(['340000000003', 'too', 'few']);
    expect(await addressCount(context)).toBe(before + 2);
    expect(await stored(context, '340000000002')).toBeUndefined();
  });

  it('stores hostile text as plain data, harmlessly', async () => {
    const address = `1 O'Brien Road; DROP TABLE address; -- <script>alert(1)</script>`;
    await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv(`350000000001,"${address}",HB20 1AB,PASSSERV,,RES,0,`),
    });
    expect((await stored(context, '350000000001'))?.address).toBe(address);
    expect(await addressCount(context)).toBeGreaterThan(DEMO_ADDRESSES.length);
  });

  it('stores backslashes as they are (COPY would read \\N as null and \\t as a tab)', async () => {
    const address = String.raw`1 \N Road \t \\ \ Backslash Mews`;
    await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv(
        `350000000002,"${address}",HB20 1AB,PASSSERV,,RES,0,`,
        `350000000003,"\\N",HB20 1AB,PASSSERV,,RES,0,`,
      ),
    });
    expect((await stored(context, '350000000002'))?.address).toBe(address);
    expect((await stored(context, '350000000003'))?.address).toBe(String.raw`\N`);
  });

  it('compares a repeated uprn with the stored row first, then with the line before it', async () => {
    await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv(line(321000000001, { coverage: 'DESIGN' }), line(321000000002, { coverage: 'DESIGN' })),
    });
    const summary = await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv(
        // Stored DESIGN: unchanged, then updated twice, ending where it began.
        line(321000000001, { coverage: 'DESIGN' }),
        line(321000000001, { coverage: 'PASSSERV' }),
        line(321000000001, { coverage: 'DESIGN' }),
        // Stored DESIGN: updated, then unchanged against the line before it.
        line(321000000002, { coverage: 'INPROGRESS' }),
        line(321000000002, { coverage: 'INPROGRESS' }),
      ),
    });
    expect(summary).toEqual({ ...emptySummary, read: 5, updated: 3, unchanged: 2, batches: 1 });
    expect((await stored(context, '321000000001'))?.coverage).toBe('DESIGN');
    expect((await stored(context, '321000000002'))?.coverage).toBe('INPROGRESS');
  });

  it('keeps the id of a known uprn and gives each new one its own time-ordered id', async () => {
    const input = () =>
      csv(line(322000000001), line(322000000002, { coverage: 'DESIGN' }), line(322000000003));
    await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: input(),
    });
    const first = await Promise.all(
      ['322000000001', '322000000002', '322000000003'].map((uprn) => stored(context, uprn)),
    );
    const ids = first.map((row) => row?.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv(line(322000000002, { coverage: 'PASSSERV' })),
    });
    expect((await stored(context, '322000000002'))?.id).toBe(ids[1]);
  });

  it('rolls back the whole failing batch, keeps the earlier ones and stops', async () => {
    const restore = await failInsertsOf(context, '360000000005');
    try {
      const before = await addressCount(context);
      const lines = Array.from({ length: 8 }, (_, index) => line(360000000001 + index));
      // Line 2 holds uprn ...001; batches of 3 are lines 2-4, 5-7 (with the failing ...005 at line 6), 8-9.
      const failure = await importAddresses({
        db: context.database.db,
        connectionString: context.database.connectionString,
        input: csv(...lines),
        batchSize: 3,
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ImportStoppedError);
      const stopped = failure as ImportStoppedError;
      expect(stopped.message).toMatch(
        /^batch 2 \(lines 5-7\) failed and was rolled back: .*simulated failure on uprn 360000000005/,
      );
      expect(stopped.committedThroughLine).toBe(4);
      expect(stopped.summary).toEqual({ ...emptySummary, read: 6, inserted: 3, batches: 1 });
      expect(await addressCount(context)).toBe(before + 3);
      expect(await stored(context, '360000000003')).toBeDefined();
      // ...004 sits before the failing row in the same batch: it must not survive the rollback.
      expect(await stored(context, '360000000004')).toBeUndefined();
      expect(await stored(context, '360000000006')).toBeUndefined();
      expect(await stored(context, '360000000007')).toBeUndefined();
    } finally {
      await restore();
    }
  });

  it('rolls back updates of a failing batch too', async () => {
    const { db } = context.database;
    const restore = await failInsertsOf(context, '370000000002');
    try {
      const failure = await importAddresses({
        db,
        input: csv('100000000001,"1 Fibre Street, Demoton",HB1 1AA,STOPED,,RES,0,', line(370000000002)),
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ImportStoppedError);
      expect((failure as ImportStoppedError).committedThroughLine).toBe(1);
      expect((await stored(context, '100000000001'))?.coverage).toBe('PASSSERV');
    } finally {
      await restore();
    }
  });

  it('stops at a broken line of the file, with every batch before it committed and nothing after', async () => {
    const before = await addressCount(context);
    const uprnOfLine = (lineNumber: number) => String(380000000000 + lineNumber);
    const lines = Array.from({ length: 300 }, (_, index) => `${line(uprnOfLine(index + 2))}\n`);
    const failure = await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      // Line by line, as a file arrives, so the parser meets the broken quote (line 302) late.
      input: Readable.from([
        `${HEADER}\n`,
        ...lines,
        '9,"broken"quote,HB1 1AA\n',
        `${line(uprnOfLine(303))}\n`,
      ]),
      batchSize: 10,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportStoppedError);
    const stopped = failure as ImportStoppedError;
    expect(stopped.message).toMatch(/^line 302: Invalid Closing Quote/);
    // How far reading got before the parser hit the line depends on buffering; what was committed must be exact.
    const committed = stopped.committedThroughLine;
    expect(committed).toBeGreaterThan(1);
    expect(committed).toBeLessThan(302);
    expect((committed - 1) % 10).toBe(0);
    expect(await addressCount(context)).toBe(before + committed - 1);
    expect(stopped.summary.inserted).toBe(committed - 1);
    expect(await stored(context, uprnOfLine(committed))).toBeDefined();
    expect(await stored(context, uprnOfLine(committed + 1))).toBeUndefined();
    expect(await stored(context, uprnOfLine(303))).toBeUndefined();
  });

  it('pulls the file only as fast as batches are written (back-pressure keeps memory flat)', async () => {
    const total = 5000;
    let produced = 0;
    let worstLead = 0;
    async function* source() {
      yield `${HEADER}\n`;
      for (let index = 0; index < total; index += 1) {
        produced += 1;
        yield `${line(390000000001 + index)}\n`;
      }
    }
    const summary = await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: Readable.from(source()),
      batchSize: 100,
      onBatch: (progress) => {
        worstLead = Math.max(worstLead, produced - progress.inserted);
      },
    });
    expect(summary.inserted).toBe(total);
    // Buffers between the file and the batch hold a few hundred lines at most, never the file.
    expect(worstLead).toBeLessThan(1000);
  });

  it('leaves the demo data answering through the API, beside the imported addresses', async () => {
    await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: csv(
        line(395000000002, { address: '2 Lookup Lane, Testbury', postcode: 'hb21 1ab' }),
        line(395000000010, { address: '10 Lookup Lane, Testbury', postcode: 'HB21 1AB', coverage: 'DESIGN' }),
      ),
    });
    const app = await buildTestApp(context.database);
    try {
      const demo = await app.inject({ method: 'GET', url: '/uprn/uprnByPostcode/HB1%201AA', headers: AUTH });
      expect(demo.statusCode).toBe(200);
      expect(demo.json()).toEqual(DEMO_ADDRESSES.filter((address) => address.postcode === 'HB1 1AA'));

      const build = await app.inject({ method: 'GET', url: '/uprn/uprnByPostcode/hb11ad', headers: AUTH });
      expect(build.json()).toEqual(DEMO_ADDRESSES.filter((address) => address.postcode === 'HB1 1AD'));

      const imported = await app.inject({
        method: 'GET',
        url: '/uprn/uprnByPostcode/HB21%201AB',
        headers: AUTH,
      });
      expect(imported.json()).toEqual([
        {
          uprn: '395000000002',
          address: '2 Lookup Lane, Testbury',
          postcode: 'HB21 1AB',
          coverage: 'PASSSERV',
          oss_type: null,
          address_type: 'RES',
          ismdu: false,
          mdu_status: null,
        },
        expect.objectContaining({ uprn: '395000000010', coverage: 'DESIGN' }),
      ]);

      const byUprn = await app.inject({ method: 'GET', url: '/uprn/395000000010', headers: AUTH });
      expect(byUprn.json()).toMatchObject({ postcode: 'HB21 1AB', coverage: 'DESIGN' });
      const lookup = await app.inject({ method: 'GET', url: '/postcodes/HB21%201AB' });
      expect(lookup.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a batch size below 1', async () => {
    await expect(
      importAddresses({
        db: context.database.db,
        connectionString: context.database.connectionString,
        input: csv(),
        batchSize: 0,
      }),
    ).rejects.toThrow('batchSize must be a positive integer, got 0');
  });
});
