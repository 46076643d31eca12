import { ADDRESS_TYPES, COVERAGE_STATUSES, MDU_STATUSES, OSS_TYPES } from '@fibre/domain/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptAddressRecord,
  type ImportRecord,
  parseAddressRecordWithSchema,
  validateAddressRecord,
} from './address-row';

// The zod-free check of an import line must accept exactly what the schema accepts, with the same
// row (decision 0623): generated lines mix valid values, their case and spacing variants, and noise.
const spaced = (value: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '\t', '  '), value, fc.constantFrom('', ' ', '\n'))
    .map(([before, text, after]) => `${before}${text}${after}`);
const cased = (values: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...values), fc.boolean())
    .map(([value, lower]) => (lower ? value.toLowerCase() : value));
const noise = fc.oneof(fc.string({ maxLength: 14 }), fc.string({ unit: 'grapheme-ascii', maxLength: 8 }));
// Mostly valid values, so that both whole lines accepted and lines off by one column are common.
const column = (...valid: fc.Arbitrary<string>[]) =>
  fc.oneof(
    { arbitrary: fc.oneof(...valid.map(spaced)), weight: 12 },
    { arbitrary: spaced(noise), weight: 1 },
    { arbitrary: fc.constant(''), weight: 1 },
  );

const record: fc.Arbitrary<ImportRecord> = fc.record({
  uprn: column(
    fc.bigInt({ min: 0n, max: 10n ** 13n }).map(String),
    fc.nat(999).map((n) => `000${n}`),
    fc.constantFrom('0', '000', '1e3', '-1', '12.5'),
  ),
  address: column(
    fc.string({ minLength: 1, maxLength: 210 }),
    fc.constantFrom('1 Fibre Street, Demoton', 'Flat 2\u0007', 'a'.repeat(200), 'a'.repeat(201)),
  ),
  postcode: column(
    fc.constantFrom('HB1 1AA', 'hb11aa', 'SW1A 2AA', 'EC1A1BB', 'ZZ99 9ZZ', 'HB1', 'HB1  1AA'),
  ),
  coverage: column(cased(COVERAGE_STATUSES)),
  oss_type: column(cased(OSS_TYPES)),
  address_type: column(cased(ADDRESS_TYPES)),
  ismdu: column(fc.constantFrom('true', 'FALSE', '1', '0', 'yes', 'True')),
  mdu_status: column(cased(MDU_STATUSES)),
});

describe('acceptAddressRecord (the import line check without zod)', () => {
  it('accepts exactly the lines the schema accepts, with the same row', () => {
    let acceptedLines = 0;
    fc.assert(
      fc.property(record, (line) => {
        const accepted = acceptAddressRecord(line);
        expect(accepted).toEqual(parseAddressRecordWithSchema(line));
        if (accepted !== null) acceptedLines += 1;
      }),
      { numRuns: 20_000 },
    );
    // Both answers are exercised, not only rejections.
    // About 5 % of generated lines are valid (about 1,000 of 20,000); half that bounds it far from chance.
    expect(acceptedLines).toBeGreaterThan(500);
  });

  it('accepts valid lines (so the property above covers both answers)', () => {
    const line: ImportRecord = {
      uprn: ' 000123 ',
      address: ' 1 Fibre Street ',
      postcode: 'hb11aa',
      coverage: 'passserv',
      oss_type: '',
      address_type: 'res',
      ismdu: 'TRUE',
      mdu_status: ' rfs ',
    };
    expect(acceptAddressRecord(line)).toEqual({
      uprn: '123',
      address: '1 Fibre Street',
      postcode: 'HB1 1AA',
      coverage: 'PASSSERV',
      oss_type: null,
      address_type: 'RES',
      ismdu: true,
      mdu_status: 'RFS',
    });
    expect(validateAddressRecord(line)).toEqual({ ok: true, row: acceptAddressRecord(line) });
  });
});
