import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The index (README.md) must list every record once, in number order, and link only to records that
// exist; a superseded record says so at its top.
const folder = dirname(fileURLToPath(import.meta.url));
const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const LINK = /\[(\d{4})\]\(([^)]+)\)/g;

const records = readdirSync(folder)
  .filter((name) => RECORD_FILE.test(name))
  .sort();

interface Row {
  number: string;
  file: string;
  status: string;
}

const rows: Row[] = readFileSync(join(folder, 'README.md'), 'utf8')
  .split('\n')
  .flatMap((line) => {
    const cells = line.match(/^\| \[(\d{4})\]\(([^)]+)\) \| .+ \| (.+) \|$/);
    if (!cells) return [];
    const [, number = '', file = '', status = ''] = cells;
    return [{ number, file, status }];
  });

function linkedFiles(text: string): { number: string; file: string }[] {
  return [...text.matchAll(LINK)].map(([, number = '', file = '']) => ({ number, file }));
}

describe('the decision records index', () => {
  it('has one row per record, in number order', () => {
    expect(rows.map((row) => row.file)).toEqual(records);
  });

  it('links each row to a record that exists, under its own number', () => {
    for (const row of rows) {
      expect(existsSync(join(folder, row.file)), row.file).toBe(true);
      expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true);
    }
  });

  it('gives each row a status: accepted, or superseded or amended by later records that exist', () => {
    for (const row of rows) {
      expect(row.status, row.file).toMatch(
        /^(accepted|superseded by \[\d{4}\]\(.+\)|amended by \[\d{4}\]\(.+\))$/,
      );
      for (const later of linkedFiles(row.status)) {
        expect(existsSync(join(folder, later.file)), `${row.file} → ${later.file}`).toBe(true);
        expect(later.file.startsWith(`${later.number}-`), later.file).toBe(true);
        expect(Number(later.number), `${row.file} → ${later.file}`).toBeGreaterThan(Number(row.number));
      }
    }
  });

  it('marks a superseded record at its top, and only a superseded one', () => {
    for (const row of rows) {
      const top = readFileSync(join(folder, row.file), 'utf8').split('\n').slice(0, 4).join('\n');
      const marked = top.match(/^Status: (superseded by \[\d{4}\]\(.+\))$/m);
      if (row.status.startsWith('superseded')) expect(marked?.[1], row.file).toBe(row.status);
      else expect(marked, row.file).toBeNull();
    }
  });
});
