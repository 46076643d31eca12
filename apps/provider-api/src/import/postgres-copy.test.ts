import { describe, expect, it } from 'vitest';
import type { ImportedAddress } from './address-row';
import { copyLines } from './postgres-copy';

const row = (overrides: Partial<ImportedAddress> = {}): ImportedAddress => ({
  uprn: '100000000001',
  address: '1 Copy Road, Testbury',
  postcode: 'HB20 1AB',
  coverage: 'PASSSERV',
  oss_type: null,
  address_type: 'RES',
  ismdu: false,
  mdu_status: null,
  ...overrides,
});

/** The fields of one COPY line, the generated id left out. */
const fields = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t'))
    .map(([, ...rest]) => rest);

describe('copyLines', () => {
  it('writes one tab-separated line per row in order, null as \\N and ismdu as 0 or 1', () => {
    const text = copyLines([row(), row({ uprn: '100000000002', ismdu: true, mdu_status: 'RFS' })]);
    expect(fields(text)).toEqual([
      ['100000000001', '1 Copy Road, Testbury', 'HB20 1AB', 'PASSSERV', '\\N', 'RES', '0', '\\N'],
      ['100000000002', '1 Copy Road, Testbury', 'HB20 1AB', 'PASSSERV', '\\N', 'RES', '1', 'RFS'],
    ]);
  });

  it('escapes backslashes, so text reading \\N stays text', () => {
    const [line] = fields(copyLines([row({ address: String.raw`\N and C:\dir` })]));
    expect(line?.[1]).toBe(String.raw`\\N and C:\\dir`);
  });

  it('escapes tab, newline and carriage return, so a field cannot split the line', () => {
    const text = copyLines([row({ address: 'a\tb\nc\rd' })]);
    expect(text.split('\n')).toHaveLength(2);
    expect(fields(text)[0]?.[1]).toBe('a\\tb\\nc\\rd');
  });

  it('gives every row a new time-ordered id, in increasing order', () => {
    const ids = copyLines([row(), row(), row()])
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.split('\t')[0] ?? '');
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect([...ids].sort()).toEqual(ids);
  });
});
