import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildMissingPostcodeBodies, writeAddressItemList } from '../src/coverage/postcode-bodies';
import {
  addressToRow,
  findAddressesByPostcode,
  rowToAddressItem,
} from '../src/repositories/address.repository';
import { describeEachDatabase } from './databases';

// The database writes each stored body itself (decision 0690): it must be, byte for byte, what the
// lookup's own serializer writes from the rows it reads and sorts, for any value a column may hold.

const item = (fields: Partial<AddressItem> & Pick<AddressItem, 'address' | 'postcode'>): AddressItem => ({
  uprn: null,
  coverage: 'PASSSERV',
  oss_type: null,
  address_type: 'RES',
  ismdu: false,
  mdu_status: null,
  ...fields,
});

const NAMED = 'HB40 1AA';
const named: AddressItem[] = [
  item({ postcode: NAMED, address: '10 Spark Lane, Testbury', uprn: '398100000010', ismdu: true }),
  item({ postcode: NAMED, address: '2 Spark Lane, Testbury', uprn: '398100000002', mdu_status: 'RFS' }),
  item({ postcode: NAMED, address: 'Flat 10, 1 Spark Lane', uprn: '1', oss_type: 'ACTIVECUST' }),
  item({ postcode: NAMED, address: 'Flat 2, 1 Spark Lane', address_type: 'MSM', mdu_status: 'STARTED' }),
  item({ postcode: NAMED, address: 'flat 2, 1 spark lane', address_type: 'BUS' }),
  item({ postcode: NAMED, address: 'Flat 02, 1 Spark Lane', address_type: 'HWRK' }),
  item({ postcode: NAMED, address: "St Mary's Cottage, 'The' Green", coverage: '' }),
  item({ postcode: NAMED, address: 'The "Old" Forge \\ Mill', coverage: 'DESIGN' }),
  item({ postcode: NAMED, address: 'Tŷ Newydd, Llanfair Pwllgwyngyll', uprn: '12' }),
  item({ postcode: NAMED, address: 'Ty Newydd, Llanfair', uprn: '13' }),
  item({ postcode: NAMED, address: 'Café Ærø straße 😀 \u2028\u2029 ½', oss_type: 'x"y' }),
  item({ postcode: NAMED, address: 'Control \u0000\u0001\b\t\n\f\r\u001f\u007f end' }),
  item({ postcode: NAMED, address: 'Same address' }),
  item({ postcode: NAMED, address: 'Same address', uprn: '7' }),
  item({ postcode: NAMED, address: 'same ADDRESS', ismdu: true }),
  item({ postcode: NAMED, address: '' }),
  item({ postcode: NAMED, address: '  leading spaces, -dash, (brackets) #4 & 5/6' }),
];

/** A fixed pseudo-random sequence (mulberry32), so a failure repeats. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'Flat ',
  'flat ',
  'FLAT ',
  '1',
  '2',
  '10',
  '02',
  '9',
  ' ',
  ', ',
  "'",
  '"',
  '\\',
  '-',
  '/',
  '&',
  '(',
  ')',
  'a',
  'A',
  'b',
  'é',
  'E',
  'ŵ',
  'w',
  'ß',
  'ss',
  'æ',
  'Ø',
  '😀',
  '中',
  '\t',
  '\n',
  '\u0001',
  '\u2028',
  'Spark Lane',
  'The Old Forge',
  'Cottage',
  'Annexe',
  ' 3A',
  ' 3a',
  ' 3 A',
  '.',
  'St. ',
  'St ',
];

function randomItems(postcodes: number, perPostcode: number): AddressItem[] {
  const random = randomFrom(22);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const items: AddressItem[] = [];
  let uprn = 398200000000;
  for (let p = 0; p < postcodes; p += 1) {
    const postcode = `HB41 ${1 + (p % 9)}${'ABDEFGHJLN'[Math.floor(p / 9) % 10]}${'PQRSTUWXYZ'[p % 10]}`;
    for (let r = 0; r < perPostcode; r += 1) {
      const length = 1 + Math.floor(random() * 6);
      const address = Array.from({ length }, () => pick(PIECES)).join('');
      uprn += 1;
      items.push(
        item({
          postcode,
          address,
          uprn: random() < 0.2 ? null : String(uprn),
          coverage: pick(['PASSSERV', 'DESIGN', '', 'Ünusual "one"']),
          oss_type: pick([null, 'ACTIVECUST', "it's"]),
          address_type: pick(['RES', 'HWRK', 'BUS', 'MSM'] as const),
          ismdu: random() < 0.5,
          mdu_status: pick([null, 'STARTED', 'ADVANCED', 'RFS'] as const),
        }),
      );
    }
  }
  return items;
}

describeEachDatabase(
  'stored postcode bodies written by the database',
  (ctx) => {
    it('are byte for byte the lookup serializer’s output for varied rows', async () => {
      // PostgreSQL's text cannot hold NUL at all; SQLite's can.
      const items = [...named, ...randomItems(60, 25)].map((address) =>
        ctx.dialect === 'postgres'
          ? { ...address, address: address.address.replaceAll('\u0000', '') }
          : address,
      );
      await ctx.database.db.insertInto('address').values(items.map(addressToRow)).execute();
      await sql`delete from postcode_body`.execute(ctx.database.db);

      const postcodes = [...new Set(items.map((address) => address.postcode))];
      expect(await buildMissingPostcodeBodies(ctx.database)).toBe(postcodes.length);

      const stored = new Map(
        (await ctx.database.db.selectFrom('postcode_body').select(['postcode', 'body']).execute()).map(
          (row) => [row.postcode, row.body],
        ),
      );
      for (const postcode of postcodes) {
        // What the lookup answers from the address table: its read, its sort, its serializer.
        const rows = await findAddressesByPostcode(ctx.database.db, postcode);
        expect(stored.get(postcode), postcode).toBe(writeAddressItemList(rows.map(rowToAddressItem)));
      }
      // The hand-written rows really are all there, in the collator's order.
      const namedBody = JSON.parse(stored.get(NAMED) ?? '[]') as AddressItem[];
      expect(namedBody).toHaveLength(named.length);
      expect(namedBody.map((address) => address.address).indexOf('2 Spark Lane, Testbury')).toBeLessThan(
        namedBody.map((address) => address.address).indexOf('10 Spark Lane, Testbury'),
      );
    });
  },
  { seed: false },
);
