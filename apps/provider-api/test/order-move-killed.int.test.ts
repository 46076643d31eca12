import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildProviderApi } from '../scripts/build.mjs';
import { orderBody } from './bodies';

// The compiled provider API (dist/server.js) killed with SIGKILL while a move of an order waits
// inside its transaction (decision 0632): the move, its history line and its events are all
// missing afterwards, never some of them; the move made again by a new process writes each once.

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TOKEN = 'order-move-killed-token-0123456789';

interface ServerProcess {
  child: ChildProcess;
  url: Promise<string>;
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
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(part);
        if (listening?.[1]) resolve(listening[1]);
      }
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening: ${stderr}`)));
  });
  return { child, url, exited };
}

async function call(url: string, method: 'GET' | 'POST' | 'PUT', body?: unknown, key?: string) {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.runIf(inject('postgresUrl'))('an order move when the API process is killed mid-change', () => {
  const name = `t_kill_${randomBytes(5).toString('hex')}`;
  const baseUrl = inject('postgresUrl') ?? '';
  const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
  const buildDir = join(
    REPO_ROOT,
    'node_modules',
    '.cache',
    `provider-api-kill-${randomBytes(5).toString('hex')}`,
  );
  const outboxDir = mkdtempSync(join(tmpdir(), 'provider-api-kill-'));
  const started: ServerProcess[] = [];
  let admin: pg.Client;
  let session: pg.Client;

  const start = async () => {
    const server = startServer(join(buildDir, 'server.js'), databaseUrl, outboxDir);
    started.push(server);
    return { server, url: await server.url };
  };

  beforeAll(async () => {
    mkdirSync(buildDir, { recursive: true });
    await buildProviderApi({ outDir: buildDir, quiet: true });
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
  }, 60_000);

  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    await session?.end();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('leaves no state, history or event of the killed move, and the retried move writes each once', async () => {
    const first = await start();
    const signUp = await call(`${first.url}/customer/SIGNUP`, 'POST', orderBody({}, '100000000004'));
    expect(signUp.status).toBe(201);
    const code = String(signUp.body.code);
    const workOrder = (signUp.body.work_order as { id_workorder: string }).id_workorder;
    const schedule = await call(`${first.url}/workorder/schedule/${workOrder}`, 'GET');
    const slot = (schedule.body.slots as { day: string; time: string; available: boolean }[]).find(
      (candidate) => candidate.available,
    );
    expect(slot).toBeDefined();
    expect(
      (
        await call(`${first.url}/workorder/schedule/${workOrder}`, 'PUT', {
          day: slot?.day,
          time: slot?.time,
        })
      ).status,
    ).toBe(200);
    const bank = { account_name: 'Sam Fibre', sort_code: '089999', account_number: '66374958' };
    expect((await call(`${first.url}/customer/${code}/direct-debit`, 'POST', bank)).status).toBe(201);
    const confirm = { start_within_cancellation_period: true };
    expect((await call(`${first.url}/customer/${code}/confirm`, 'POST', confirm)).status).toBe(201);

    session = new pg.Client({ connectionString: databaseUrl });
    await session.connect();
    const trail = async () => ({
      state: (await session.query('select state from order_state where customer_code = $1', [code])).rows[0]
        ?.state,
      changes: Number(
        (
          await session.query('select count(*)::int as n from order_state_change where customer_code = $1', [
            code,
          ])
        ).rows[0].n,
      ),
      events: (
        await session.query('select type from order_event where customer_code = $1 order by id', [code])
      ).rows.map((row: { type: string }) => row.type),
    });
    expect(await trail()).toEqual({ state: 'acknowledged', changes: 1, events: ['order.created'] });

    // Hold the order's state row: the move waits inside its transaction, after reading the state.
    await session.query('begin');
    await session.query('select 1 from order_state where customer_code = $1 for update', [code]);
    const move = { state: 'inProgress', reason: 'Engineer assigned', actor: 'field-service' };
    const inFlight = call(`${first.url}/order/${code}/state`, 'POST', move, `move-${code}`).catch(
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.server.child.kill('SIGKILL');
    expect(await first.server.exited).toBeNull();
    expect(await inFlight).toBeInstanceOf(Error);
    await session.query('commit');
    expect(await trail()).toEqual({ state: 'acknowledged', changes: 1, events: ['order.created'] });

    // A new process: the killed request's key is still held (a retry within a minute is told so and
    // writes nothing); the move made again under a new key happens exactly once.
    const second = await start();
    const held = await call(`${second.url}/order/${code}/state`, 'POST', move, `move-${code}`);
    expect({ status: held.status, key: held.body.error }).toEqual({
      status: 409,
      key: 'idempotency.in_progress',
    });
    expect(await trail()).toEqual({ state: 'acknowledged', changes: 1, events: ['order.created'] });
    const retried = await call(`${second.url}/order/${code}/state`, 'POST', move, `move-${code}-again`);
    expect({ status: retried.status, state: retried.body.state }).toEqual({
      status: 200,
      state: 'inProgress',
    });
    expect(await trail()).toEqual({
      state: 'inProgress',
      changes: 2,
      events: ['order.created', 'order.state_changed'],
    });
  });
});
