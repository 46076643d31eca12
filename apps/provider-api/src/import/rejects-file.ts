import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { IMPORT_COLUMNS } from './address-row';
import type { RejectedLine } from './import-addresses';

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection") gets a leading apostrophe:
 * the rejects file is opened by people, and its cells come from a file we just found faulty.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180 quoting: only when needed, quotes doubled. */
export function csvCell(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function rejectsLine(rejected: RejectedLine): string {
  return `${[String(rejected.line), rejected.reason, ...rejected.fields].map(csvCell).join(',')}\n`;
}

export const REJECTS_HEADER = `line,reason,${IMPORT_COLUMNS.join(',')}\n`;

export type RejectsFile = {
  write(rejected: RejectedLine): Promise<void>;
  close(): Promise<void>;
};

/**
 * Writes rejected lines as CSV: the line number, the reason, then the line's own cells, so the
 * file can be fixed and imported again. Writing waits for the disk, keeping memory flat.
 */
export async function openRejectsFile(path: string): Promise<RejectsFile> {
  const stream = createWriteStream(path, { encoding: 'utf8' });
  await once(stream, 'open');
  const write = async (text: string) => {
    if (!stream.write(text)) {
      await once(stream, 'drain');
    }
  };
  await write(REJECTS_HEADER);
  return {
    write: (rejected) => write(rejectsLine(rejected)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        stream.end((error?: Error | null) => (error ? reject(error) : resolve()));
      }),
  };
}
