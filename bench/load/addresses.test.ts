import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { validateAddressRecord } from '../../apps/provider-api/src/import/address-row';
import { readAddressRecords } from '../../apps/provider-api/src/import/csv-records';
import { addressCsv, benchAddress, PER_POSTCODE, visitFor } from './addresses';

describe("the load bench's addresses", () => {
  it('gives every visitor a serviceable home of its own, ten to a postcode', () => {
    expect(benchAddress(0)).toEqual({
      uprn: '300000000001',
      address: '1 Visitor Row, Loadham',
      postcode: 'HB10 0AA',
    });
    expect(benchAddress(PER_POSTCODE - 1).postcode).toBe('HB10 0AA');
    expect(benchAddress(PER_POSTCODE).postcode).toBe('HB10 0AB');
    const uprns = new Set(Array.from({ length: 500 }, (_, index) => benchAddress(index).uprn));
    expect(uprns.size).toBe(500);
  });

  it('writes a file the real import accepts, every row a PASSSERV home', async () => {
    const rows = [];
    for await (const line of readAddressRecords(Readable.from([addressCsv(100, 25)]))) {
      if ('error' in line) throw new Error(line.error);
      const checked = validateAddressRecord(line.record);
      if (!checked.ok) throw new Error(checked.reason);
      rows.push(checked.row);
    }
    expect(rows).toHaveLength(25);
    expect(rows.every((row) => row.coverage === 'PASSSERV' && row.address_type === 'RES' && !row.ismdu)).toBe(
      true,
    );
    expect(rows[0]).toMatchObject({ uprn: benchAddress(100).uprn, postcode: benchAddress(100).postcode });
    expect(rows[24]).toMatchObject({ uprn: benchAddress(124).uprn, address: benchAddress(124).address });
  });

  it('makes each visit’s e-mail unique to the run and the visitor', () => {
    expect(visitFor(3, 'abc').email).toBe('load.abc.3@example.com');
    expect(visitFor(3, 'abc').uprn).toBe(benchAddress(3).uprn);
  });
});
