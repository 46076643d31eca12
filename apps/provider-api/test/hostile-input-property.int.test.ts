import { CUSTOMER_ACTIONS } from '@fibre/domain/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH, describeEachApi } from './app';
import { callMeBody, interestBody, orderBody, prospectBody } from './bodies';

/**
 * Property: whatever JSON (or text) arrives at a write route, the answer is never a 5xx, and every
 * refusal is JSON with a dotted error key. A thousand generated bodies per route on each database,
 * bounded so the whole file runs in well under a minute on both.
 */
const RUNS_PER_ROUTE = 1000;

/** Text an attacker or a broken client sends, plus values that pass some fields' rules. */
const TEXT = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE customer; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '\u202e',
    '',
    ' ',
    'HB1 1AA',
    'hb11ag',
    '100000000001',
    'WELCOME10',
    'someone@example.com',
    '07700 900123',
    '2026-12-01',
    '1990-01-01',
    '08:00-13:00',
    '089999',
    '66374958',
    'https://example.com/pay',
    'SIGNUP',
    'MR',
    'PASSSERV',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ minLength: 300, maxLength: 600 }),
);

const NUMBER = fc.oneof(
  fc.constantFrom(1002, 9001, 2, 0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308),
  fc.integer(),
  fc.double({ noNaN: true }),
);

const { value: VALUE } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    TEXT,
    NUMBER,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 10 }), tie('value'), { maxKeys: 4 }),
  ),
}));

/**
 * Bodies: a valid body with one or two fields replaced or dropped (to reach the handler), the route's
 * own field names with hostile values, any JSON at all, or raw text.
 */
function bodies(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const known = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('field');
  const change = fc.record({ field: known, value: fc.option(VALUE, { nil: undefined }) });
  const mutated = fc.array(change, { minLength: 1, maxLength: 2 }).map((changes) => {
    const body: Record<string, unknown> = { ...valid };
    for (const { field, value } of changes) {
      if (value === undefined) delete body[field];
      else body[field] = value;
    }
    return JSON.stringify(body);
  });
  const fields = fc.dictionary(
    fc.oneof({ weight: 4, arbitrary: known }, fc.string({ maxLength: 12 })),
    VALUE,
    {
      maxKeys: keys.length + 2,
    },
  );
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 3, arbitrary: fields.map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((body) => JSON.stringify(body) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  );
}

type WriteRoute = {
  name: string;
  method: 'POST' | 'PUT';
  path: fc.Arbitrary<string>;
  /** A body the route accepts (for some path): mutations of it reach past validation. */
  valid: Record<string, unknown>;
};

const enc = encodeURIComponent;
const ID_TEXT = fc.oneof(
  fc.constantFrom('C00000000', 'WO00000000', '100000000001', "' OR 1=1 --", '..%2F..', 'A'.repeat(101)),
  fc.string({ minLength: 1, maxLength: 20 }),
);

const WRITE_ROUTES: WriteRoute[] = [
  {
    name: 'POST /product/calculate-monthly-payment',
    method: 'POST',
    path: fc.constant('/product/calculate-monthly-payment'),
    valid: { products: [1002, 9001], promotions: [2] },
  },
  {
    name: 'PUT /uprn/uprnChecked/{uprn}',
    method: 'PUT',
    path: ID_TEXT.map((uprn) => `/uprn/uprnChecked/${enc(uprn)}`),
    valid: {},
  },
  {
    name: 'PUT /workorder/schedule/{id}',
    method: 'PUT',
    path: ID_TEXT.map((id) => `/workorder/schedule/${enc(id)}`),
    valid: { day: '2026-12-01', time: '08:00-13:00' },
  },
  ...CUSTOMER_ACTIONS.map(
    (action): WriteRoute => ({
      name: `POST /customer/${action}`,
      method: 'POST',
      path: fc.constant(`/customer/${action}`),
      valid:
        action === 'CALLME'
          ? callMeBody()
          : action === 'ROI'
            ? interestBody()
            : action === 'SIGNUP' || action === 'UPDATE'
              ? orderBody()
              : orderBody({}, '100000000021'),
    }),
  ),
  {
    name: 'POST /customer/{action} (unknown actions)',
    method: 'POST',
    path: fc
      .oneof(fc.constantFrom('LEAD', 'signup', 'DROP', '%27'), fc.string({ minLength: 1, maxLength: 12 }))
      .map((action) => `/customer/${enc(action)}`),
    valid: orderBody(),
  },
  {
    name: 'POST /customer/PROSPECT',
    method: 'POST',
    path: fc.constant('/customer/PROSPECT'),
    valid: prospectBody(),
  },
  {
    name: 'PUT /customer/{code}',
    method: 'PUT',
    path: ID_TEXT.map((code) => `/customer/${enc(code)}`),
    valid: { emergency_phone: '07700 900999', medical_alarm: true },
  },
  {
    name: 'POST /customer/renew',
    method: 'POST',
    path: fc.constant('/customer/renew'),
    valid: { id_customer: 'C00000000', id_contract_renew: 1002 },
  },
  {
    name: 'POST /customer/{code}/direct-debit',
    method: 'POST',
    path: ID_TEXT.map((code) => `/customer/${enc(code)}/direct-debit`),
    valid: { account_name: 'Sam Fibre', sort_code: '089999', account_number: '66374958' },
  },
  {
    name: 'POST /customer/{code}/direct-debit-request',
    method: 'POST',
    path: ID_TEXT.map((code) => `/customer/${enc(code)}/direct-debit-request`),
    valid: {
      request_amount: 10,
      request_description: 'Installation',
      redirect_url: 'https://example.com/paid',
    },
  },
  {
    name: 'POST /customer/outage',
    method: 'POST',
    path: fc.constant('/customer/outage'),
    valid: { email: 'someone@example.com' },
  },
];

const IDEMPOTENCY_KEY = fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 300 })), { nil: undefined });

describeEachApi('hostile input: generated bodies', (ctx) => {
  describe('never a 5xx', () => {
    it.each(WRITE_ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(route.path, bodies(route.valid), IDEMPOTENCY_KEY, async (url, payload, key) => {
          // Header values must be visible ASCII; a client cannot send anything else.
          const idempotency =
            key !== undefined && /^[\x21-\x7e]*$/.test(key) ? { 'idempotency-key': key } : {};
          const response = await ctx.app.inject({
            method: route.method,
            url,
            headers: { ...AUTH, 'content-type': 'application/json', ...idempotency },
            payload,
          });
          expect(
            response.statusCode,
            `${route.method} ${url} ${payload.slice(0, 200)} -> ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json().error, response.body.slice(0, 300)).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  });

  it('still answers a valid request after all of that', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/product/calculate-monthly-payment',
      headers: AUTH,
      payload: { products: [1002, 9001], promotions: [2] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().total_monthly_price).toBe(34);
  });
});
