import { ADDRESS_TYPES, COVERAGE_STATUSES, MDU_STATUSES, OSS_TYPES } from '@fibre/domain/constants';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, type ImportRecord, MAX_ADDRESS_LENGTH, validateAddressRecord } from './address-row';

const valid: ImportRecord = {
  uprn: '100000000001',
  address: '1 Fibre Street, Demoton',
  postcode: 'HB1 1AA',
  coverage: 'PASSSERV',
  oss_type: '',
  address_type: 'RES',
  ismdu: 'false',
  mdu_status: '',
};

const reasonFor = (changes: Partial<ImportRecord>) => {
  const result = validateAddressRecord({ ...valid, ...changes });
  return result.ok ? null : result.reason;
};

const rowFor = (changes: Partial<ImportRecord>) => {
  const result = validateAddressRecord({ ...valid, ...changes });
  if (!result.ok) throw new Error(`expected a valid row, got: ${result.reason}`);
  return result.row;
};

describe('IMPORT_COLUMNS', () => {
  it('is the header of the nightly file, in order', () => {
    expect(IMPORT_COLUMNS.join(',')).toBe(
      'uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status',
    );
  });
});

describe('validateAddressRecord', () => {
  it('turns a valid line into the stored shape', () => {
    expect(validateAddressRecord(valid)).toEqual({
      ok: true,
      row: {
        uprn: '100000000001',
        address: '1 Fibre Street, Demoton',
        postcode: 'HB1 1AA',
        coverage: 'PASSSERV',
        oss_type: null,
        address_type: 'RES',
        ismdu: false,
        mdu_status: null,
      },
    });
  });

  it('accepts every demo address that has a uprn, as the demo data states it', () => {
    for (const demo of DEMO_ADDRESSES.filter((address) => address.uprn !== null)) {
      const row = rowFor({
        uprn: demo.uprn ?? '',
        address: demo.address,
        postcode: demo.postcode,
        coverage: demo.coverage,
        oss_type: demo.oss_type ?? '',
        address_type: demo.address_type,
        ismdu: String(demo.ismdu),
        mdu_status: demo.mdu_status ?? '',
      });
      expect(row).toEqual(demo);
    }
  });

  describe('uprn', () => {
    it.each(['1', '12', '123456789012'])('accepts %s (1 to 12 digits)', (uprn) => {
      expect(rowFor({ uprn }).uprn).toBe(uprn);
    });

    it('trims spaces around it', () => {
      expect(rowFor({ uprn: ' 42 ' }).uprn).toBe('42');
    });

    it('drops leading zeros, as a uprn is a number', () => {
      expect(rowFor({ uprn: '000000000042' }).uprn).toBe('42');
      expect(rowFor({ uprn: '010' }).uprn).toBe('10');
    });

    it.each([
      ['', 'uprn must be 1 to 12 digits (got "")'],
      ['1234567890123', 'uprn must be 1 to 12 digits (got "1234567890123")'],
      ['12a', 'uprn must be 1 to 12 digits (got "12a")'],
      ['-1', 'uprn must be 1 to 12 digits (got "-1")'],
      ['1.5', 'uprn must be 1 to 12 digits (got "1.5")'],
      ['0', 'uprn must not be 0 (got "0")'],
      ['000', 'uprn must not be 0 (got "000")'],
    ])('rejects %j', (uprn, reason) => {
      expect(reasonFor({ uprn })).toBe(reason);
    });
  });

  describe('address', () => {
    it('is trimmed', () => {
      expect(rowFor({ address: '  2 Fibre Street  ' }).address).toBe('2 Fibre Street');
    });

    it(`accepts ${MAX_ADDRESS_LENGTH} characters and rejects one more`, () => {
      expect(rowFor({ address: 'a'.repeat(MAX_ADDRESS_LENGTH) }).address).toHaveLength(MAX_ADDRESS_LENGTH);
      expect(reasonFor({ address: 'a'.repeat(MAX_ADDRESS_LENGTH + 1) })).toBe(
        `address must be at most 200 characters (got "${'a'.repeat(40)}…")`,
      );
    });

    it('rejects an empty or blank address', () => {
      expect(reasonFor({ address: '' })).toBe('address must not be empty (got "")');
      expect(reasonFor({ address: '   ' })).toBe('address must not be empty (got "   ")');
    });

    it.each(['Flat 1\nTower House', 'Flat 1\u0000', 'Flat\t1', 'Flat 1\u007f'])(
      'rejects control characters in %j',
      (address) => {
        expect(reasonFor({ address })).toMatch(/^address must not contain control characters \(got /);
      },
    );

    it('keeps markup and quotes as plain text (they are escaped where shown)', () => {
      expect(rowFor({ address: `<script>alert(1)</script> O'Brien's "House"` }).address).toBe(
        `<script>alert(1)</script> O'Brien's "House"`,
      );
    });
  });

  describe('postcode', () => {
    it.each([
      ['HB1 1AA', 'HB1 1AA'],
      ['hb11aa', 'HB1 1AA'],
      ['  hb1   1aa ', 'HB1 1AA'],
      ['HB10 1AB', 'HB10 1AB'],
      ['sw1a1aa', 'SW1A 1AA'],
    ])('normalises %j to %j', (postcode, normalised) => {
      expect(rowFor({ postcode }).postcode).toBe(normalised);
    });

    it.each(['', 'HB1', 'HB1 1A', '11AA', 'HB1 1AAA', "' OR 1=1 --"])('rejects %j', (postcode) => {
      expect(reasonFor({ postcode })).toBe(
        `postcode is not a valid UK postcode (got ${JSON.stringify(postcode)})`,
      );
    });
  });

  describe('coverage', () => {
    it.each(COVERAGE_STATUSES)('accepts %s', (coverage) => {
      expect(rowFor({ coverage }).coverage).toBe(coverage);
    });

    it('accepts any letter case and surrounding spaces', () => {
      expect(rowFor({ coverage: ' passServ ' }).coverage).toBe('PASSSERV');
    });

    it.each(['', 'PASSERV', 'AVAILABLE'])('rejects %j, naming the allowed values', (coverage) => {
      expect(reasonFor({ coverage })).toBe(
        `coverage must be one of ${COVERAGE_STATUSES.join(', ')} (got ${JSON.stringify(coverage)})`,
      );
    });
  });

  describe('oss_type', () => {
    it.each(OSS_TYPES)('accepts %s', (oss_type) => {
      expect(rowFor({ oss_type: oss_type.toLowerCase() }).oss_type).toBe(oss_type);
    });

    it('reads an empty or blank cell as none', () => {
      expect(rowFor({ oss_type: '' }).oss_type).toBeNull();
      expect(rowFor({ oss_type: '  ' }).oss_type).toBeNull();
    });

    it('rejects an unknown value', () => {
      expect(reasonFor({ oss_type: 'CEASED' })).toBe(
        `oss_type must be one of ${OSS_TYPES.join(', ')} (got "CEASED")`,
      );
    });
  });

  describe('address_type', () => {
    it.each(ADDRESS_TYPES)('accepts %s', (address_type) => {
      expect(rowFor({ address_type: address_type.toLowerCase() }).address_type).toBe(address_type);
    });

    it.each(['', 'RESIDENTIAL'])('rejects %j', (address_type) => {
      expect(reasonFor({ address_type })).toBe(
        `address_type must be one of RES, HWRK, BUS, MSM (got ${JSON.stringify(address_type)})`,
      );
    });
  });

  describe('ismdu and mdu_status', () => {
    it.each([
      ['true', true],
      ['TRUE', true],
      [' True ', true],
      ['1', true],
      ['false', false],
      ['False', false],
      ['0', false],
    ])('reads ismdu %j as %s', (ismdu, expected) => {
      expect(rowFor({ ismdu }).ismdu).toBe(expected);
    });

    it.each(['', 'yes', 'no', '2', 't'])('rejects ismdu %j', (ismdu) => {
      expect(reasonFor({ ismdu })).toBe(`ismdu must be true, false, 1 or 0 (got ${JSON.stringify(ismdu)})`);
    });

    it.each(MDU_STATUSES)('accepts mdu_status %s for a multi-dwelling unit', (mdu_status) => {
      expect(rowFor({ ismdu: '1', mdu_status: mdu_status.toLowerCase() })).toMatchObject({
        ismdu: true,
        mdu_status,
      });
    });

    it('accepts an empty mdu_status for a multi-dwelling unit', () => {
      expect(rowFor({ ismdu: 'true', mdu_status: '' }).mdu_status).toBeNull();
    });

    it('rejects an mdu_status on a single dwelling', () => {
      expect(reasonFor({ ismdu: 'false', mdu_status: 'RFS' })).toBe(
        'mdu_status must be empty when ismdu is false (got "RFS")',
      );
    });

    it('rejects an unknown mdu_status', () => {
      expect(reasonFor({ ismdu: 'true', mdu_status: 'DONE' })).toBe(
        'mdu_status must be one of STARTED, ADVANCED, RFS (got "DONE")',
      );
    });
  });

  it('names every failing column, in column order, separated by semicolons', () => {
    expect(reasonFor({ uprn: 'x', postcode: 'nope', ismdu: 'maybe' })).toBe(
      'uprn must be 1 to 12 digits (got "x"); postcode is not a valid UK postcode (got "nope"); ismdu must be true, false, 1 or 0 (got "maybe")',
    );
  });

  it('quotes a value of exactly 40 characters whole', () => {
    expect(reasonFor({ uprn: 'x'.repeat(40) })).toBe(`uprn must be 1 to 12 digits (got "${'x'.repeat(40)}")`);
  });

  it('never throws, whatever the text of the cells', () => {
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, fc.string()])) as {
            [K in keyof ImportRecord]: fc.Arbitrary<string>;
          },
        ),
        (record) => {
          const result = validateAddressRecord(record);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });
});
