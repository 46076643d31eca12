import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS } from '../../apps/provider-api/src/idempotency/idempotency';
import { type Cluster, freeClusterPorts, REPO_ROOT, startCluster } from '../../scripts/cluster/cluster.mjs';
import {
  type Answer,
  apiHeaders,
  CLUSTER_STAFF,
  call,
  ORDERABLE_ADDRESSES,
  providerCode,
  query,
  type RetryOutcome,
  type RetryPolicy,
  signupBody,
  totpCode,
  visitorCookie,
  withRetries,
} from './clients';

/**
 * Issue 21's proofs on real servers: one cluster (2 site + 2 API processes behind HAProxy, one
 * PostgreSQL with both databases, one Redis) started once for the file, on free loopback ports and
 * empty databases. Each test says which process it talks to: the processes' own URLs where the
 * point is "one process, then the other", the load balancers' where a client would.
 */

let cluster: Cluster;
let dataDir: string;
const startLog: string[] = [];

const site = (index: number) => cluster.siteProcesses[index]?.url ?? '';
const api = (index: number) => cluster.apiProcesses[index]?.url ?? '';

beforeAll(async () => {
  if (!existsSync(path.join(REPO_ROOT, 'apps/web/.next/BUILD_ID'))) {
    throw new Error(
      'apps/web has no production build: `npm test` builds it in test:e2e; or run `npm run build -w apps/web`.',
    );
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'fibre-cluster-'));
  cluster = await startCluster({
    dataDir,
    ports: await freeClusterPorts(),
    build: false,
    durable: false,
    log: (message) => startLog.push(message),
    env: {
      // Our own servers, whatever the shell says.
      DATABASE_URL: '',
      CMS_DATABASE_URL: '',
      REDIS_URL: '',
      PROVIDER_API_TOKEN: randomUUID().replaceAll('-', ''),
      CMS_STAFF_EMAIL: CLUSTER_STAFF.email,
      CMS_STAFF_PASSWORD: CLUSTER_STAFF.password,
      CMS_STAFF_TOTP_SECRET: CLUSTER_STAFF.totpSecret,
      LOG_LEVEL: 'info',
    },
  });
});

afterAll(async () => {
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('two processes of each starting at once on empty databases', () => {
  it('migrate and seed each database once', async () => {
    // Both API processes and both site processes started together (startCluster does so) and all four are up.
    expect(Object.values(await cluster.balancerStatus())).toEqual(['UP', 'UP', 'UP', 'UP']);

    const apiMigrations = await query<{ name: string; copies: string }>(
      cluster.databaseUrl,
      'select name, count(*) as copies from kysely_migration group by name having count(*) > 1',
    );
    expect(apiMigrations).toEqual([]);
    // The demo data once: exactly the domain's lists, whichever process seeded.
    const count = async (table: string) =>
      Number((await query<{ n: string }>(cluster.databaseUrl, `select count(*) as n from ${table}`))[0]?.n);
    expect(await count('address')).toBe(DEMO_ADDRESSES.length);
    expect(await count('product')).toBe(DEMO_PRODUCTS.length);
    expect(await count('promotion')).toBe(DEMO_PROMOTIONS.length);

    const cmsMigrations = await query<{ name: string }>(
      cluster.cmsDatabaseUrl,
      'select name from payload_migrations group by name having count(*) > 1',
    );
    expect(cmsMigrations).toEqual([]);
    const pages = await query<{ slug: string }>(
      cluster.cmsDatabaseUrl,
      'select slug from pages group by slug having count(*) > 1',
    );
    expect(pages).toEqual([]);
    expect(
      await query(cluster.cmsDatabaseUrl, 'select id from pages where slug = $1', ['home']),
    ).toHaveLength(1);
    expect(await query(cluster.cmsDatabaseUrl, 'select id from users')).toHaveLength(1);
    const media = await query<{ alt: string }>(
      cluster.cmsDatabaseUrl,
      'select alt from media group by alt having count(*) > 1',
    );
    expect(media).toEqual([]);
  });
});

describe('the CMS on two site processes', () => {
  it('serves a page published through site-1 changed from site-2 within a second', async () => {
    const origin = site(0);
    let token = '';
    for (let attempt = 0; attempt < 3 && !token; attempt++) {
      const signIn = await call(`${origin}/cms-api/users/login`, {
        method: 'POST',
        headers: { origin },
        body: {
          email: CLUSTER_STAFF.email,
          password: CLUSTER_STAFF.password,
          code: totpCode(CLUSTER_STAFF.totpSecret),
        },
      });
      token = (signIn.body as { token?: string } | null)?.token ?? '';
      if (!token) await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 250));
    }
    expect(token).not.toBe('');
    const staff = { origin, authorization: `JWT ${token}` };
    const found = await call(`${origin}/cms-api/pages?where[slug][equals]=home&depth=0&limit=1`, {
      headers: staff,
    });
    const home = (
      found.body as { docs: Array<{ id: number; hero: Record<string, unknown> & { headline: string } }> }
    ).docs[0];
    if (!home) throw new Error('no home page');

    // site-2 has served (and cached) the page before the change.
    const before = await call(`${site(1)}/`);
    expect(before.status).toBe(200);
    expect(before.body).toContain(home.hero.headline);

    const changed = `Full fibre on every process (${Date.now().toString(36)})`;
    const publish = await call(`${origin}/cms-api/pages/${home.id}`, {
      method: 'PATCH',
      headers: staff,
      body: { hero: { ...home.hero, headline: changed }, _status: 'published' },
    });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
    const published = Date.now();
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - published < 5000) {
      const page = await call(`${site(1)}/`);
      if (typeof page.body === 'string' && page.body.includes(changed)) {
        seenAfter = Date.now() - published;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenAfter).toBeLessThanOrEqual(1000);
  });
});

describe('limits and looked-up addresses shared by the site processes', () => {
  const lookUp = (origin: string, cookie: string) =>
    call(`${origin}/api/uprn-by-postcode`, {
      method: 'POST',
      headers: { cookie },
      body: { postcode: 'HB1 1AA' },
    });

  it('holds the address-lookup budget in total: 30 spread over both, then 429 from either', async () => {
    const cookie = visitorCookie();
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) statuses.push((await lookUp(site(n % 2), cookie)).status);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));
    const fromFirst = await lookUp(site(0), cookie);
    const fromSecond = await lookUp(site(1), cookie);
    expect([fromFirst.status, fromSecond.status]).toEqual([429, 429]);
    expect(fromFirst.body).toMatchObject({ error: 'request.rate_limited' });
    expect(fromSecond.body).toMatchObject({ error: 'request.rate_limited' });
  });

  it('lets a visitor look an address up on site-1 and confirm its uprn on site-2', async () => {
    const cookie = visitorCookie();
    const found = await lookUp(site(0), cookie);
    expect(found.status).toBe(200);
    const uprn = (found.body as { addresses: Array<{ uprn: string | null }> }).addresses.find(
      (a) => a.uprn,
    )?.uprn;
    expect(uprn).toBeTruthy();
    const confirmed = await call(`${site(1)}/api/uprn-checked`, {
      method: 'PUT',
      headers: { cookie },
      body: { uprn },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ ok: true });
    // Another visitor, who looked nothing up, is refused on either process.
    const stranger = await call(`${site(0)}/api/uprn-checked`, {
      method: 'PUT',
      headers: { cookie: visitorCookie() },
      body: { uprn },
    });
    expect(stranger.status).toBe(404);
  });
});

describe('writes spread over both API processes', () => {
  it('makes one customer of 50 concurrent identical orders', async () => {
    const address = ORDERABLE_ADDRESSES[0];
    if (!address) throw new Error('no orderable demo address');
    const email = `fifty.${Date.now()}@example.com`;
    const headers = apiHeaders(cluster.token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        call(`${api(n % 2)}/customer/SIGNUP`, { method: 'POST', headers, body: signupBody(address, email) }),
      ),
    );
    const done = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
    const busy = answers.filter((answer) => answer.status === 409);
    expect(done.length + busy.length, JSON.stringify(answers.map((a) => a.status))).toBe(50);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map((answer) => (answer.body as { code: string }).code)).size).toBe(1);
    const customers = await query(cluster.databaseUrl, 'select code from customer where email = $1', [email]);
    expect(customers).toHaveLength(1);
  });

  it('gives the last place of a slot to one of 20 concurrent bookings', async () => {
    // 22 work orders of their own customers, written beside the demo data.
    const template = await query<{ window_start: string; window_end: string; created_at: string }>(
      cluster.databaseUrl,
      'select window_start, window_end, created_at from work_order limit 1',
    );
    const row = template[0];
    if (!row) throw new Error('the order test left no work order to copy the window of');
    const ids: string[] = [];
    for (let n = 0; n < 22; n++) {
      const code = providerCode('FB');
      const id = providerCode('WO');
      await query(
        cluster.databaseUrl,
        `insert into customer (code, action, status, details, created_at, updated_at) values ($1, 'SIGNUP', 'PREACTIVE', '{}', $2, $2)`,
        [code, row.created_at],
      );
      await query(
        cluster.databaseUrl,
        `insert into work_order (id, customer_code, status, window_start, window_end, created_at, updated_at)
         values ($1, $2, 'UNSCHEDULED', $3, $4, $5, $5)`,
        [id, code, row.window_start, row.window_end, row.created_at],
      );
      ids.push(id);
    }
    const schedule = await call(`${cluster.apiUrl}/workorder/schedule/${ids[0]}`, {
      headers: apiHeaders(cluster.token),
    });
    const slots = (schedule.body as { slots: Array<{ day: string; time: string; remaining: number }> }).slots;
    const slot = slots.at(-1);
    if (!slot) throw new Error('no slot offered');
    const book = (id: string, n: number) =>
      call(`${api(n % 2)}/workorder/schedule/${id}`, {
        method: 'PUT',
        headers: apiHeaders(cluster.token),
        body: { day: slot.day, time: slot.time },
      });
    // Fill all but the last place.
    for (let n = 0; n < slot.remaining - 1; n++)
      expect((await book(ids.pop() as string, n)).status).toBe(200);
    const racers = ids.slice(0, 20);
    const answers = await Promise.all(racers.map((id, n) => book(id, n)));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 200),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const booked = await query<{ booked: number; capacity: number }>(
      cluster.databaseUrl,
      'select booked, capacity from installation_slot where day = $1 and time = $2',
      [slot.day, slot.time],
    );
    expect(Number(booked[0]?.booked)).toBe(Number(booked[0]?.capacity));
    const scheduled = await query(
      cluster.databaseUrl,
      'select id from work_order where slot_day = $1 and slot_time = $2 and id = any($3)',
      [slot.day, slot.time, racers],
    );
    expect(scheduled).toHaveLength(1);
  });
});

/** Polls the logs of `names` until one holds `text`; answers the names whose log does. */
async function logsHolding(names: string[], text: string, timeoutMs = 3000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const holding = names.filter((name) => {
      const file = cluster.logPath(name);
      return existsSync(file) && readFileSync(file, 'utf8').includes(text);
    });
    if (holding.length > 0 || Date.now() > deadline) return holding;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the request id', () => {
  const apiNames = () => cluster.apiProcesses.map((each) => each.name);
  const siteNames = () => cluster.siteProcesses.map((each) => each.name);

  it('is added at the edge when absent, and a well-formed one is kept and reaches the API log', async () => {
    const given = `cluster-${randomUUID()}`;
    const kept = await call(`${cluster.apiUrl}/product`, {
      headers: { ...apiHeaders(cluster.token), 'x-request-id': given },
    });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-request-id')).toBe(given);
    expect(await logsHolding(apiNames(), `"reqId":"${given}"`)).toHaveLength(1);

    const added = await call(`${cluster.apiUrl}/product`, { headers: apiHeaders(cluster.token) });
    expect(added.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const replaced = await call(`${cluster.apiUrl}/product`, {
      headers: { ...apiHeaders(cluster.token), 'x-request-id': 'not allowed; here' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('travels from the site to the provider API, into both logs', async () => {
    const given = `cluster-${randomUUID()}`;
    const found = await call(`${cluster.siteUrl}/api/uprn-by-postcode`, {
      method: 'POST',
      headers: { cookie: visitorCookie(), 'x-request-id': given },
      body: { postcode: 'HB1 1AB' },
    });
    expect(found.status).toBe(200);
    expect(await logsHolding(apiNames(), `"reqId":"${given}"`)).toHaveLength(1);
    expect(await logsHolding(siteNames(), given)).toHaveLength(1);
  });
});

interface LoadFigures {
  requests: number;
  retried: number;
  failed: Array<{ what: string; answer: string }>;
  orders: Array<{ email: string; code: string }>;
}

/**
 * Steady, bounded load through both load balancers until `until` resolves: `workers` loops, each
 * reading a page of the site and the product list of the API, and placing then cancelling an order
 * at its own address (each write with its Idempotency-Key, retried with the same key).
 */
async function steadyLoad(
  until: Promise<void>,
  {
    addresses,
    prefix,
    retry = {},
  }: { addresses: typeof ORDERABLE_ADDRESSES; prefix: string; retry?: RetryPolicy },
) {
  const workers = addresses.length;
  const figures: LoadFigures = { requests: 0, retried: 0, failed: [], orders: [] };
  let running = true;
  void until.finally(() => {
    running = false;
  });
  const record = (what: string, outcome: RetryOutcome, ok: (answer: Answer) => boolean) => {
    figures.requests += 1;
    if (outcome.attempts > 1) figures.retried += 1;
    const { answer } = outcome;
    if (answer instanceof Error || !ok(answer)) {
      figures.failed.push({
        what,
        answer: answer instanceof Error ? answer.message : `${answer.status} ${JSON.stringify(answer.body)}`,
      });
      return null;
    }
    return answer;
  };
  const success = (answer: Answer) => answer.status >= 200 && answer.status < 300;
  const loop = async (worker: number) => {
    const address = addresses[worker];
    if (!address) throw new Error('not enough orderable addresses for the load');
    let round = 0;
    while (running) {
      round += 1;
      record('GET /', await withRetries(() => call(`${cluster.siteUrl}/`)), success);
      record(
        'GET /product',
        await withRetries(() => call(`${cluster.apiUrl}/product`, { headers: apiHeaders(cluster.token) })),
        success,
      );
      const email = `${prefix}${worker}.${round}.${Date.now()}@example.com`;
      const orderHeaders = apiHeaders(cluster.token);
      const order = record(
        'POST /customer/SIGNUP',
        await withRetries(
          () =>
            call(`${cluster.apiUrl}/customer/SIGNUP`, {
              method: 'POST',
              headers: orderHeaders,
              body: signupBody(address, email),
            }),
          retry,
        ),
        success,
      );
      if (!order) continue;
      const code = (order.body as { code: string }).code;
      figures.orders.push({ email, code });
      const cancelHeaders = apiHeaders(cluster.token);
      record(
        'POST /customer/{code}/cancel',
        await withRetries(
          () => call(`${cluster.apiUrl}/customer/${code}/cancel`, { method: 'POST', headers: cancelHeaders }),
          retry,
        ),
        success,
      );
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
  return figures;
}

/** Every order a client was told was placed is there once, and no other order of theirs. */
async function expectEachOrderOnce(orders: LoadFigures['orders'], emailPrefix: string) {
  const rows = await query<{ email: string; code: string }>(
    cluster.databaseUrl,
    'select email, code from customer where email like $1',
    [`${emailPrefix}%`],
  );
  expect(rows.length).toBe(orders.length);
  const byEmail = new Map(rows.map((row) => [row.email, row.code]));
  for (const order of orders) expect(byEmail.get(order.email)).toBe(order.code);
}

describe('restarts and failures under load', () => {
  it('restarts every process one at a time under steady load and fails no request a client retries', async () => {
    let finish = () => {};
    const until = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const load = steadyLoad(until, { addresses: ORDERABLE_ADDRESSES.slice(1, 4), prefix: 'load.' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const name of ['api-1', 'api-2', 'site-1', 'site-2']) await cluster.restart(name);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      finish();
    }
    const figures = await load;
    console.log(
      `rolling restart: ${figures.requests} requests, ${figures.retried} needed a retry, ${figures.orders.length} orders`,
    );
    expect(figures.failed).toEqual([]);
    expect(figures.orders.length).toBeGreaterThan(0);
    await expectEachOrderOnce(figures.orders, 'load.');
  }, 300_000);

  it('loses and duplicates no order when one API process is killed (-9) mid-order', async () => {
    // Orders flow through both API processes when api-1 is killed, so some are in its hands. Such an
    // order keeps its Idempotency-Key "in progress" until the API takes it over as abandoned
    // (ABANDONED_AFTER_MS, 60 s): the clients retry with the same key that long.
    const retry = { pauseMs: 1000, deadline: Date.now() + ABANDONED_AFTER_MS + 60_000 };
    let finish = () => {};
    const until = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const load = steadyLoad(until, { addresses: ORDERABLE_ADDRESSES.slice(4, 8), prefix: 'kill.', retry });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // Frozen first, so the requests HAProxy sends it meanwhile are in its hands when it dies.
      const frozen = cluster.kill('api-1', 'SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await cluster.kill('api-1', 'SIGKILL');
      await frozen;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      finish();
    }
    const figures = await load;
    try {
      console.log(
        `kill -9: ${figures.requests} requests, ${figures.retried} retried, ${figures.orders.length} orders`,
      );
      expect(figures.failed).toEqual([]);
      expect(figures.orders.length).toBeGreaterThan(0);
      await expectEachOrderOnce(figures.orders, 'kill.');
    } finally {
      await cluster.start('api-1');
    }
  }, 240_000);
});
