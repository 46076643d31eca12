import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { describeDatabase, runImportCommand, USAGE } from './import-command';

function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

async function run(argv: string[], env: Record<string, string | undefined> = {}) {
  const stdout = capture();
  const stderr = capture();
  const opened: string[] = [];
  const status = await runImportCommand(argv, {
    env,
    cwd: '/srv/inventory',
    stdout: stdout.stream,
    stderr: stderr.stream,
    openDatabase: async () => {
      opened.push('database');
      throw new Error('no database in a unit test');
    },
  });
  return { status, stdout: stdout.text(), stderr: stderr.text(), opened };
}

describe('runImportCommand: usage', () => {
  it('prints the usage with --help and exits 0', async () => {
    const result = await run(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${USAGE}\n`);
  });

  it('documents the exit statuses', () => {
    expect(USAGE).toContain('Exit status: 0 when every valid line is applied');
    expect(USAGE).toContain('1 when the import stopped');
    expect(USAGE).toContain('2 on a usage or configuration error');
  });

  it.each([
    [[], 'import:addresses: give exactly one CSV file'],
    [['a.csv', 'b.csv'], 'import:addresses: give exactly one CSV file'],
    [
      ['a.csv', '--batch-size', '0'],
      'import:addresses: --batch-size must be a whole number from 1 to 100000, got "0"',
    ],
    [
      ['a.csv', '--batch-size', '100001'],
      'import:addresses: --batch-size must be a whole number from 1 to 100000, got "100001"',
    ],
    [
      ['a.csv', '--batch-size', '1e3'],
      'import:addresses: --batch-size must be a whole number from 1 to 100000, got "1e3"',
    ],
  ])('refuses %j with exit 2 before touching the database', async (argv, message) => {
    const result = await run(argv);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`${message}\n${USAGE}\n`);
    expect(result.opened).toEqual([]);
  });

  it('refuses an unknown option', async () => {
    const result = await run(['a.csv', '--drop-everything']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^import:addresses: Unknown option '--drop-everything'/);
  });

  it('refuses a bad configuration with exit 2, naming the variable', async () => {
    const result = await run(['a.csv'], { DATABASE_URL: 'mysql://nope' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('DATABASE_URL must be a postgres:// URL');
    expect(result.stderr).not.toContain('Usage:');
  });

  it('reads the file relative to where npm was run and stops with exit 1 when it is missing', async () => {
    const result = await run(['missing.csv']);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "import:addresses stopped: cannot read /srv/inventory/missing.csv: ENOENT: no such file or directory, open '/srv/inventory/missing.csv'. Nothing was written.\n",
    );
    expect(result.opened).toEqual([]);
  });

  it('reports the missing file in the JSON summary', async () => {
    const result = await run(['/nope/missing.csv', '--json']);
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({
      ok: false,
      file: '/nope/missing.csv',
      summary: { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0, batches: 0 },
      rowsPerSecond: 0,
    });
    expect(report.error).toMatch(/^cannot read \/nope\/missing.csv: ENOENT/);
    expect(report.maxRssBytes).toBeGreaterThan(1024 * 1024);
    expect(report.cpuSeconds).toBeGreaterThan(0);
  });
});

describe('describeDatabase', () => {
  it('names the SQLite file', () => {
    expect(describeDatabase({ databaseUrl: null, sqlitePath: '/data/provider-api.sqlite' })).toBe(
      'SQLite /data/provider-api.sqlite',
    );
  });

  it('names the PostgreSQL host and database without the password', () => {
    expect(
      describeDatabase({ databaseUrl: 'postgres://api:s3cret@db.internal:6432/provider', sqlitePath: 'x' }),
    ).toBe('PostgreSQL db.internal:6432/provider');
    expect(
      describeDatabase({ databaseUrl: 'postgres://api:s3cret@db.internal/provider', sqlitePath: 'x' }),
    ).toBe('PostgreSQL db.internal/provider');
  });

  it('says only PostgreSQL when the URL cannot be read', () => {
    expect(describeDatabase({ databaseUrl: 'postgres://a:b@[bad', sqlitePath: 'x' })).toBe('PostgreSQL');
  });
});
