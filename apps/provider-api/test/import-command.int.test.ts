import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { type ImportReport, runImportCommand } from '../src/import/import-command';
import { describeEachDatabase } from './databases';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const HEADER = 'uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-command-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function writeCsv(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, `${HEADER}\n${lines.join('\n')}\n`);
  return path;
}

function capture() {
  let text = '';
  return {
    stream: new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk);
        done();
      },
    }),
    text: () => text,
  };
}

describeEachDatabase('import:addresses command', (context) => {
  const runOnSuiteDatabase = async (argv: string[]) => {
    const stdout = capture();
    const stderr = capture();
    const status = await runImportCommand(argv, {
      env: {},
      cwd: dir,
      stdout: stdout.stream,
      stderr: stderr.stream,
      // The suite's database, left open for the assertions.
      openDatabase: async () => ({ ...context.database, destroy: async () => {} }),
    });
    return { status, stdout: stdout.text(), stderr: stderr.text() };
  };

  it('prints each rejected line with its number and reason, the counts, and writes the rejects file', async () => {
    const file = writeCsv(`mixed-${context.dialect}.csv`, [
      '500000000001,"1 Import Road, Testbury",HB20 1AB,PASSSERV,,RES,false,',
      '500000000002,"2 Import Road, Testbury",NOT A POSTCODE,PASSSERV,,RES,false,',
      '100000000001,"1 Fibre Street, Demoton",HB1 1AA,PASSSERV,,RES,false,',
      '100000000002,"2 Fibre Street, Demoton",HB1 1AA,DESIGN,,RES,false,',
      '=1+1,"=HYPERLINK(""http://x"")",HB1 1AA,PASSSERV,,RES,false,',
    ]);
    const result = await runOnSuiteDatabase([
      `mixed-${context.dialect}.csv`,
      '--rejects',
      `rejects-${context.dialect}.csv`,
    ]);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(
      'line 3: postcode is not a valid UK postcode (got "NOT A POSTCODE")\n' +
        'line 6: uprn must be 1 to 12 digits (got "=1+1")\n',
    );
    const [first, summary] = result.stdout.trimEnd().split('\n');
    expect(first).toBe(`Importing ${file} into SQLite ${join(REPO_ROOT, 'data/provider-api.sqlite')}`);
    expect(summary).toMatch(
      /^Read 5 rows: 1 inserted, 1 updated, 1 unchanged, 2 rejected \(1 batches in \d+\.\d s, [\d,]+ rows\/s, peak memory \d+ MiB\)$/,
    );
    expect(readFileSync(join(dir, `rejects-${context.dialect}.csv`), 'utf8')).toBe(
      `line,reason,${HEADER}\n` +
        '3,"postcode is not a valid UK postcode (got ""NOT A POSTCODE"")",500000000002,"2 Import Road, Testbury",NOT A POSTCODE,PASSSERV,,RES,false,\n' +
        `6,"uprn must be 1 to 12 digits (got ""=1+1"")",'=1+1,"'=HYPERLINK(""http://x"")",HB1 1AA,PASSSERV,,RES,false,\n`,
    );
  });

  it('prints a JSON summary with --json', async () => {
    writeCsv(`json-${context.dialect}.csv`, [
      '500000000011,"11 Import Road, Testbury",HB20 1AB,PASSSERV,,RES,0,',
    ]);
    const result = await runOnSuiteDatabase([`json-${context.dialect}.csv`, '--json']);
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as ImportReport;
    expect(report).toMatchObject({
      ok: true,
      file: join(dir, `json-${context.dialect}.csv`),
      summary: { read: 1, inserted: 1, updated: 0, unchanged: 0, rejected: 0, batches: 1 },
    });
    expect(report.error).toBeUndefined();
  });

  it('caps the printed rejects at 1000 and says how many more there are', async () => {
    const bad = Array.from({ length: 1003 }, (_, index) => `${index + 1},x,NOPE,PASSSERV,,RES,0,`);
    writeCsv(`many-${context.dialect}.csv`, bad);
    const result = await runOnSuiteDatabase([`many-${context.dialect}.csv`]);
    expect(result.status).toBe(0);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1001);
    expect(lines[999]).toBe('line 1001: postcode is not a valid UK postcode (got "NOPE")');
    expect(lines[1000]).toBe('… and 3 more rejected lines (write them all with --rejects FILE)');
  });

  it('exits 1 with a clear message when the file breaks part-way', async () => {
    const good = Array.from({ length: 3 }, (_, index) => `50000000010${index},a,HB20 1AB,PASSSERV,,RES,0,`);
    writeCsv(`broken-${context.dialect}.csv`, [...good, '9,"unclosed,HB1 1AA,PASSSERV,,RES,0,']);
    const result = await runOnSuiteDatabase([`broken-${context.dialect}.csv`, '--batch-size', '2']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^import:addresses stopped: line 5: Quote Not Closed.*\. (Nothing was written\.|The valid lines up to line \d are applied; nothing after that was written\. Fix the file and run the whole import again: it is an upsert, so applied lines are not duplicated\.)\n$/,
    );
  });
});

/** The real command, as an operator runs it from the repository root. */
describe('npm run import:addresses', () => {
  const npmImport = (args: string[], env: Record<string, string>) =>
    run('npm', ['run', '--silent', 'import:addresses', '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    });

  it('imports into the SQLite file SQLITE_PATH names, migrating a new database first', async () => {
    const file = writeCsv('npm-sqlite.csv', [
      '600000000001,"1 Npm Road, Testbury",hb20 1ab,PASSSERV,,RES,1,RFS',
    ]);
    const sqlitePath = join(dir, 'npm.sqlite');
    const { stdout } = await npmImport([file, '--json'], { SQLITE_PATH: sqlitePath });
    const report = JSON.parse(stdout) as ImportReport;
    expect(report).toMatchObject({ ok: true, database: `SQLite ${sqlitePath}`, summary: { inserted: 1 } });
    const database = await createDatabase({ sqlitePath });
    try {
      const row = await database.db.selectFrom('address').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ uprn: '600000000001', postcode: 'HB20 1AB', ismdu: 1, mdu_status: 'RFS' });
    } finally {
      await database.destroy();
    }
  });

  it('exits 1 when the file is missing', async () => {
    const failure = await npmImport([join(dir, 'absent.csv')], {
      SQLITE_PATH: join(dir, 'absent.sqlite'),
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('import:addresses stopped: cannot read');
  });

  it.skipIf(!inject('postgresUrl'))('imports into the PostgreSQL database DATABASE_URL names', async () => {
    const baseUrl = inject('postgresUrl') as string;
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    try {
      const file = writeCsv('npm-postgres.csv', [
        '600000000002,"2 Npm Road, Testbury",HB20 1AB,DESIGN,,BUS,0,',
      ]);
      const { stdout } = await npmImport([file, '--json'], { DATABASE_URL: url.toString() });
      expect(JSON.parse(stdout)).toMatchObject({ ok: true, summary: { inserted: 1 } });
      const database = await createDatabase({ databaseUrl: url.toString() });
      try {
        const row = await database.db.selectFrom('address').selectAll().executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          uprn: '600000000002',
          coverage: 'DESIGN',
          address_type: 'BUS',
          ismdu: 0,
        });
      } finally {
        await database.destroy();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
