import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { importAddresses } from '../src/import/import-addresses';
import { AUTH, describeEachApi } from './app';

// The lookup by postcode keeps address lists for seconds (docs/decisions/0113); a write in the same
// process must never leave a stale list behind.

const HEADER = 'uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status';
const POSTCODE_URL = '/uprn/uprnByPostcode/HB22%201AA';

describeEachApi('address lookup cache', (context) => {
  const lookup = async () => {
    const response = await context.app.inject({ method: 'GET', url: POSTCODE_URL, headers: AUTH });
    expect(response.statusCode).toBe(200);
    return response.json() as { uprn: string; coverage: string }[];
  };

  it('answers an import in the same process at once, not after the cache expires', async () => {
    expect(await lookup()).toEqual([]);
    await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: Readable.from([
        `${HEADER}\n396000000001,"1 Cache Close, Testbury",HB22 1AA,DESIGN,,RES,false,\n`,
      ]),
    });
    expect((await lookup()).map((item) => item.coverage)).toEqual(['DESIGN']);

    await importAddresses({
      db: context.database.db,
      connectionString: context.database.connectionString,
      input: Readable.from([
        `${HEADER}\n396000000001,"1 Cache Close, Testbury",HB22 1AA,PASSSERV,,RES,false,\n`,
      ]),
    });
    expect((await lookup()).map((item) => item.coverage)).toEqual(['PASSSERV']);
  });

  it('a repeated lookup is answered from the cache until PUT /uprn/uprnChecked clears it', async () => {
    expect((await lookup()).map((item) => item.coverage)).toEqual(['PASSSERV']);
    // A change behind the API's back (another process, within the TTL) is not seen yet…
    await sql`update address set coverage = 'DESIGN' where uprn = '396000000001'`.execute(
      context.database.db,
    );
    expect((await lookup()).map((item) => item.coverage)).toEqual(['PASSSERV']);
    // …but any address write through this process clears the cached lists.
    const checked = await context.app.inject({
      method: 'PUT',
      url: '/uprn/uprnChecked/396000000001',
      headers: AUTH,
    });
    expect(checked.statusCode).toBe(200);
    expect((await lookup()).map((item) => item.coverage)).toEqual(['DESIGN']);
  });
});
