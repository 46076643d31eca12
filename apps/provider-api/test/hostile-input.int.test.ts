import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { DatabaseSchema } from '../src/db/schema';
import { AUTH, describeEachApi, TEST_TOKEN } from './app';
import { callMeBody, interestBody, orderBody, prospectBody } from './bodies';
import { TABLES } from './tables';

/**
 * Every route with missing, malformed, oversized and hostile input: each gets a 4xx with its dotted
 * key, nothing in the database changes, and a valid request right after is still served. Free-text
 * fields (names, address lines, street, provider, account name, payment description) keep the domain's
 * character rules and ROI's coverage and oss_type its known values (decision 0120), so SQL and script
 * fragments are refused with 400 naming the field, like any other bad field.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One hostile request and the refusal it must get. */
type HostileCase = {
  name: string;
  method: Method;
  url: string;
  /** Defaults to the valid token; pass {} for none. */
  headers?: Record<string, string>;
  /** A string is sent as is, with content-type application/json unless the headers say otherwise. */
  payload?: string | object;
  status: number;
  key: string;
  /** For a refused body field: the field the error's `fields` must name. */
  field?: string;
};

/** The whole database as sorted JSON rows per table (the test database is small). */
async function snapshot(db: Kysely<DatabaseSchema>): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const rows = await db.selectFrom(table).selectAll().execute();
      return [table, rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Codes of records the suite creates first, put into urls and bodies in place of {{code}} and {{wo}}. */
type Known = { code: string; wo: string };
const fill = (text: string, known: Known) =>
  text.replaceAll('{{code}}', known.code).replaceAll('{{wo}}', known.wo);

function toInject(
  testCase: HostileCase,
  known: Known = { code: 'C00000000', wo: 'WO00000000' },
): InjectOptions {
  const headers: Record<string, string> = { ...(testCase.headers ?? AUTH) };
  const url = fill(testCase.url, known);
  if (testCase.payload === undefined) return { method: testCase.method, url, headers };
  const payload = fill(
    typeof testCase.payload === 'string' ? testCase.payload : JSON.stringify(testCase.payload),
    known,
  );
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  return { method: testCase.method, url, headers, payload };
}

function parsed(text: string): { error?: unknown } | null {
  try {
    return JSON.parse(text) as { error?: unknown };
  } catch {
    return null;
  }
}

/** An error answer: JSON with a dotted key and a message; no stack trace, no echoed markup. */
function expectRefusal(response: LightMyRequestResponse, status: number, key: string): void {
  expect(
    { status: response.statusCode, key: parsed(response.body)?.error },
    `${response.statusCode} ${response.body.slice(0, 400)}`,
  ).toEqual({ status, key });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { error: string; message: unknown };
  expect(body.error).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
  expect(typeof body.message).toBe('string');
  expect(response.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  expect(response.body).not.toContain('<script>');
}

/** A body refusal names the field (or a field inside it), so a form can show the message beside it. */
function expectFieldNamed(response: LightMyRequestResponse, field: string): void {
  const fields = (response.json() as { fields?: { path: string; message: string }[] }).fields ?? [];
  const paths = fields.map((entry) => entry.path);
  expect(
    paths.some((path) => path === field || path.startsWith(`${field}.`)),
    `${field} in ${JSON.stringify(fields)}`,
  ).toBe(true);
  for (const entry of fields) expect(entry.message).not.toContain('<script>');
}

/** A valid request after each hostile one: the service keeps serving. */
async function expectStillServing(app: App): Promise<void> {
  const health = await app.inject({ method: 'GET', url: '/health' });
  expect(health.statusCode).toBe(200);
  const lookup = await app.inject({ method: 'GET', url: '/uprn/uprnByPostcode/HB1%201AA', headers: AUTH });
  expect(lookup.statusCode).toBe(200);
  expect(lookup.json()).toHaveLength(6);
}

/** About 1 MiB of JSON: an object with one long string field. */
const megabyte = (field = 'padding') => JSON.stringify({ [field]: 'x'.repeat(1024 * 1024) });

/** Fragments an attacker tries in every text slot. */
const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE customer; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the attack
  '${jndi:ldap://x}',
  '../../etc/passwd',
] as const;
const enc = encodeURIComponent;

/** Every route behind the token, with a request that would otherwise be answered. */
const PROVIDER_ROUTES: { method: Method; url: string; payload?: object }[] = [
  { method: 'GET', url: '/product' },
  {
    method: 'POST',
    url: '/product/calculate-monthly-payment',
    payload: { products: [1002, 9001], promotions: [2] },
  },
  { method: 'GET', url: '/ots/providers' },
  { method: 'GET', url: '/promotion?register_channel=WEB' },
  { method: 'GET', url: '/promotion/WELCOME10?register_channel=WEB' },
  { method: 'GET', url: '/promotion/promotionByPostcode/HB1%201AA' },
  { method: 'GET', url: '/uprn/uprnByPostcode/HB1%201AA' },
  { method: 'GET', url: '/uprn/100000000001' },
  { method: 'PUT', url: '/uprn/uprnChecked/100000000001' },
  { method: 'GET', url: '/workorder/schedule/WO00000000' },
  {
    method: 'PUT',
    url: '/workorder/schedule/WO00000000',
    payload: { day: '2026-12-01', time: '08:00-13:00' },
  },
  { method: 'POST', url: '/customer/outage', payload: { email: 'someone@example.com' } },
  { method: 'POST', url: '/charity-vote', payload: { charity: 'Snow Rescue' } },
  { method: 'GET', url: '/charity-vote/totals' },
  { method: 'GET', url: '/customer/C00000000' },
  { method: 'GET', url: '/customer/C00000000/schedule' },
  { method: 'GET', url: '/order/FB00000000' },
  { method: 'GET', url: '/order?search=HB1%201AA' },
  { method: 'GET', url: '/order/FB00000000/receipt' },
  {
    method: 'POST',
    url: '/order/FB00000000/state',
    payload: { state: 'inProgress', reason: 'Engineer assigned', actor: 'billing' },
  },
  { method: 'POST', url: '/order/lookup', payload: { code: 'FB00000000', email: 'someone@example.com' } },
];

const tokenCases: HostileCase[] = PROVIDER_ROUTES.flatMap((route) => {
  const base = { method: route.method, url: route.url, status: 401, key: 'auth.unauthorized' };
  const payload = route.payload === undefined ? {} : { payload: route.payload };
  const json: Record<string, string> =
    route.payload === undefined ? {} : { 'content-type': 'application/json' };
  return [
    { ...base, ...payload, name: 'no token', headers: { ...json } },
    {
      ...base,
      ...payload,
      name: 'a wrong token',
      headers: { ...json, authorization: 'Bearer not-the-token-at-all' },
    },
    {
      ...base,
      ...payload,
      name: 'the token with one character changed',
      headers: { ...json, authorization: `Bearer ${TEST_TOKEN.slice(0, -1)}x` },
    },
    {
      ...base,
      ...payload,
      name: 'the token plus a suffix',
      headers: { ...json, authorization: `Bearer ${TEST_TOKEN}x` },
    },
    { ...base, ...payload, name: 'an empty bearer', headers: { ...json, authorization: 'Bearer ' } },
    {
      ...base,
      ...payload,
      name: 'the token as Basic credentials',
      headers: { ...json, authorization: `Basic ${Buffer.from(`user:${TEST_TOKEN}`).toString('base64')}` },
    },
    {
      ...base,
      ...payload,
      name: 'an SQL fragment as token',
      headers: { ...json, authorization: "Bearer ' OR 1=1 --" },
    },
    {
      ...base,
      ...payload,
      name: 'the token in a query string',
      url: `${route.url}${route.url.includes('?') ? '&' : '?'}token=${TEST_TOKEN}`,
      headers: { ...json },
    },
  ];
});

const badPostcodes = ['HB1', 'HB1 1A', '11AA', 'A'.repeat(40), ...INJECTIONS, '%00', ' '];

const coverageCases: HostileCase[] = [
  ...badPostcodes.map((postcode) => ({
    name: `postcode ${JSON.stringify(postcode)}`,
    method: 'GET' as const,
    url: `/uprn/uprnByPostcode/${enc(postcode)}`,
    status: 400,
    key: 'validation.invalid_params',
  })),
  ...badPostcodes.map((postcode) => ({
    name: `postcode ${JSON.stringify(postcode)}`,
    method: 'GET' as const,
    url: `/promotion/promotionByPostcode/${enc(postcode)}`,
    status: 400,
    key: 'validation.invalid_params',
  })),
  ...['abc', '1.5', '-1', '0x10', '1234567890123', ...INJECTIONS, '1e5'].flatMap((uprn) => [
    {
      name: `uprn ${JSON.stringify(uprn)}`,
      method: 'GET' as const,
      url: `/uprn/${enc(uprn)}`,
      status: 400,
      key: 'validation.invalid_params',
    },
    {
      name: `uprn ${JSON.stringify(uprn)}`,
      method: 'PUT' as const,
      url: `/uprn/uprnChecked/${enc(uprn)}`,
      status: 400,
      key: 'validation.invalid_params',
    },
  ]),
  {
    name: 'an unknown uprn',
    method: 'GET',
    url: '/uprn/999999999999',
    status: 404,
    key: 'uprn.get.not_found',
  },
  {
    name: 'an unknown uprn',
    method: 'PUT',
    url: '/uprn/uprnChecked/999999999999',
    status: 404,
    key: 'uprn.get.not_found',
  },
  {
    name: 'a 1 MB body on a route that takes none',
    method: 'PUT',
    url: '/uprn/uprnChecked/100000000001',
    payload: megabyte(),
    status: 413,
    key: 'request.too_large',
  },
];

const promotionCases: HostileCase[] = [
  {
    name: 'no register_channel',
    method: 'GET',
    url: '/promotion',
    status: 400,
    key: 'validation.invalid_query',
  },
  {
    name: 'another channel',
    method: 'GET',
    url: '/promotion?register_channel=MOBILE',
    status: 400,
    key: 'validation.invalid_query',
  },
  {
    name: 'an unknown query field',
    method: 'GET',
    url: '/promotion?register_channel=WEB&admin=true',
    status: 400,
    key: 'validation.invalid_query',
  },
  {
    name: 'a repeated register_channel',
    method: 'GET',
    url: '/promotion?register_channel=WEB&register_channel=WEB',
    status: 400,
    key: 'validation.invalid_query',
  },
  ...['abc', '-1', '1.5', "1' OR '1'='1", '99999999999'].map((product) => ({
    name: `product ${JSON.stringify(product)}`,
    method: 'GET' as const,
    url: `/promotion?register_channel=WEB&product=${enc(product)}`,
    status: 400,
    key: 'validation.invalid_query',
  })),
  {
    name: 'auto=yes',
    method: 'GET',
    url: '/promotion?register_channel=WEB&auto=yes',
    status: 400,
    key: 'validation.invalid_query',
  },
  ...INJECTIONS.map((postcode) => ({
    name: `postcode ${JSON.stringify(postcode)}`,
    method: 'GET' as const,
    url: `/promotion?register_channel=WEB&postcode=${enc(postcode)}`,
    status: 400,
    key: 'validation.invalid_query',
  })),
  ...[...INJECTIONS, 'A'.repeat(33), 'WELCOME 10'].map((code) => ({
    name: `code ${JSON.stringify(code)}`,
    method: 'GET' as const,
    url: `/promotion/${enc(code)}?register_channel=WEB`,
    status: 400,
    key: 'validation.invalid_params',
  })),
  {
    name: 'an unknown code',
    method: 'GET',
    url: '/promotion/NOSUCHCODE?register_channel=WEB',
    status: 404,
    key: 'promotions.get.not_found',
  },
  {
    name: 'a withdrawn code',
    method: 'GET',
    url: '/promotion/OLDCODE?register_channel=WEB',
    status: 404,
    key: 'promotions.get.not_found',
  },
  {
    name: 'a code without register_channel',
    method: 'GET',
    url: '/promotion/WELCOME10',
    status: 400,
    key: 'validation.invalid_query',
  },
];

/** Malformed, oversized and hostile bodies every JSON write route must refuse before its handler. */
function bodyCases(
  method: Method,
  url: string,
  valid: Record<string, unknown>,
  optional: readonly string[] = [],
  perField = true,
): HostileCase[] {
  const at = { method, url };
  const firstField = Object.keys(valid)[0] ?? 'field';
  return [
    { ...at, name: 'no body', status: 400, key: 'validation.invalid_body' },
    { ...at, name: 'an empty JSON body', payload: '', status: 400, key: 'request.empty_body' },
    {
      ...at,
      name: 'malformed JSON',
      payload: '{"products": [1002,',
      status: 400,
      key: 'request.invalid_json',
    },
    { ...at, name: 'JSON null', payload: 'null', status: 400, key: 'validation.invalid_body' },
    { ...at, name: 'a JSON array', payload: '[]', status: 400, key: 'validation.invalid_body' },
    {
      ...at,
      name: 'a JSON string',
      payload: '"SELECT * FROM customer"',
      status: 400,
      key: 'validation.invalid_body',
    },
    { ...at, name: 'a JSON number', payload: '1e999', status: 400, key: 'validation.invalid_body' },
    { ...at, name: 'an empty object', payload: {}, status: 400, key: 'validation.invalid_body' },
    {
      ...at,
      name: 'an unknown field beside a valid body',
      payload: { ...valid, is_admin: true },
      status: 400,
      key: 'validation.invalid_body',
    },
    {
      ...at,
      name: 'prototype poisoning',
      payload: `{"__proto__":{"isAdmin":true},${JSON.stringify(valid).slice(1)}`,
      status: 400,
      key: 'request.invalid_json',
    },
    {
      ...at,
      name: 'constructor poisoning',
      payload: `{"constructor":{"prototype":{"isAdmin":true}},${JSON.stringify(valid).slice(1)}`,
      status: 400,
      key: 'request.invalid_json',
    },
    {
      ...at,
      name: 'deeply nested arrays',
      payload: `{"${firstField}":${'['.repeat(3000)}${']'.repeat(3000)}}`,
      status: 400,
      key: 'request.too_deep',
    },
    ...(perField ? Object.keys(valid) : []).flatMap((field) => [
      {
        ...at,
        name: `${field} as an object`,
        payload: { ...valid, [field]: { $gt: '' } },
        status: 400,
        key: 'validation.invalid_body',
        field,
      },
      {
        ...at,
        name: `${field} as an SQL fragment`,
        payload: { ...valid, [field]: "' OR 1=1 --" },
        status: 400,
        key: 'validation.invalid_body',
        field,
      },
      {
        ...at,
        name: `${field} as markup`,
        payload: { ...valid, [field]: '<script>alert(1)</script>' },
        status: 400,
        key: 'validation.invalid_body',
        field,
      },
      ...(optional.includes(field)
        ? []
        : [
            {
              ...at,
              name: `${field} missing`,
              payload: Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field)),
              status: 400,
              key: 'validation.invalid_body',
              field,
            },
          ]),
    ]),
    { ...at, name: 'a 1 MB body', payload: megabyte(firstField), status: 413, key: 'request.too_large' },
    {
      ...at,
      name: 'a body as text/plain',
      payload: JSON.stringify(valid),
      headers: { ...AUTH, 'content-type': 'text/plain' },
      status: 415,
      key: 'request.unsupported_media_type',
    },
    {
      ...at,
      name: 'a form-encoded body',
      payload: 'products=1002',
      headers: { ...AUTH, 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
      key: 'request.unsupported_media_type',
    },
    {
      ...at,
      name: 'a multipart body',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      headers: { ...AUTH, 'content-type': 'multipart/form-data; boundary=x' },
      status: 415,
      key: 'request.unsupported_media_type',
    },
  ];
}

const paymentUrl = '/product/calculate-monthly-payment';
const paymentCases: HostileCase[] = [
  ...bodyCases('POST', paymentUrl, { products: [1002, 9001], promotions: [2] }, ['promotions']),
  ...[
    ['products as a string', { products: '1002' }],
    ['products as numbers in strings', { products: ['1002'] }],
    ['no products', { products: [] }],
    ['a negative product', { products: [-1] }],
    ['a fractional product', { products: [1002.5] }],
    ['a product id past 32 bits', { products: [2_147_483_648] }],
    ['21 products', { products: Array.from({ length: 21 }, () => 1002) }],
    ['promotions as an object', { products: [1002], promotions: { 0: 2 } }],
    ['a null promotion', { products: [1002], promotions: [null] }],
  ].map(([name, payload]) => ({
    name: name as string,
    method: 'POST' as const,
    url: paymentUrl,
    payload: payload as object,
    status: 400,
    key: 'validation.invalid_body',
  })),
  // One basket, one plan; each id once (decision 0172).
  ...[
    ['the same plan four times', { products: [1002, 1002, 1002, 1002] }],
    ['an add-on twice', { products: [1002, 9001, 9001] }],
    ['a promotion twice', { products: [1002], promotions: [2, 2] }],
  ].map(([name, payload]) => ({
    name: name as string,
    method: 'POST' as const,
    url: paymentUrl,
    payload: payload as object,
    status: 400,
    key: 'validation.invalid_body',
    field: Object.keys(payload as object).at(-1),
  })),
  ...[
    ['two plans', { products: [1001, 1002] }],
    ['three plans and an add-on', { products: [9001, 1001, 1002, 1003] }],
  ].map(([name, payload]) => ({
    name: name as string,
    method: 'POST' as const,
    url: paymentUrl,
    payload: payload as object,
    status: 422,
    key: 'monthly_payment.more_than_one_plan',
    field: 'products',
  })),
  {
    name: 'an unknown product',
    method: 'POST',
    url: paymentUrl,
    payload: { products: [1002, 999999] },
    status: 422,
    key: 'monthly_payment.unknown_product',
  },
  {
    name: 'an unknown promotion',
    method: 'POST',
    url: paymentUrl,
    payload: { products: [1002], promotions: [999] },
    status: 422,
    key: 'monthly_payment.unknown_promotion',
  },
];

const workOrderCases: HostileCase[] = [
  ...bodyCases('PUT', '/workorder/schedule/WO00000000', { day: '2026-12-01', time: '08:00-13:00' }),
  ...['WO-1', 'W', 'A'.repeat(65), ...INJECTIONS].flatMap((id) => [
    {
      name: `work order id ${JSON.stringify(id)}`,
      method: 'GET' as const,
      url: `/workorder/schedule/${enc(id)}`,
      status: 400,
      key: 'validation.invalid_params',
    },
    {
      name: `work order id ${JSON.stringify(id)}`,
      method: 'PUT' as const,
      url: `/workorder/schedule/${enc(id)}`,
      payload: { day: '2026-12-01', time: '08:00-13:00' },
      status: 400,
      key: 'validation.invalid_params',
    },
  ]),
  ...[
    ['an impossible day', { day: '2026-02-30', time: '08:00-13:00' }],
    ['a day in another format', { day: '01/12/2026', time: '08:00-13:00' }],
    ['a time not offered', { day: '2026-12-01', time: '18:00-23:00' }],
    ['a time in lower case words', { day: '2026-12-01', time: 'morning' }],
  ].map(([name, payload]) => ({
    name: name as string,
    method: 'PUT' as const,
    url: '/workorder/schedule/WO00000000',
    payload: payload as object,
    status: 400,
    key: 'validation.invalid_body',
  })),
  {
    name: 'an unknown work order',
    method: 'GET',
    url: '/workorder/schedule/WO00000000',
    status: 404,
    key: 'workorder.not_found',
  },
  {
    name: 'an unknown work order',
    method: 'PUT',
    url: '/workorder/schedule/WO00000000',
    payload: { day: '2026-12-01', time: '08:00-13:00' },
    status: 404,
    key: 'workorder.not_found',
  },
];

const ORDER_OPTIONAL = ['accept_marketing', 'addons', 'promotions'];
const bank = { account_name: 'Sam Fibre', sort_code: '089999', account_number: '66374958' };
const paymentRequest = {
  request_amount: 10,
  request_description: 'Installation',
  redirect_url: 'https://example.com/paid',
};

const customerCases: HostileCase[] = [
  ...bodyCases('POST', '/customer/SIGNUP', orderBody(), ORDER_OPTIONAL),
  ...['UPDATE', 'PREORDER', 'PREORDERDDSDU', 'PREORDERDDMDU'].flatMap((action) =>
    bodyCases('POST', `/customer/${action}`, orderBody({}, '100000000021'), ORDER_OPTIONAL, false),
  ),
  // A plot with no uprn registers interest too, so uprn may be left out.
  ...bodyCases('POST', '/customer/ROI', interestBody(), ['marketing', 'uprn']),
  ...bodyCases('POST', '/customer/CALLME', callMeBody()),
  ...bodyCases('POST', '/customer/PROSPECT', prospectBody()),
  ...bodyCases('PUT', '/customer/{{code}}', { emergency_phone: '07700 900999', medical_alarm: true }, [
    'emergency_phone',
    'medical_alarm',
  ]),
  ...bodyCases('POST', '/customer/renew', { id_customer: '{{code}}', id_contract_renew: 1002 }),
  ...bodyCases('POST', '/customer/{{code}}/direct-debit', bank),
  ...bodyCases('POST', '/customer/{{code}}/direct-debit-request', paymentRequest),
  ...bodyCases('POST', '/customer/outage', { email: 'someone@example.com' }),
  ...bodyCases('POST', '/charity-vote', { charity: 'Snow Rescue' }),
  ...bodyCases('PUT', '/workorder/schedule/{{wo}}', { day: '2026-12-01', time: '08:00-13:00' }, [], false),
  ...[
    ['an unknown action', 'POST', '/customer/LEAD', orderBody(), 404, 'customer.unknown_action'],
    ['an action in lower case', 'POST', '/customer/signup', orderBody(), 404, 'customer.unknown_action'],
    [
      'an SQL fragment as action',
      'POST',
      `/customer/${enc("' OR 1=1 --")}`,
      orderBody(),
      404,
      'customer.unknown_action',
    ],
    [
      'an unknown uprn',
      'POST',
      '/customer/SIGNUP',
      orderBody({ uprn: '999999999999' }),
      422,
      'customer.unknown_uprn',
    ],
    [
      'a postcode not of the uprn',
      'POST',
      '/customer/SIGNUP',
      orderBody({ postcode: 'HB1 1AB' }),
      422,
      'customer.postcode_mismatch',
    ],
    [
      'an unknown product',
      'POST',
      '/customer/SIGNUP',
      orderBody({ id_product: 999999 }),
      422,
      'customer.unknown_product',
    ],
    [
      'an unknown promotion',
      'POST',
      '/customer/SIGNUP',
      orderBody({ promotions: [999] }),
      422,
      'customer.promotion_not_valid',
    ],
    [
      'a withdrawn promotion',
      'POST',
      '/customer/SIGNUP',
      orderBody({ promotions: [6] }),
      422,
      'customer.promotion_not_valid',
    ],
    [
      'an existing customer',
      'POST',
      '/customer/SIGNUP',
      orderBody({}, '100000000011'),
      409,
      'customer.existing_customer',
    ],
    ...['PREORDER', 'PREORDERDDSDU', 'PREORDERDDMDU'].map((action) => [
      'a pre-order where the network can serve now (decision 0121)',
      'POST',
      `/customer/${action}`,
      orderBody(),
      422,
      'customer.address_not_eligible',
    ]),
    [
      'UPDATE with no open order',
      'POST',
      '/customer/UPDATE',
      orderBody({ email: 'nobody@example.com' }, '100000000003'),
      404,
      'customer.not_found',
    ],
    [
      'a prospect at an unknown uprn',
      'POST',
      '/customer/PROSPECT',
      prospectBody({ uprn: '999999999999' }),
      422,
      'customer.unknown_uprn',
    ],
    [
      'a call-back at an unknown uprn',
      'POST',
      '/customer/CALLME',
      callMeBody({ uprn: '999999999999' }),
      422,
      'customer.unknown_uprn',
    ],
    [
      'an update of an unknown customer',
      'PUT',
      '/customer/C00000000',
      { medical_alarm: true },
      404,
      'customer.not_found',
    ],
    [
      'a renewal of an unknown customer',
      'POST',
      '/customer/renew',
      { id_customer: 'C00000000', id_contract_renew: 1002 },
      404,
      'customer.not_found',
    ],
    [
      'bank details of an unknown customer',
      'POST',
      '/customer/C00000000/direct-debit',
      bank,
      404,
      'customer.not_found',
    ],
    [
      'a payment request of an unknown customer',
      'POST',
      '/customer/C00000000/direct-debit-request',
      paymentRequest,
      404,
      'customer.not_found',
    ],
    [
      'a sort code and account that do not belong together',
      'POST',
      '/customer/{{code}}/direct-debit',
      { ...bank, sort_code: '107999', account_number: '88837492' },
      422,
      'bank.invalid_details',
    ],
    [
      'a payment request to an http URL',
      'POST',
      '/customer/{{code}}/direct-debit-request',
      { ...paymentRequest, redirect_url: 'http://example.com/paid' },
      400,
      'validation.invalid_body',
    ],
    [
      'a payment request to a javascript: URL',
      'POST',
      '/customer/{{code}}/direct-debit-request',
      { ...paymentRequest, redirect_url: 'javascript:alert(1)' },
      400,
      'validation.invalid_body',
    ],
    [
      'a payment request of nothing',
      'POST',
      '/customer/{{code}}/direct-debit-request',
      { ...paymentRequest, request_amount: 0 },
      400,
      'validation.invalid_body',
    ],
    [
      'a slot outside the offer',
      'PUT',
      '/workorder/schedule/{{wo}}',
      { day: '2020-01-06', time: '08:00-13:00' },
      422,
      'slot.not_offered',
    ],
  ].map(([name, method, url, payload, status, key]) => ({
    name: name as string,
    method: method as Method,
    url: url as string,
    payload: payload as object,
    status: status as number,
    key: key as string,
  })),
  ...['GET /customer/{{code}}x', 'GET /customer/C00000000', 'GET /customer/C00000000/schedule'].map(
    (route) => {
      const [method, url] = route.split(' ') as [Method, string];
      return { name: 'an unknown code', method, url, status: 404, key: 'customer.not_found' };
    },
  ),
  ...INJECTIONS.flatMap((code) => [
    {
      name: `code ${JSON.stringify(code)}`,
      method: 'GET' as const,
      url: `/customer/${enc(code)}`,
      status: 400,
      key: 'validation.invalid_params',
    },
    {
      name: `code ${JSON.stringify(code)}`,
      method: 'GET' as const,
      url: `/customer/${enc(code)}/schedule`,
      status: 400,
      key: 'validation.invalid_params',
    },
    {
      name: `code ${JSON.stringify(code)}`,
      method: 'POST' as const,
      url: `/customer/${enc(code)}/direct-debit`,
      payload: bank,
      status: 400,
      key: 'validation.invalid_params',
    },
  ]),
  // Stored with 201 before every field had an allow-list (decision 0171).
  ...[
    '<script>alert(1)</script>',
    "'; DROP TABLE customer; --",
    'abc\r\nSet-Cookie: x=1',
    'abc\ud800',
    'a b',
    'x'.repeat(257),
  ].map((awc) => ({
    name: `awc ${JSON.stringify(awc).slice(0, 40)}`,
    method: 'POST' as const,
    url: '/customer/SIGNUP',
    payload: orderBody({ awc }, '100000000003'),
    status: 400,
    key: 'validation.invalid_body',
    field: 'awc',
  })),
  ...[
    '"<script>"@example.com',
    'test@[127.0.0.1]',
    'jo@127.0.0.1',
    'jo@localhost',
    'a\ud800@example.com',
  ].map((email) => ({
    name: `e-mail ${JSON.stringify(email)}`,
    method: 'POST' as const,
    url: '/customer/outage',
    payload: { email },
    status: 400,
    key: 'validation.invalid_body',
    field: 'email',
  })),
  {
    name: 'a provider id that is not an id',
    method: 'POST',
    url: '/customer/SIGNUP',
    payload: orderBody(
      {
        additional: { ...orderBody().additional, needsHelpSwitchingProvider: true, rcpid: '<b>RCP</b>' },
      },
      '100000000003',
    ),
    status: 400,
    key: 'validation.invalid_body',
    field: 'additional',
  },
  {
    name: 'an Idempotency-Key over 255 characters',
    method: 'POST',
    url: '/customer/SIGNUP',
    headers: { ...AUTH, 'idempotency-key': 'k'.repeat(256) },
    payload: orderBody(),
    status: 400,
    key: 'validation.invalid_headers',
  },
];

const routingCases: HostileCase[] = [
  { name: 'an unknown route', method: 'GET', url: '/admin', status: 404, key: 'request.not_found' },
  {
    name: 'a method the route lacks',
    method: 'DELETE',
    url: '/product',
    status: 404,
    key: 'request.not_found',
  },
  {
    name: 'PATCH on a PUT route',
    method: 'PATCH',
    url: '/uprn/uprnChecked/100000000001',
    status: 404,
    key: 'request.not_found',
  },
  {
    name: 'path traversal',
    method: 'GET',
    url: '/uprn/..%2F..%2Fetc%2Fpasswd',
    status: 400,
    key: 'validation.invalid_params',
  },
  // Refused by the router before a route runs (Fastify's frameworkErrors), with our error body.
  {
    name: 'broken percent-encoding',
    method: 'GET',
    url: '/uprn/%E0%A4%A',
    status: 400,
    key: 'request.bad_url',
  },
  { name: 'a lone percent sign', method: 'GET', url: '/customer/%', status: 400, key: 'request.bad_url' },
  ...[
    ['GET', '/uprn/uprnByPostcode/:long'],
    ['PUT', '/uprn/uprnChecked/:long'],
    ['GET', '/promotion/:long?register_channel=WEB'],
    ['PUT', '/workorder/schedule/:long'],
    ['POST', '/customer/:long/direct-debit'],
    ['GET', '/customer/:long'],
    ['GET', '/postcodes/:long'],
  ].map(([method, url]) => ({
    name: 'a path parameter over 100 characters',
    method: method as Method,
    url: (url as string).replace(':long', 'A'.repeat(101)),
    status: 414,
    key: 'request.param_too_long',
  })),
];

/** Every group of cases, by route family. */
const GROUPS: Record<string, HostileCase[]> = {
  'missing or wrong token': tokenCases,
  'coverage routes': coverageCases,
  'promotion routes': promotionCases,
  'POST /product/calculate-monthly-payment': paymentCases,
  'work order routes': workOrderCases,
  'customer routes': customerCases,
  routing: routingCases,
};

describeEachApi('hostile input', (ctx) => {
  const known: Known = { code: '', wo: '' };
  beforeAll(async () => {
    // A customer with a work order, so bad input also meets records that exist.
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/customer/SIGNUP',
      headers: AUTH,
      payload: orderBody(),
    });
    expect(response.statusCode).toBe(201);
    known.code = response.json().code;
    known.wo = response.json().work_order.id_workorder;
  });

  const run = async (testCase: HostileCase) => {
    const before = await snapshot(ctx.database.db);
    const response = await ctx.app.inject(toInject(testCase, known));
    expectRefusal(response, testCase.status, testCase.key);
    if (testCase.field !== undefined) expectFieldNamed(response, testCase.field);
    expect(await snapshot(ctx.database.db)).toEqual(before);
    await expectStillServing(ctx.app);
  };
  const label = (testCase: HostileCase) =>
    `${testCase.method} ${testCase.url.slice(0, 80)}: ${testCase.name}`;

  for (const [group, cases] of Object.entries(GROUPS)) {
    describe(group, () => {
      it.each(cases.map((testCase) => [label(testCase), testCase] as const))('%s', async (_label, testCase) =>
        run(testCase),
      );
    });
  }

  it('answers every provider route with 2xx or a 4xx of its own once the token is right (the cases above are not all 401s)', async () => {
    for (const route of PROVIDER_ROUTES) {
      const response = await ctx.app.inject(
        toInject({ ...route, name: 'valid token', status: 0, key: '', headers: { ...AUTH } }),
      );
      expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(401);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});
