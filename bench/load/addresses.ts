import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HEADER, seededRandom, syntheticPostcode } from '../api/synthetic-addresses';
import type { Visit } from './journey';

/**
 * The load bench's own addresses: every visitor orders at an address of its own (an address takes
 * one open order at a time, decision 0173, and a confirmed one makes it a customer's), all
 * serviceable homes (PASSSERV, RES, single dwelling), ten to a synthetic HB postcode (not a real UK
 * area, demo-data.md), uprns from 300000000001, away from the demo's and bench:api's.
 */
export const FIRST_UPRN = 300_000_000_001;
export const PER_POSTCODE = 10;

export interface BenchAddress {
  uprn: string;
  address: string;
  postcode: string;
}

/** The address of the n-th visitor (0-based). */
export function benchAddress(index: number): BenchAddress {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`visitor ${index} is not a whole number`);
  const postcode = syntheticPostcode(Math.floor(index / PER_POSTCODE));
  return {
    uprn: String(FIRST_UPRN + index),
    address: `${(index % PER_POSTCODE) + 1} Visitor Row, Loadham`,
    postcode,
  };
}

/** The import's CSV (apps/provider-api/src/import) of `count` visitors' addresses from `first`. */
export function addressCsv(first: number, count: number): string {
  const lines = [HEADER];
  for (let index = first; index < first + count; index += 1) {
    const { uprn, address, postcode } = benchAddress(index);
    lines.push(`${uprn},"${address}",${postcode},PASSSERV,,RES,false,`);
  }
  return `${lines.join('\n')}\n`;
}

/** The n-th visitor: its address, a fresh e-mail and its own seeded choice of slot. */
export function visitFor(index: number, runId: string): Visit {
  const { uprn, postcode } = benchAddress(index);
  return {
    uprn,
    postcode,
    email: `load.${runId}.${index}@example.com`,
    random: seededRandom(index + 1),
  };
}

/**
 * Imports `count` visitors' addresses from the `first` into the provider API's database with the real
 * command (`npm run import:addresses`), which migrates first if it must. `databaseEnv` names the
 * database: DATABASE_URL, or SQLITE_PATH with DATABASE_URL empty.
 */
export async function importBenchAddresses(
  first: number,
  count: number,
  options: { repoRoot: string; workDir: string; databaseEnv: NodeJS.ProcessEnv },
): Promise<void> {
  mkdirSync(options.workDir, { recursive: true });
  const file = path.join(options.workDir, `load-addresses-${first}-${count}.csv`);
  writeFileSync(file, addressCsv(first, count));
  const child = spawn(
    path.join(options.repoRoot, 'node_modules/.bin/tsx'),
    ['scripts/import-addresses.ts', file, '--json'],
    {
      cwd: path.join(options.repoRoot, 'apps/provider-api'),
      env: { ...process.env, ...options.databaseEnv, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`importing the bench's addresses failed (exit ${code}):\n${output}`);
}
