import { ADDRESS_TYPES, COVERAGE_STATUSES, MDU_STATUSES, OSS_TYPES } from '@fibre/domain/constants';
// The same rule the API's postcode parameters use, so an imported postcode is found by the lookup.
import { normalisePostcode } from '@fibre/domain/schemas/postcode';
import { z } from 'zod';
import { ADDRESS_ITEM_COLUMNS } from '../db/address-columns';

/** The columns of a coverage file, in the order the operator's export writes them: an address item's. */
export const IMPORT_COLUMNS = ADDRESS_ITEM_COLUMNS;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** One data line of the file, as text, keyed by column. */
export type ImportRecord = Record<ImportColumn, string>;

/** Longest address line accepted; a longer one is a broken export, not an address. */
export const MAX_ADDRESS_LENGTH = 200;

/** An address row ready to be written: the wire shape of an address item with a uprn. */
export type ImportedAddress = {
  uprn: string;
  address: string;
  postcode: string;
  coverage: (typeof COVERAGE_STATUSES)[number];
  oss_type: (typeof OSS_TYPES)[number] | null;
  address_type: (typeof ADDRESS_TYPES)[number];
  ismdu: boolean;
  mdu_status: (typeof MDU_STATUSES)[number] | null;
};

// Enumerated columns are matched in any letter case: exports from spreadsheets often lower-case them.
const upper = (value: string) => value.trim().toUpperCase();

/** Empty cells mean "none" for the optional columns. */
const emptyToNull = (value: string) => (value.trim() === '' ? null : value);

// Control characters would corrupt the address list and the documents printed from it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const uprnColumn = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'must be 1 to 12 digits')
  // UPRNs are integers: "000123" and "123" are the same property, so store the canonical form.
  .transform((uprn) => uprn.replace(/^0+(?=\d)/, ''))
  .refine((uprn) => uprn !== '0', 'must not be 0');

const addressColumn = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_ADDRESS_LENGTH, `must be at most ${MAX_ADDRESS_LENGTH} characters`)
  .refine((address) => !CONTROL_CHARACTERS.test(address), 'must not contain control characters');

const postcodeColumn = z.string().transform((raw, context) => {
  const postcode = normalisePostcode(raw);
  if (postcode === null) {
    context.addIssue({ code: 'custom', message: 'is not a valid UK postcode' });
    return z.NEVER;
  }
  return postcode;
});

const ISMDU_VALUES: Readonly<Record<string, boolean>> = { TRUE: true, '1': true, FALSE: false, '0': false };

const ismduColumn = z.string().transform((raw, context) => {
  const value = ISMDU_VALUES[upper(raw)];
  if (value === undefined) {
    context.addIssue({ code: 'custom', message: 'must be true, false, 1 or 0' });
    return z.NEVER;
  }
  return value;
});

const enumColumn = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform(upper)
    .pipe(z.enum(values, { error: `must be one of ${values.join(', ')}` }));

const optionalEnumColumn = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().transform(emptyToNull).pipe(enumColumn(values).nullable());

const addressRecordSchema = z
  .object({
    uprn: uprnColumn,
    address: addressColumn,
    postcode: postcodeColumn,
    coverage: enumColumn(COVERAGE_STATUSES),
    oss_type: optionalEnumColumn(OSS_TYPES),
    address_type: enumColumn(ADDRESS_TYPES),
    ismdu: ismduColumn,
    mdu_status: optionalEnumColumn(MDU_STATUSES),
  })
  .refine((row) => row.ismdu || row.mdu_status === null, {
    path: ['mdu_status'],
    message: 'must be empty when ismdu is false',
  }) satisfies z.ZodType<ImportedAddress, ImportRecord>;

export type RowValidation = { ok: true; row: ImportedAddress } | { ok: false; reason: string };

/**
 * Checks one data line. The reason names every failing column with the offending value, so an
 * operator can fix the export without opening the file at that line.
 */
export function validateAddressRecord(record: ImportRecord): RowValidation {
  const row = acceptAddressRecord(record);
  if (row !== null) return { ok: true, row };
  const result = addressRecordSchema.safeParse(record);
  if (result.success) {
    return { ok: true, row: result.data };
  }
  const reasons = result.error.issues.map((issue) => {
    const column = String(issue.path[0]) as ImportColumn;
    return `${column} ${issue.message} (got ${JSON.stringify(truncate(record[column] ?? ''))})`;
  });
  return { ok: false, reason: reasons.join('; ') };
}

function truncate(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

const COVERAGE_SET: ReadonlySet<string> = new Set(COVERAGE_STATUSES);
const OSS_TYPE_SET: ReadonlySet<string> = new Set(OSS_TYPES);
const ADDRESS_TYPE_SET: ReadonlySet<string> = new Set(ADDRESS_TYPES);
const MDU_STATUS_SET: ReadonlySet<string> = new Set(MDU_STATUSES);
const UPRN_PATTERN = /^\d{1,12}$/;

function optionalMember(raw: string, members: ReadonlySet<string>): string | null | undefined {
  if (raw.trim() === '') return null;
  const value = upper(raw);
  return members.has(value) ? value : undefined;
}

/**
 * The schema above without zod, for the lines it accepts: the same row `addressRecordSchema`
 * returns, or null when anything is off (then the schema runs and says why). About a sixth of the
 * import's time per line went to zod's parse (docs/decisions/0623); a test holds the two equal.
 */
export function acceptAddressRecord(record: ImportRecord): ImportedAddress | null {
  const uprnText = record.uprn.trim();
  if (!UPRN_PATTERN.test(uprnText)) return null;
  const uprn = uprnText.replace(/^0+(?=\d)/, '');
  if (uprn === '0') return null;
  const address = record.address.trim();
  if (address.length < 1 || address.length > MAX_ADDRESS_LENGTH || CONTROL_CHARACTERS.test(address))
    return null;
  const postcode = normalisePostcode(record.postcode);
  if (postcode === null) return null;
  const coverage = upper(record.coverage);
  const addressType = upper(record.address_type);
  const ismdu = ISMDU_VALUES[upper(record.ismdu)];
  const ossType = optionalMember(record.oss_type, OSS_TYPE_SET);
  const mduStatus = optionalMember(record.mdu_status, MDU_STATUS_SET);
  if (
    !COVERAGE_SET.has(coverage) ||
    !ADDRESS_TYPE_SET.has(addressType) ||
    ismdu === undefined ||
    ossType === undefined ||
    mduStatus === undefined ||
    (!ismdu && mduStatus !== null)
  ) {
    return null;
  }
  // The sets hold exactly the enumerations' members, so the casts name what was checked.
  return {
    uprn,
    address,
    postcode,
    coverage: coverage as ImportedAddress['coverage'],
    oss_type: ossType as ImportedAddress['oss_type'],
    address_type: addressType as ImportedAddress['address_type'],
    ismdu,
    mdu_status: mduStatus as ImportedAddress['mdu_status'],
  };
}

/** The schema's own answer, without the fast path: for the test that holds the two equal. */
export function parseAddressRecordWithSchema(record: ImportRecord): ImportedAddress | null {
  const result = addressRecordSchema.safeParse(record);
  return result.success ? result.data : null;
}
