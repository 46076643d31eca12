import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_OTS_PROVIDERS } from '@fibre/domain/demo/ots-providers';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildProviderApi } from '../scripts/build.mjs';
import { MIGRATIONS } from '../src/db/migrate';

// Two compiled provider API processes (dist/server.js, as production runs it; decision 0540) on
// one empty PostgreSQL database, started at the same instant: they migrate and seed once (0543),
// an address write through one clears the other's postcode cache within a second (0544), and
// SIGTERM lets a request in flight finish before the process exits 0 (0541).

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TOKEN = 'two-processes-token-0123456789';
const UPRN = '100000000001';
const POSTCODE_URL = '/uprn/uprnByPostcode/HB1%201AA';

interface ServerProcess {
  child: ChildProcess;
  url: Promise<string>;
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
}

function startServer(serverJs: string, databaseUrl: string, outboxDir: string): ServerProcess {
  const child = spawn(process.execPath, [serverJs], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PROVIDER_API_PORT: '0',
      PROVIDER_API_TOKEN: TOKEN,
      DATABASE_URL: databaseUrl,
      SMTP_URL: '',
      OUTBOX_DIR: outboxDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) {
        const line = JSON.parse(part) as Record<string, unknown>;
        lines.push(line);
        const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(String(line.msg));
        if (listening?.[1]) resolve(listening[1]);
      }
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening: ${stderr}`)));
  });
  return { child, url, lines, exited };
}

async function get(url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${TOKEN}`, ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

describe.runIf(inject('postgresUrl'))('two compiled provider API processes on one PostgreSQL', () => {
  const name = `t_two_${randomBytes(5).toString('hex')}`;
  const baseUrl = inject('postgresUrl') ?? '';
  const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
  const buildDir = join(
    REPO_ROOT,
    'node_modules',
    '.cache',
    `provider-api-test-${randomBytes(5).toString('hex')}`,
  );
  const outboxDir = mkdtempSync(join(tmpdir(), 'provider-api-two-'));
  let admin: pg.Client;
  let session: pg.Client;
  let servers: ServerProcess[] = [];
  let urls: string[] = [];

  beforeAll(async () => {
    mkdirSync(buildDir, { recursive: true });
    await buildProviderApi({ outDir: buildDir, quiet: true });
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    // Both at once, on an empty database.
    servers = [0, 1].map(() => startServer(join(buildDir, 'server.js'), databaseUrl, outboxDir));
    urls = await Promise.all(servers.map((server) => server.url));
    session = new pg.Client({ connectionString: databaseUrl });
    await session.connect();
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await session?.end();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('both are ready, and the database was migrated and seeded once', async () => {
    for (const url of urls) {
      expect(await get(`${url}/health/ready`)).toMatchObject({
        status: 200,
        body: { status: 'ok', database: 'postgres' },
      });
    }
    const count = async (table: string) =>
      Number((await session.query(`select count(*)::int as n from ${table}`)).rows[0].n);
    expect(await count('product')).toBe(DEMO_PRODUCTS.length);
    expect(await count('promotion')).toBe(DEMO_PROMOTIONS.length);
    expect(await count('address')).toBe(DEMO_ADDRESSES.length);
    expect(await count('ots_provider')).toBe(DEMO_OTS_PROVIDERS.length);
    expect(await count('kysely_migration')).toBe(Object.keys(MIGRATIONS).length);
    const seeders = servers.filter((server) =>
      server.lines.some((line) => line.msg === 'empty database: demo data loaded'),
    );
    expect(seeders).toHaveLength(1);
  });

  it("an address write through one clears the other's postcode cache within a second", async () => {
    const [first, second] = urls as [string, string];
    const coverageAt = async (url: string) =>
      ((await get(`${url}${POSTCODE_URL}`)).body as { uprn: string; coverage: string }[]).find(
        (item) => item.uprn === UPRN,
      )?.coverage;
    expect(await coverageAt(first)).toBe('PASSSERV');
    expect(await coverageAt(second)).toBe('PASSSERV');
    await session.query(`update address set coverage = 'DESIGN' where uprn = '${UPRN}'`);
    // Cached on both: the change behind their backs is not seen yet.
    expect(await coverageAt(second)).toBe('PASSSERV');
    const written = performance.now();
    expect((await get(`${first}/uprn/uprnChecked/${UPRN}`, { method: 'PUT' })).status).toBe(200);
    let seen: string | undefined;
    while (performance.now() - written < 1000) {
      seen = await coverageAt(second);
      if (seen === 'DESIGN') break;
    }
    expect(seen).toBe('DESIGN');
    if (process.env.ADDRESS_NOTIFY_FIGURES === '1') {
      console.log(
        `write on one process to a fresh list on the other: ${(performance.now() - written).toFixed(1)} ms`,
      );
    }
  });

  it('logs the caller’s x-request-id as reqId and echoes it', async () => {
    const [first] = urls as [string];
    const response = await get(`${first}/product`, { headers: { 'x-request-id': 'two-processes-id-1' } });
    expect(response.headers.get('x-request-id')).toBe('two-processes-id-1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = servers[0]?.lines.filter((line) => line.reqId === 'two-processes-id-1') ?? [];
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('on SIGTERM stops taking connections, finishes the request in flight, and exits 0', async () => {
    const server = servers[1] as ServerProcess;
    const url = urls[1] as string;
    // Hold the address row so PUT uprnChecked waits inside its transaction: a request in flight.
    await session.query('begin');
    await session.query(`select 1 from address where uprn = '${UPRN}' for update`);
    const inFlight = get(`${url}/uprn/uprnChecked/${UPRN}`, { method: 'PUT' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    // The listener closes at once: a new connection is refused.
    let refused = false;
    for (let attempt = 0; attempt < 50 && !refused; attempt += 1) {
      refused = await fetch(`${url}/health/live`, { headers: { connection: 'close' } }).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();
    await session.query('commit');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    // Its keep-alive connection ends with it, so the close does not wait out the keep-alive timeout.
    expect(answer.headers.get('connection')).toBe('close');
    const answered = performance.now();
    expect(await server.exited).toBe(0);
    expect(performance.now() - answered).toBeLessThan(2000);
    expect(server.lines.some((line) => line.msg === 'closing' && line.signal === 'SIGTERM')).toBe(true);
  });
});
