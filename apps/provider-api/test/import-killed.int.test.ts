import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDatabase, createDatabase, type DatabaseDialect } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { ImportReport } from '../src/import/import-command';
import { freshDatabase, type TestDatabase } from './databases';

// A killed import (SIGKILL: no handler runs, no rollback is sent) leaves every committed batch
// whole and no part of the batch it was writing; running the same file again completes it.

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const HEADER = 'uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status';
// Enough lines that the import is still writing when it is killed, few enough to rerun in seconds.
const ROWS = 50_000;
const BATCH = 1000;

let dir = '';
let file = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-killed-'));
  file = join(dir, 'addresses.csv');
  // uprn n is on data line n: the committed rows must be exactly uprns 1..k×BATCH.
  const lines = [HEADER];
  for (let n = 1; n <= ROWS; n += 1) {
    const postcode = `KL${1 + (Math.floor(n / 30) % 90)} ${1 + (n % 9)}AB`;
    lines.push(`${n},"${n} Kill Street, Testbury",${postcode},PASSSERV,,RES,0,`);
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function startImport(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/provider-api/scripts/import-addresses.ts',
      file,
      '--json',
      '--batch-size',
      String(BATCH),
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, INIT_CWD: REPO_ROOT, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

async function counts(database: AppDatabase): Promise<{ rows: number; highest: number }> {
  const { rows } = await sql<{ rows: number | string; highest: number | string | null }>`
    select count(*) as rows, max(cast(uprn as bigint)) as highest from address`.execute(database.db);
  const row = rows[0];
  return { rows: Number(row?.rows ?? 0), highest: Number(row?.highest ?? 0) };
}

const dialects: DatabaseDialect[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(dialects)('a killed import [%s]', (dialect) => {
  let database: AppDatabase;
  let postgres: TestDatabase | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    if (dialect === 'postgres') {
      postgres = await freshDatabase('postgres', { seed: false });
      database = postgres;
      env = { DATABASE_URL: postgres.connectionString ?? '' };
    } else {
      const sqlitePath = join(dir, 'killed.sqlite');
      database = await createDatabase({ sqlitePath });
      await migrateToLatest(database.db);
      env = { SQLITE_PATH: sqlitePath };
    }
  });
  afterAll(async () => {
    if (postgres) await postgres.dispose();
    else await database?.destroy();
  });

  it('keeps only whole batches, and the next run completes the file', async () => {
    const child = startImport(env);
    const exited = once(child, 'exit');
    // Kill it as soon as its first batches are visible, while it is writing the next.
    let seen = 0;
    while (seen < 3 * BATCH) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = (await counts(database)).rows;
      if (child.exitCode !== null) throw new Error('the import finished before it could be killed');
    }
    child.kill('SIGKILL');
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });

    const afterKill = await counts(database);
    expect(afterKill.rows).toBeGreaterThanOrEqual(3 * BATCH);
    expect(afterKill.rows).toBeLessThan(ROWS);
    expect(afterKill.rows % BATCH).toBe(0);
    // The first lines of the file, none missing and none beyond: whole batches in file order.
    expect(afterKill.highest).toBe(afterKill.rows);

    const again = startImport(env);
    let stdout = '';
    again.stdout?.on('data', (chunk) => {
      stdout += String(chunk);
    });
    const [againCode] = await once(again, 'exit');
    expect(againCode).toBe(0);
    const report = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as ImportReport;
    expect(report.summary).toMatchObject({
      read: ROWS,
      inserted: ROWS - afterKill.rows,
      unchanged: afterKill.rows,
      updated: 0,
      rejected: 0,
    });
    expect(await counts(database)).toEqual({ rows: ROWS, highest: ROWS });
  }, 120_000);
});
