import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { csvCell, neutraliseCell, openRejectsFile, REJECTS_HEADER, rejectsLine } from './rejects-file';

describe('neutraliseCell', () => {
  it.each(['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx'])('defuses %j as a formula', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each(['1 Fibre Street', '', "'quoted", ' =not first'])('leaves %j alone', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });
});

describe('csvCell', () => {
  it('quotes only when needed, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('neutralises before quoting', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe('rejectsLine', () => {
  it('writes the line number, the reason and the cells', () => {
    expect(
      rejectsLine({ line: 12, reason: 'uprn must be 1 to 12 digits (got "x")', fields: ['x', 'a, b'] }),
    ).toBe('12,"uprn must be 1 to 12 digits (got ""x"")",x,"a, b"\n');
  });
});

describe('openRejectsFile', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  it('writes a header and one line per rejected line', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rejects-'));
    const path = join(dir, 'rejects.csv');
    const file = await openRejectsFile(path);
    await file.write({ line: 3, reason: 'bad', fields: ['1', '2'] });
    await file.write({ line: 9, reason: 'worse', fields: [] });
    await file.close();
    expect(REJECTS_HEADER).toBe(
      'line,reason,uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status\n',
    );
    expect(readFileSync(path, 'utf8')).toBe(`${REJECTS_HEADER}3,bad,1,2\n9,worse\n`);
  });

  it('fails when the file cannot be created', async () => {
    await expect(openRejectsFile('/nonexistent-dir/rejects.csv')).rejects.toThrow(/ENOENT/);
  });
});
