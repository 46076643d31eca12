import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '@/migrations/postgres';

/**
 * Two site processes starting at once on one empty PostgreSQL CMS database (decision 0533): each
 * does what instrumentation.ts does, in production mode as `next start` runs, and between them the
 * database is migrated once and seeded once.
 */
const postgresUrl = inject('postgresUrl');
const WEB = fileURLToPath(new URL('../..', import.meta.url));
const START = fileURLToPath(new URL('../test-support/cms-start.ts', import.meta.url));

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

interface SiteProcess {
  /** Starts its CMS work; resolves with the exit code and everything it printed. */
  go(): Promise<{ code: number | null; output: string }>;
}

/**
 * One site process, its modules loaded. Node 20 now and then leaves the import of this large module
 * graph unsettled (exit 13, before any database work, with tsx's loader thread), even alone: three
 * attempts in a row failed in a CI run and again on a quiet machine. Such a process is started
 * again, up to eight times, so the two still begin their CMS work together.
 */
async function loadSiteProcess(env: NodeJS.ProcessEnv, attempts = 8): Promise<SiteProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', START], { cwd: WEB, env, stdio: 'pipe' });
  let output = '';
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  const loaded = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('loaded\n')) resolve();
    });
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const first = await Promise.race([loaded.then(() => 'loaded' as const), exited]);
  if (first !== 'loaded') {
    if (attempts > 1) return loadSiteProcess(env, attempts - 1);
    throw new Error(`a site process exited with ${first} while loading:\n${output}`);
  }
  return {
    go: async () => {
      child.stdin.end('go\n');
      return { code: await exited, output };
    },
  };
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

    // One after the other, so a busy machine does not load two graphs at once; their CMS work still
    // starts together, on `go`.
    const sites = [await loadSiteProcess(env), await loadSiteProcess(env)];
    const started = await Promise.all(sites.map((site) => site.go()));

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
