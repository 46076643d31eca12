import { pipeline, type Readable } from 'node:stream';
import { CsvError, type Options, Parser } from 'csv-parse';
import { IMPORT_COLUMNS, type ImportColumn, type ImportRecord } from './address-row';

/**
 * A record longer than this is a broken file (typically a quote that is never closed, which
 * swallows the rest of the file into one field); stopping there keeps memory flat.
 */
export const MAX_RECORD_BYTES = 64 * 1024;

/** One data line: its fields by column, or why its shape is wrong. `line` is 1-based, header = 1. */
export type CsvLine =
  | { line: number; cells: string[]; record: ImportRecord }
  | { line: number; cells: string[]; error: string };

/** The file as a whole cannot be read on: bad header, broken quoting, unreadable file. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(line === null ? message : `line ${line}: ${message}`);
    this.name = 'ImportFileError';
  }
}

/** A record and the parser's line count when it was completed (the line it ends on). */
type ParsedRecord = { record: string[]; lines: number };

/**
 * csv-parse's stream, each record pushed with the line it ends on. csv-parse's own `info: true` copies
 * its whole info object twice per record (about 1.6 of the 2 to 4 µs a line took to parse, decision
 * 0615); the parser's live `info.lines` read when the record is pushed is the same number.
 */
class LineNumberedParser extends Parser {
  constructor(options: Options) {
    super({ ...options, info: false });
  }

  override push(record: unknown, encoding?: BufferEncoding): boolean {
    return super.push(record === null ? null : { record, lines: this.info.lines }, encoding);
  }
}

/**
 * Reads a coverage CSV as a stream of data lines. Pulling is what drives reading: the parser
 * pauses the file when its buffer is full, so a slow consumer (the database) bounds memory.
 */
export async function* readAddressRecords(input: Readable): AsyncGenerator<CsvLine> {
  const parser = new LineNumberedParser({
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  // Errors of the file stream (missing file, read error) are forwarded to the parser and so to us.
  pipeline(input, parser, () => {});

  let columns: readonly ImportColumn[] | null = null;
  try {
    for await (const { record, lines } of parser as AsyncIterable<ParsedRecord>) {
      const line = firstLineOf(record, lines);
      if (columns === null) {
        columns = readHeader(record, line);
        continue;
      }
      if (record.length !== columns.length) {
        yield { line, cells: record, error: `expected ${columns.length} fields, got ${record.length}` };
        continue;
      }
      yield { line, cells: record, record: toRecord(columns, record) };
    }
  } catch (error) {
    throw asImportFileError(error);
  }
  if (columns === null) {
    throw new ImportFileError(
      `the file is empty: expected a header line (${IMPORT_COLUMNS.join(',')})`,
      null,
    );
  }
}

/** csv-parse reports the line a record ends on; a quoted field may span several lines. */
function firstLineOf(record: readonly string[], lines: number): number {
  let newlines = 0;
  for (const field of record) {
    for (let index = field.indexOf('\n'); index !== -1; index = field.indexOf('\n', index + 1)) {
      newlines += 1;
    }
  }
  return lines - newlines;
}

/** The header names the columns, in any order and letter case; every column is required. */
function readHeader(cells: readonly string[], line: number): ImportColumn[] {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const known = new Set<string>(IMPORT_COLUMNS);
  const unknown = names.filter((name) => !known.has(name));
  const missing = IMPORT_COLUMNS.filter((column) => !names.includes(column));
  const duplicated = names.filter((name, index) => names.indexOf(name) !== index);
  const problems = [
    missing.length > 0 ? `missing column(s) ${missing.join(', ')}` : null,
    unknown.length > 0 ? `unknown column(s) ${unknown.map((name) => JSON.stringify(name)).join(', ')}` : null,
    duplicated.length > 0 ? `duplicated column(s) ${duplicated.join(', ')}` : null,
  ].filter((problem) => problem !== null);
  if (problems.length > 0) {
    throw new ImportFileError(
      `bad header: ${problems.join('; ')}; expected ${IMPORT_COLUMNS.join(',')}`,
      line,
    );
  }
  return names as ImportColumn[];
}

function toRecord(columns: readonly ImportColumn[], cells: readonly string[]): ImportRecord {
  const record = {} as ImportRecord;
  for (let index = 0; index < columns.length; index += 1) {
    record[columns[index]!] = cells[index] ?? '';
  }
  return record;
}

function asImportFileError(error: unknown): Error {
  if (error instanceof ImportFileError) {
    return error;
  }
  if (error instanceof CsvError) {
    const lines = (error as CsvError & { lines?: number }).lines;
    return new ImportFileError(error.message.replace(/ at line \d+$/, ''), lines ?? null);
  }
  if (error instanceof Error) {
    return new ImportFileError(`cannot read the file: ${error.message}`, null);
  }
  return new ImportFileError(`cannot read the file: ${String(error)}`, null);
}
