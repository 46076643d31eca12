import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type CsvLine, ImportFileError, MAX_RECORD_BYTES, readAddressRecords } from './csv-records';

const HEADER = 'uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status';

async function readAll(text: string | Buffer | readonly (string | Buffer)[]): Promise<CsvLine[]> {
  const chunks = Array.isArray(text) ? text : [text];
  const lines: CsvLine[] = [];
  for await (const line of readAddressRecords(Readable.from(chunks))) lines.push(line);
  return lines;
}

async function failureOf(text: string | Readable): Promise<ImportFileError> {
  try {
    const input = typeof text === 'string' ? Readable.from([text]) : text;
    for await (const _ of readAddressRecords(input)) {
      // drain
    }
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('readAddressRecords', () => {
  it('yields each data line keyed by column with its 1-based line number', async () => {
    const lines = await readAll(
      `${HEADER}\n100000000001,"1 Fibre Street, Demoton",HB1 1AA,PASSSERV,,RES,false,\n`,
    );
    expect(lines).toEqual([
      {
        line: 2,
        cells: ['100000000001', '1 Fibre Street, Demoton', 'HB1 1AA', 'PASSSERV', '', 'RES', 'false', ''],
        record: {
          uprn: '100000000001',
          address: '1 Fibre Street, Demoton',
          postcode: 'HB1 1AA',
          coverage: 'PASSSERV',
          oss_type: '',
          address_type: 'RES',
          ismdu: 'false',
          mdu_status: '',
        },
      },
    ]);
  });

  it('reads the columns in the order the header gives, in any letter case', async () => {
    const [line] = await readAll(
      ' MDU_STATUS ,ismdu,address_type,oss_type,coverage,postcode,address,UPRN\r\nRFS,1,MSM,,PASSSERV,HB1 1AG,Flat 1,7\r\n',
    );
    expect(line).toMatchObject({ line: 2, record: { uprn: '7', mdu_status: 'RFS', address: 'Flat 1' } });
  });

  it('strips a byte-order mark, skips blank lines and keeps counting them', async () => {
    const lines = await readAll(
      `\ufeff${HEADER}\n\n1,a,HB1 1AA,PASSSERV,,RES,0,\n\n\n2,b,HB1 1AA,PASSSERV,,RES,0,`,
    );
    expect(lines.map((line) => [line.line, 'record' in line && line.record.uprn])).toEqual([
      [3, '1'],
      [6, '2'],
    ]);
  });

  it('numbers a quoted multi-line record by its first line and the next one correctly', async () => {
    const lines = await readAll(
      `${HEADER}\n1,"Flat 1\nTower House",HB1 1AA,PASSSERV,,RES,0,\n2,b,HB1 1AA,PASSSERV,,RES,0,\n`,
    );
    expect(lines.map((line) => line.line)).toEqual([2, 4]);
    expect(lines[0]).toMatchObject({ record: { address: 'Flat 1\nTower House' } });
  });

  it('reports a line with too few or too many fields without stopping', async () => {
    const lines = await readAll(
      `${HEADER}\n1,a,HB1 1AA\n2,b,HB1 1AA,PASSSERV,,RES,0,,extra\n3,c,HB1 1AA,PASSSERV,,RES,0,\n`,
    );
    expect(lines).toEqual([
      { line: 2, cells: ['1', 'a', 'HB1 1AA'], error: 'expected 8 fields, got 3' },
      {
        line: 3,
        cells: ['2', 'b', 'HB1 1AA', 'PASSSERV', '', 'RES', '0', '', 'extra'],
        error: 'expected 8 fields, got 9',
      },
      expect.objectContaining({ line: 4, record: expect.objectContaining({ uprn: '3' }) }),
    ]);
  });

  it('reads a record split across many chunks, byte by byte', async () => {
    const text = `${HEADER}\n1,"Flat 1, Tower House",HB1 1AA,PASSSERV,,RES,0,\n`;
    const lines = await readAll(
      Buffer.from(text).reduce<Buffer[]>((chunks, byte) => {
        chunks.push(Buffer.from([byte]));
        return chunks;
      }, []),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ line: 2, record: { address: 'Flat 1, Tower House' } });
  });

  it('yields nothing for a file with only a header', async () => {
    expect(await readAll(`${HEADER}\n`)).toEqual([]);
  });

  describe('refuses the file', () => {
    it('when it is empty', async () => {
      const error = await failureOf('');
      expect(error.message).toBe(
        'the file is empty: expected a header line (uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status)',
      );
      expect(error.line).toBeNull();
    });

    it('when the header lacks a column', async () => {
      const error = await failureOf('uprn,address,postcode,coverage,oss_type,address_type,ismdu\n');
      expect(error.message).toBe(`line 1: bad header: missing column(s) mdu_status; expected ${HEADER}`);
      expect(error.line).toBe(1);
    });

    it('when the header has an unknown or repeated column', async () => {
      const error = await failureOf(`${HEADER},Notes,uprn\n`);
      expect(error.message).toBe(
        `line 1: bad header: unknown column(s) "notes"; duplicated column(s) uprn; expected ${HEADER}`,
      );
    });

    it('when the first line is data, not a header', async () => {
      const error = await failureOf('100000000001,a,HB1 1AA,PASSSERV,,RES,0,\n');
      expect(error.message).toMatch(/^line 1: bad header: missing column\(s\) uprn, address, postcode/);
    });

    it('at the line of a badly closed quote', async () => {
      const error = await failureOf(
        `${HEADER}\n1,a,HB1 1AA,PASSSERV,,RES,0,\n2,"b"x,HB1 1AA,PASSSERV,,RES,0,\n`,
      );
      expect(error.line).toBe(3);
      expect(error.message).toMatch(/^line 3: Invalid Closing Quote/);
    });

    it('when a quote is never closed, before buffering the rest of the file', async () => {
      const rest = `3,c,HB1 1AA,PASSSERV,,RES,0,\n`.repeat(Math.ceil((MAX_RECORD_BYTES * 2) / 30));
      const error = await failureOf(`${HEADER}\n2,"b,HB1 1AA,PASSSERV,,RES,0,\n${rest}`);
      expect(error.message).toMatch(
        /^line \d+: Max Record Size: record exceed the maximum number of tolerated bytes of 65536/,
      );
    });

    it('when the file cannot be read', async () => {
      const broken = new Readable({
        read() {
          this.destroy(new Error('EIO: i/o error'));
        },
      });
      const error = await failureOf(broken);
      expect(error.message).toBe('cannot read the file: EIO: i/o error');
      expect(error.line).toBeNull();
    });
  });
});

describe('ImportFileError', () => {
  it('prefixes the line when there is one', () => {
    expect(new ImportFileError('oops', 7).message).toBe('line 7: oops');
    expect(new ImportFileError('oops', null).message).toBe('oops');
    expect(new ImportFileError('oops', null).name).toBe('ImportFileError');
  });
});
