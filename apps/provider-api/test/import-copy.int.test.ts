import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ImportedAddress } from '../src/import/address-row';
import { importAddresses } from '../src/import/import-addresses';
import { openPostgresCopyWriter } from '../src/import/postgres-copy';
import { freshDatabase, type TestDatabase } from './databases';

const row = (uprn: string, coverage: ImportedAddress['coverage']): ImportedAddress => ({
  uprn,
  address: `${uprn} Copy Race Road, Testbury`,
  postcode: 'HB24 1AB',
  coverage,
  oss_type: null,
  address_type: 'RES',
  ismdu: false,
  mdu_status: null,
});

// The COPY path is PostgreSQL's alone (decision 0595); the import's behaviour on both databases is
// held by import.int.test.ts and import-killed.int.test.ts.
describe.runIf(inject('postgresUrl'))('the import by COPY [postgres]', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase('postgres', { seed: false });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const stored = (uprn: string) =>
    database.db.selectFrom('address').select(['id', 'coverage']).where('uprn', '=', uprn).executeTakeFirst();

  it('upserts a new uprn that another writer added after the batch read the table', async () => {
    const writer = await openPostgresCopyWriter(database.connectionString ?? '', {
      afterSelect: async () => {
        await database.db
          .insertInto('address')
          .values({ ...row('323000000002', 'DESIGN'), id: 'raced-in', ismdu: 0 })
          .execute();
      },
    });
    try {
      const counts = await writer.write([row('323000000001', 'PASSSERV'), row('323000000002', 'PASSSERV')]);
      // Counted as the batch saw the table: both new.
      expect(counts).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    } finally {
      await writer.close();
    }
    expect(await stored('323000000001')).toMatchObject({ coverage: 'PASSSERV' });
    // The other writer's row keeps its id and takes the import's values: the file wins, as before.
    expect(await stored('323000000002')).toEqual({ id: 'raced-in', coverage: 'PASSSERV' });
  });

  it('rolls the whole batch back when a copy fails for another reason', async () => {
    const writer = await openPostgresCopyWriter(database.connectionString ?? '');
    try {
      const bad = { ...row('323000000004', 'PASSSERV'), postcode: null } as unknown as ImportedAddress;
      await expect(writer.write([row('323000000003', 'PASSSERV'), bad])).rejects.toThrow(/null value/);
      // The session is still usable after the failed batch, and holds nothing of it.
      expect(await writer.write([row('323000000005', 'DESIGN')])).toEqual({
        inserted: 1,
        updated: 0,
        unchanged: 0,
      });
    } finally {
      await writer.close();
    }
    expect(await stored('323000000003')).toBeUndefined();
    expect(await stored('323000000005')).toMatchObject({ coverage: 'DESIGN' });
  });

  it('still imports by one unnest insert a batch when only a Kysely is given', async () => {
    const line = (coverage: string) =>
      `323000000010,"10 Unnest Road, Testbury",HB24 1AB,${coverage},,RES,false,`;
    const csv = [
      'uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status',
      line('DESIGN'),
      line('DESIGN'),
      line('PASSSERV'),
    ];
    const summary = await importAddresses({ db: database.db, input: Readable.from([`${csv.join('\n')}\n`]) });
    expect(summary).toMatchObject({ read: 3, inserted: 1, updated: 1, unchanged: 1, batches: 1 });
    expect(await stored('323000000010')).toMatchObject({ coverage: 'PASSSERV' });
  });
});
