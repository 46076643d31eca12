import { CUSTOMER_ACTIONS } from '@fibre/domain/constants';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { DatabaseSchema } from '../src/db/schema';
import { AUTH, describeEachApi, TEST_TOKEN } from './app';
import { callMeBody, interestBody, orderBody, prospectBody } from './bodies';
import { TABLES } from './tables';

/**
 * The generated-input suite over every provider API route (decision 0175): each request is
 * a route's method or another, a path with known, unknown and hostile parameters, no body or a body
 * of any content type (JSON valid, mutated, random, odd, deep or oversized; text, forms, multipart,
 * raw bytes), with or without the token and with odd headers. Every answer must be below 500, every
 * refusal must carry a dotted key, and a refused request must write nothing: every table's row
 * count and the columns a write would change are read before and after each request.
 *
 * FUZZ_RUNS requests per route and database: 100 in `npm test`, thousands in `npm run test:fuzz`
 * (which runs every `*.fuzz.test.ts` of the repository, the site's included). Figures are printed.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD';

interface FuzzRoute {
  name: string;
  method: Method;
  /** Paths for this route; `{code}` and `{wo}` become a known customer code and work order. */
  path: fc.Arbitrary<string>;
  /** A body the route accepts (for some path): mutations of it reach past validation. Null: no body. */
  valid: Record<string, unknown> | null;
}

/** Percent-encodes text; half a character (which encodeURIComponent refuses) goes as its UTF-8 bytes would. */
const enc = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};
const HOSTILE_TEXT = [
  "' OR 1=1 --",
  "'; DROP TABLE customer; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '\ud800',
  '\r\nSet-Cookie: x=1',
  '%00',
  '%ZZ',
  '..%2F..',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the attack
  '${jndi:ldap://x}',
  'A'.repeat(101),
];
const segment = (...known: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT).map(enc) },
    { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%ED%A0%80', 'A'.repeat(101)) },
    { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 24 }).map(enc) },
  );
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?register_channel=WEB',
    '?register_channel=WEB&auto=true&product=1002',
    `?access_token=${TEST_TOKEN}`,
    '?register_channel=WEB&register_channel=WEB',
    '?__proto__[x]=1',
    '?register_channel=%ZZ',
  ),
  fc.string({ maxLength: 30 }).map((text) => `?${enc(text)}=${enc(text)}`),
);
const withQuery = (path: fc.Arbitrary<string>) => fc.tuple(path, query).map(([p, q]) => `${p}${q}`);
const fixed = (path: string) => withQuery(fc.constant(path));

const ROUTES: FuzzRoute[] = [
  { name: 'GET /health', method: 'GET', path: fixed('/health'), valid: null },
  { name: 'GET /openapi.json', method: 'GET', path: fixed('/openapi.json'), valid: null },
  {
    name: 'GET /postcodes/{postcode}',
    method: 'GET',
    path: withQuery(segment('HB1%201AA', 'hb11aa', 'SW1A%201AA').map((p) => `/postcodes/${p}`)),
    valid: null,
  },
  { name: 'GET /product', method: 'GET', path: fixed('/product'), valid: null },
  {
    name: 'POST /product/calculate-monthly-payment',
    method: 'POST',
    path: fixed('/product/calculate-monthly-payment'),
    valid: { products: [1002, 9001], promotions: [2] },
  },
  { name: 'GET /ots/providers', method: 'GET', path: fixed('/ots/providers'), valid: null },
  { name: 'GET /promotion', method: 'GET', path: fixed('/promotion'), valid: null },
  {
    name: 'GET /promotion/{code}',
    method: 'GET',
    path: withQuery(segment('WELCOME10', 'welcome10', 'OLDCODE').map((p) => `/promotion/${p}`)),
    valid: null,
  },
  {
    name: 'GET /promotion/promotionByPostcode/{postcode}',
    method: 'GET',
    path: withQuery(segment('HB1%201AA', 'HB1%201AD').map((p) => `/promotion/promotionByPostcode/${p}`)),
    valid: null,
  },
  {
    name: 'GET /uprn/uprnByPostcode/{postcode}',
    method: 'GET',
    path: withQuery(segment('HB1%201AA', 'HB9%209ZZ').map((p) => `/uprn/uprnByPostcode/${p}`)),
    valid: null,
  },
  {
    name: 'GET /uprn/{uprn}',
    method: 'GET',
    path: withQuery(segment('100000000001', '999999999999').map((p) => `/uprn/${p}`)),
    valid: null,
  },
  {
    name: 'PUT /uprn/uprnChecked/{uprn}',
    method: 'PUT',
    path: withQuery(segment('100000000001', '999999999999').map((p) => `/uprn/uprnChecked/${p}`)),
    valid: {},
  },
  ...CUSTOMER_ACTIONS.map(
    (action): FuzzRoute => ({
      name: `POST /customer/${action}`,
      method: 'POST',
      path: fixed(`/customer/${action}`),
      valid:
        action === 'CALLME'
          ? callMeBody()
          : action === 'ROI'
            ? interestBody()
            : action === 'SIGNUP' || action === 'UPDATE'
              ? orderBody({}, '100000000006')
              : orderBody({}, '100000000021'),
    }),
  ),
  {
    name: 'POST /customer/PROSPECT',
    method: 'POST',
    path: fixed('/customer/PROSPECT'),
    valid: prospectBody(),
  },
  {
    name: 'POST /customer/{action} (unknown)',
    method: 'POST',
    path: withQuery(segment('LEAD', 'signup').map((p) => `/customer/${p}`)),
    valid: orderBody(),
  },
  {
    name: 'GET /customer/{code}',
    method: 'GET',
    path: withQuery(segment('{code}', 'C00000000').map((p) => `/customer/${p}`)),
    valid: null,
  },
  {
    name: 'PUT /customer/{code}',
    method: 'PUT',
    path: withQuery(segment('{code}', 'C00000000').map((p) => `/customer/${p}`)),
    valid: { emergency_phone: '07700 900999', medical_alarm: false },
  },
  {
    name: 'GET /customer/{code}/schedule',
    method: 'GET',
    path: withQuery(segment('{code}', 'C00000000').map((p) => `/customer/${p}/schedule`)),
    valid: null,
  },
  {
    name: 'POST /customer/renew',
    method: 'POST',
    path: fixed('/customer/renew'),
    valid: { id_customer: '{code}', id_contract_renew: 1002 },
  },
  {
    name: 'POST /customer/{code}/direct-debit',
    method: 'POST',
    path: withQuery(segment('{code}', 'C00000000').map((p) => `/customer/${p}/direct-debit`)),
    valid: { account_name: 'Sam Fibre', sort_code: '089999', account_number: '66374958' },
  },
  {
    name: 'POST /customer/{code}/direct-debit-request',
    method: 'POST',
    path: withQuery(segment('{code}', 'C00000000').map((p) => `/customer/${p}/direct-debit-request`)),
    valid: {
      request_amount: 10,
      request_description: 'Installation',
      redirect_url: 'https://example.com/paid',
    },
  },
  {
    name: 'POST /customer/open-order-lookup',
    method: 'POST',
    path: fixed('/customer/open-order-lookup'),
    valid: { uprn: '100000000006', email: 'sam.fibre@example.com' },
  },
  {
    name: 'POST /customer/outage',
    method: 'POST',
    path: fixed('/customer/outage'),
    valid: { email: 'someone@example.com' },
  },
  {
    name: 'POST /charity-vote',
    method: 'POST',
    path: fixed('/charity-vote'),
    valid: { charity: 'Snow Rescue' },
  },
  {
    name: 'GET /workorder/schedule/{id}',
    method: 'GET',
    path: withQuery(segment('{wo}', 'WO00000000').map((p) => `/workorder/schedule/${p}`)),
    valid: null,
  },
  {
    name: 'PUT /workorder/schedule/{id}',
    method: 'PUT',
    path: withQuery(segment('{wo}', 'WO00000000').map((p) => `/workorder/schedule/${p}`)),
    valid: { day: '2026-12-01', time: '08:00-13:00' },
  },
  // The hub of webhook subscribers (decision 0642); `{hub}` is a subscription made before the runs.
  {
    name: 'POST /hub',
    method: 'POST',
    path: fixed('/hub'),
    valid: { callback: 'https://billing.example/hooks/orders', events: ['order.created', 'order.cancelled'] },
  },
  { name: 'GET /hub', method: 'GET', path: fixed('/hub'), valid: null },
  {
    name: 'GET /hub/{id}',
    method: 'GET',
    path: withQuery(segment('{hub}', 'default').map((p) => `/hub/${p}`)),
    valid: null,
  },
  {
    name: 'GET /hub/{id}/deliveries',
    method: 'GET',
    path: withQuery(segment('{hub}', 'default').map((p) => `/hub/${p}/deliveries`)),
    valid: null,
  },
  {
    name: 'DELETE /hub/{id}',
    method: 'DELETE',
    path: withQuery(segment('{hub}', 'default').map((p) => `/hub/${p}`)),
    valid: null,
  },
  // Changing a placed order (decisions 0660-0663).
  {
    name: 'GET /order/{code}/installation-options',
    method: 'GET',
    path: withQuery(segment('{code}', 'C00000000').map((p) => `/order/${p}/installation-options`)),
    valid: null,
  },
  {
    name: 'POST /order/{code}/reschedule',
    method: 'POST',
    path: withQuery(segment('{code}', 'C00000000').map((p) => `/order/${p}/reschedule`)),
    valid: { day: '2026-12-01', time: '08:00-13:00' },
  },
  {
    name: 'GET /order/{code}/cancellation',
    method: 'GET',
    path: withQuery(segment('{code}', 'C00000000').map((p) => `/order/${p}/cancellation`)),
    valid: null,
  },
  {
    name: 'POST /order/{code}/cancel',
    method: 'POST',
    path: withQuery(segment('{code}', 'C00000000').map((p) => `/order/${p}/cancel`)),
    valid: { reason: 'Moving house' },
  },
  {
    name: 'POST /order/{code}/contact',
    method: 'POST',
    path: withQuery(segment('{code}', 'C00000000').map((p) => `/order/${p}/contact`)),
    valid: { phone: '01632 960 001', email: 'sam.new@example.com' },
  },
  {
    name: 'GET /order/{code}',
    method: 'GET',
    path: withQuery(segment('{order}', '{code}', 'FB00000000').map((p) => `/order/${p}`)),
    valid: null,
  },
  {
    name: 'GET /order?search=',
    method: 'GET',
    path: fc
      .oneof(
        fc.constantFrom('{order}', 'HB1 1AA', 'hb11aa', 'sam.fibre@example.com', '', ' '),
        fc.constantFrom(...HOSTILE_TEXT),
        fc.string({ maxLength: 300 }),
      )
      .map((search) => `/order?search=${enc(search)}`),
    valid: null,
  },
  {
    name: 'POST /order/{code}/state',
    method: 'POST',
    path: withQuery(segment('{order}', '{code}', 'FB00000000').map((p) => `/order/${p}/state`)),
    valid: { state: 'inProgress', reason: 'Engineer assigned', actor: 'ops@heybroadband.example' },
  },
  {
    name: 'POST /order/lookup',
    method: 'POST',
    path: fixed('/order/lookup'),
    valid: { code: '{order}', email: 'sam.fibre@example.com' },
  },
  {
    name: 'GET /order/{code}/receipt',
    method: 'GET',
    path: withQuery(segment('{order}', '{code}', 'FB00000000').map((p) => `/order/${p}/receipt`)),
    valid: null,
  },
  {
    name: 'unknown paths',
    method: 'POST',
    path: withQuery(
      fc.oneof(
        fc.constantFrom('/', '/admin', '/docs/../openapi.json', '/customer', '/product/', '//product'),
        fc.array(segment('x'), { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
      ),
    ),
    valid: { anything: true },
  },
];

/** Any JSON value, small. */
const VALUE: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(
      ...HOSTILE_TEXT,
      '',
      ' ',
      'HB1 1AA',
      '100000000001',
      'someone@example.com',
      '07700 900123',
    ),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1002, 9001, 0, -1, 2 ** 31, 1e308)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 10 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const nested = (depth: number, open: string, close: string, inner: string) =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** JSON text: mutations of the valid body, random, odd, deep and oversized. */
function jsonBodies(valid: Record<string, unknown> | null): fc.Arbitrary<string> {
  const base = valid ?? {};
  const keys = Object.keys(base);
  const known = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('field');
  const mutated = fc
    .array(fc.record({ field: known, value: fc.option(VALUE, { nil: undefined }) }), {
      minLength: 1,
      maxLength: 3,
    })
    .map((changes) => {
      const body: Record<string, unknown> = { ...base };
      for (const { field, value } of changes) {
        if (value === undefined) delete body[field];
        else body[field] = value;
      }
      return JSON.stringify(body);
    });
  const deep = fc
    .tuple(fc.integer({ min: 1, max: 8172 }), fc.constantFrom('[]', '{}'), known)
    .map(([depth, kind, field]) =>
      kind === '[]' ? nested(depth, '[', ']', '1') : `{"${field}":${nested(depth - 1, '{"a":', '}', '1')}}`,
    );
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: fc.constant(JSON.stringify(base)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: deep },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        'null',
        '1e999',
        '-0',
        '"\\ud800"',
        `{"${keys[0] ?? 'a'}":"\\ud800"}`,
        `{"${keys[0] ?? 'a'}":"\\u0000"}`,
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '{"a":1,"a":2}',
        '\ufeff{}',
        '{"a":1,}',
        'NaN',
        '[',
        `{"x":"${'y'.repeat(17 * 1024)}"}`,
        `[${'1,'.repeat(8000)}1]`,
      ),
    },
  );
}

interface Request {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const TOKEN_HEADERS = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Record<string, string>>({ ...AUTH }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Record<string, string>>(
      {},
      { authorization: 'Bearer not-the-token' },
      { authorization: `bearer ${TEST_TOKEN}` },
      { authorization: `Bearer ${TEST_TOKEN} x` },
      { authorization: `Basic ${Buffer.from(`u:${TEST_TOKEN}`).toString('base64')}` },
      { 'x-api-key': TEST_TOKEN },
    ),
  },
);
const ODD_HEADERS = fc.dictionary(
  fc.constantFrom(
    'idempotency-key',
    'accept',
    'accept-encoding',
    'content-encoding',
    'x-forwarded-for',
    'cookie',
    'origin',
    'x-http-method-override',
  ),
  fc.oneof(
    fc.uuid(),
    fc.constantFrom('gzip', 'br', '*/*', 'text/html', '1.2.3.4, 5.6.7.8', 'DELETE', 'a=b', 'k'.repeat(300)),
    fc.stringMatching(/^[\x21-\x7e]{1,40}$/),
  ),
  { maxKeys: 3 },
);
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/vnd.api+json',
  'application/json-patch+json',
  'application/octet-stream',
  ';;',
  'application/json; charset=latin1',
];

function requests(route: FuzzRoute): fc.Arbitrary<Request> {
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(route.method) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Method>('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
    },
  );
  const json = fc.tuple(
    fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON'),
    jsonBodies(route.valid),
  );
  const other = fc.tuple(
    fc.constantFrom(...OTHER_TYPES),
    fc.oneof(
      jsonBodies(route.valid),
      fc.string({ maxLength: 80 }),
      fc.constant('products=1002&email=a%40b.co'),
    ),
  );
  const bytes = fc.tuple(
    fc.constantFrom('application/json', 'application/octet-stream'),
    fc.uint8Array({ maxLength: 64 }).map((array) => Buffer.from(array)),
  );
  const body = fc.oneof(
    { weight: route.valid === null ? 2 : 8, arbitrary: json },
    { weight: 2, arbitrary: other },
    { weight: 1, arbitrary: bytes },
    { weight: route.valid === null ? 6 : 1, arbitrary: fc.constant(null) },
  );
  return fc
    .record({ method, url: route.path, token: TOKEN_HEADERS, odd: ODD_HEADERS, body })
    .map(({ method: m, url, token, odd, body: b }) => {
      const headers: Record<string, string> = { ...odd, ...token };
      if (b === null) return { method: m, url, headers };
      const [contentType, payload] = b;
      headers['content-type'] = contentType;
      return { method: m, url, headers, payload };
    });
}

type Fingerprint = Record<string, string>;

async function fingerprint(db: Kysely<DatabaseSchema>): Promise<Fingerprint> {
  const counts = sql.join(
    TABLES.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`),
  );
  const { rows } = await sql<Record<string, unknown>>`select ${counts},
    (select coalesce(sum(booked), 0) from installation_slot) as slots_booked,
    (select count(checked_at) from address) as addresses_checked,
    (select max(updated_at) from customer) as customer_updated,
    (select max(updated_at) from work_order) as work_order_updated,
    (select count(*) from direct_debit where created_at = (select max(created_at) from direct_debit)) as direct_debit_latest,
    (select count(*) from idempotency_key where status = 'completed') as idempotency_completed,
    (select max(updated_at) from order_state) as order_state_updated`.execute(db);
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, String(value)]));
}

function changed(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(before).filter((key) => before[key] !== after[key]);
}

interface Figures {
  requests: number;
  byStatus: Map<number, number>;
  refusalsByKey: Map<string, number>;
  serverErrors: string[];
  refusedWrites: string[];
  idempotencyReplayRows: number;
  peakRss: number;
}

const ERROR_KEY = /^[a-z_]+(\.[a-z_]+)+$/;

/**
 * The dotted key of a refusal. Two answers carry none by design and are counted under their own
 * names: a HEAD answer has no body, and the postcode-lookup stand-in answers an unknown postcode
 * with the public service's own 404 body (decision 0072).
 */
function refusalKey(request: Request, status: number, body: string): unknown {
  if (request.method === 'HEAD') return 'head.no_body';
  const parsed = JSON.parse(body) as { error?: unknown };
  if (request.url.startsWith('/postcodes/') && status === 404 && parsed.error === 'Postcode not found') {
    return 'postcodes.stand_in.not_found';
  }
  return parsed.error;
}
const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** A sign-up booked, with a Direct Debit, placed on the review step: the /order routes' known order. */
async function placedOrder(app: App): Promise<string> {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: AUTH, ...(payload ? { payload } : {}) });
  const signUp = await send('POST', '/customer/SIGNUP', orderBody({}, '100000000004'));
  expect(signUp.statusCode).toBe(201);
  const { code, work_order: workOrder } = signUp.json();
  const schedule = await send('GET', `/workorder/schedule/${workOrder.id_workorder}`);
  const slot = schedule.json().slots.find((candidate: { available: boolean }) => candidate.available);
  const booked = await send('PUT', `/workorder/schedule/${workOrder.id_workorder}`, {
    day: slot.day,
    time: slot.time,
  });
  expect(booked.statusCode).toBe(200);
  const bank = { account_name: 'Sam Fibre', sort_code: '089999', account_number: '66374958' };
  expect((await send('POST', `/customer/${code}/direct-debit`, bank)).statusCode).toBe(201);
  const confirmed = await send('POST', `/customer/${code}/confirm`, {
    start_within_cancellation_period: true,
  });
  expect(confirmed.statusCode).toBe(201);
  return code;
}

describeEachApi('API fuzz', (ctx) => {
  const known = { code: '', wo: '', order: '', hub: '' };
  const figures: Figures = {
    requests: 0,
    byStatus: new Map(),
    refusalsByKey: new Map(),
    serverErrors: [],
    refusedWrites: [],
    idempotencyReplayRows: 0,
    peakRss: process.memoryUsage().rss,
  };

  beforeAll(async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/customer/SIGNUP',
      headers: AUTH,
      payload: orderBody({}, '100000000013'),
    });
    expect(response.statusCode).toBe(201);
    known.code = response.json().code;
    known.wo = response.json().work_order.id_workorder;
    const hub = await ctx.app.inject({
      method: 'POST',
      url: '/hub',
      headers: AUTH,
      payload: { callback: 'https://billing.example/hooks/orders' },
    });
    expect(hub.statusCode).toBe(201);
    known.hub = hub.json().id;
    known.order = await placedOrder(ctx.app);
  });

  afterAll(() => {
    const keys = [...figures.refusalsByKey].sort((a, b) => b[1] - a[1]);
    const lines = [
      `API fuzz [${ctx.dialect}], ${RUNS_PER_ROUTE} per route, ${ROUTES.length} routes:`,
      `  requests ${figures.requests}; by status ${[...figures.byStatus]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}`,
      `  4xx by key: ${keys.map(([key, n]) => `${key} ${n}`).join(', ')}`,
      `  5xx: ${figures.serverErrors.length}; rows written by refused requests: ${figures.refusedWrites.length}` +
        ` (idempotency keys storing a refusal for replay, decision 0055: ${figures.idempotencyReplayRows})`,
      `  peak memory (rss): ${(figures.peakRss / 1024 / 1024).toFixed(0)} MB`,
    ];
    console.log(lines.join('\n'));
  });

  /** The last requests sent, named beside a refused request that wrote something. */
  const history: string[] = [];
  const fill = (text: string) =>
    text
      .replaceAll('{code}', known.code)
      .replaceAll('{wo}', known.wo)
      .replaceAll('{order}', known.order)
      .replaceAll('{hub}', known.hub);

  async function send(request: Request): Promise<void> {
    const before = await fingerprint(ctx.database.db);
    const options: InjectOptions = {
      method: request.method,
      url: fill(request.url),
      headers: request.headers,
      ...(request.payload === undefined
        ? {}
        : { payload: typeof request.payload === 'string' ? fill(request.payload) : request.payload }),
    };
    const response = await ctx.app.inject(options);
    const after = await fingerprint(ctx.database.db);
    const previous = history.slice(-3).join(' | ');
    history.push(`${request.method} ${request.url.slice(0, 60)} -> ${response.statusCode}`);
    figures.requests += 1;
    count(figures.byStatus, response.statusCode);
    figures.peakRss = Math.max(figures.peakRss, process.memoryUsage().rss);
    const label = `${request.method} ${request.url.slice(0, 120)} ${JSON.stringify(request.headers).slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)}`;
    if (response.statusCode >= 500)
      figures.serverErrors.push(`${label} -> ${response.statusCode} ${response.body.slice(0, 300)}`);
    if (response.statusCode >= 400) {
      const key = refusalKey(request, response.statusCode, response.body);
      expect(key, `${label} -> ${response.body.slice(0, 300)}`).toMatch(ERROR_KEY);
      count(figures.refusalsByKey, String(key));
      const diff = changed(before, after);
      // Decision 0055: a request with an Idempotency-Key that the handler refuses stores the refusal for replay.
      const replayRow =
        'idempotency-key' in request.headers &&
        diff.every((name) => name === 'idempotency_key' || name === 'idempotency_completed');
      if (diff.length > 0 && replayRow) figures.idempotencyReplayRows += 1;
      else if (diff.length > 0)
        figures.refusedWrites.push(
          `${label} -> ${response.statusCode} wrote ${diff.join(', ')} ${JSON.stringify(before)} -> ${JSON.stringify(after)} after ${previous}`,
        );
    }
  }

  describe('every route, generated requests', () => {
    it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
      await fc.assert(fc.asyncProperty(requests(route), send), { numRuns: RUNS_PER_ROUTE });
      expect(figures.serverErrors).toEqual([]);
      expect(figures.refusedWrites).toEqual([]);
    });
  });

  it('still answers a valid request afterwards', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    const payment = await ctx.app.inject({
      method: 'POST',
      url: '/product/calculate-monthly-payment',
      headers: AUTH,
      payload: { products: [1002, 9001], promotions: [2] },
    });
    expect(payment.json().total_monthly_price).toBe(34);
  });
});
