import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { afterAddressImport } from '../src/coverage/after-address-import';
import { buildMissingPostcodeBodies } from '../src/coverage/postcode-bodies';
import { importAddresses } from '../src/import/import-addresses';
import { AUTH, describeEachApi } from './app';

// The lookup's stored body per postcode (decision 0611) must answer exactly what the address table
// answers, and never outlive an address write.

const HEADER = 'uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status';
const POSTCODE = 'HB24 1AA';
const URL = '/uprn/uprnByPostcode/HB24%201AA';

const line = (uprn: string, address: string, coverage: string) =>
  `${uprn},"${address}, Testbury",${POSTCODE},${coverage},,RES,false,`;

describeEachApi('address lookup stored bodies', (ctx) => {
  const lookup = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: URL, headers: AUTH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.body;
  };
  const storedBody = async () =>
    (
      await ctx.database.db
        .selectFrom('postcode_body')
        .select('body')
        .where('postcode', '=', POSTCODE)
        .executeTakeFirst()
    )?.body;
  const importLines = (...lines: string[]) =>
    importAddresses({
      db: ctx.database.db,
      connectionString: ctx.database.connectionString,
      input: Readable.from([`${HEADER}\n${lines.join('\n')}\n`]),
    });

  it('stores, after an import, the very bytes the address table gives, for every postcode', async () => {
    await importLines(
      line('398000000010', '10 Body Row', 'DESIGN'),
      line('398000000002', '2 Body Row', 'PASSSERV'),
    );
    // Answered from the address table (no body stored yet), then from the stored body: the same bytes.
    const fromTable = await lookup();
    expect(await storedBody()).toBeUndefined();
    await afterAddressImport(ctx.database);
    expect(await storedBody()).toBe(fromTable);
    // Every demo postcode too: each stored body is what the table answered before.
    const postcodes = await ctx.database.db
      .selectFrom('postcode_body')
      .select(['postcode', 'body'])
      .execute();
    expect(postcodes.length).toBeGreaterThan(1);
    await sql`delete from postcode_body`.execute(ctx.database.db);
    for (const { postcode, body } of postcodes) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/uprn/uprnByPostcode/${encodeURIComponent(postcode)}`,
        headers: AUTH,
      });
      expect(response.body).toBe(body);
    }
    expect(await buildMissingPostcodeBodies(ctx.database)).toBe(postcodes.length);
    expect(await buildMissingPostcodeBodies(ctx.database)).toBe(0);
  });

  it('builds every missing body when the postcodes span several chunks of 500', async () => {
    const letters = 'ABDEFGHJLNPQRSTUWXYZ';
    const postcodes = Array.from(
      { length: 1201 },
      (_, index) =>
        `HB37 ${1 + Math.floor(index / 400)}${letters[Math.floor(index / 20) % 20]}${letters[index % 20]}`,
    );
    const summary = await importAddresses({
      db: ctx.database.db,
      connectionString: ctx.database.connectionString,
      input: Readable.from([
        `${HEADER}\n${postcodes.map((postcode, index) => `${397000000001 + index},"${index} Chunk Row",${postcode},PASSSERV,,RES,false,`).join('\n')}\n`,
      ]),
    });
    expect(summary.inserted).toBe(1201);
    await sql`delete from postcode_body`.execute(ctx.database.db);
    const known = await ctx.database.db.selectFrom('address').select('postcode').distinct().execute();
    expect(await buildMissingPostcodeBodies(ctx.database)).toBe(known.length);
    expect(await buildMissingPostcodeBodies(ctx.database)).toBe(0);
    for (const postcode of [postcodes[0], postcodes[600], postcodes[1200]] as string[]) {
      const stored = await ctx.database.db
        .selectFrom('postcode_body')
        .select('body')
        .where('postcode', '=', postcode)
        .executeTakeFirstOrThrow();
      await sql`delete from postcode_body where postcode = ${postcode}`.execute(ctx.database.db);
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/uprn/uprnByPostcode/${encodeURIComponent(postcode)}`,
        headers: AUTH,
      });
      expect(response.body).toBe(stored.body);
    }
  });

  it('an import batch changing a postcode deletes its stored body in its transaction', async () => {
    expect(await storedBody()).toBeDefined();
    await importLines(line('398000000010', '10 Body Row', 'PASSSERV'));
    expect(await storedBody()).toBeUndefined();
    const items = JSON.parse(await lookup()) as { uprn: string; coverage: string }[];
    expect(items.map((item) => [item.uprn, item.coverage])).toEqual([
      ['398000000002', 'PASSSERV'],
      ['398000000010', 'PASSSERV'],
    ]);
    await afterAddressImport(ctx.database);
    expect(JSON.parse((await storedBody()) ?? '[]')).toEqual(items);
  });
});
