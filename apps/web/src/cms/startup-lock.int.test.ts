import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '@/migrations/postgres';
import { repoRoot } from './paths';

/**
 * Two site processes starting at once on one empty PostgreSQL CMS database (decision 0533): each
 * does what instrumentation.ts does, in production mode as `next start` runs, and between them the
 * database is migrated once and seeded once.
 */
const postgresUrl = inject('postgresUrl');
const WEB = fileURLToPath(new URL('../..', import.meta.url));
const START = fileURLToPath(new URL('../test-support/cms-start.ts', import.meta.url));
const TSX = path.join(repoRoot(), 'node_modules/tsx/dist/cli.mjs');

function databaseUrl(name: string): string {
  const url = new URL(postgresUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function startSiteProcess(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, START], { cwd: WEB, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!postgresUrl)('two site processes starting at once on an empty PostgreSQL CMS', () => {
  const name = `cms_startup_${process.pid}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-startup-'));

  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgresUrl) await query(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrate and seed it once', async () => {
    await query(postgresUrl ?? '', `CREATE DATABASE ${name}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-test-payload-secret-of-forty-characters',
      CMS_DATABASE_URL: databaseUrl(name),
      CMS_MEDIA_DIR: path.join(dir, 'media'),
      CMS_STAFF_PASSWORD: 'startup-lock-staff-password',
    };

    const started = await Promise.all([startSiteProcess(env), startSiteProcess(env)]);

    expect(
      started.map(({ code }) => code),
      started.map(({ output }) => output).join('\n'),
    ).toEqual([0, 0]);
    const url = databaseUrl(name);
    const applied = await query<{ name: string }>(url, 'SELECT name FROM payload_migrations ORDER BY id');
    expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    expect(await query(url, 'SELECT email FROM users')).toEqual([{ email: 'staff@heybroadband.example' }]);
    const pages = await query<{ slug: string; copies: string }>(
      url,
      'SELECT slug, count(*) AS copies FROM pages GROUP BY slug ORDER BY slug',
    );
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.filter((page) => page.copies !== '1')).toEqual([]);
    const media = await query<{ filename: string; copies: string }>(
      url,
      'SELECT filename, count(*) AS copies FROM media GROUP BY filename HAVING count(*) > 1',
    );
    expect(media).toEqual([]);
  }, 240_000);
});
