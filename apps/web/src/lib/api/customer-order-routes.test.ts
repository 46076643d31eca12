import { ProviderError } from '@fibre/provider-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerPreorder,
  customerPreorderDdMdu,
  customerPreorderDdSdu,
  customerSignup,
  preactiveCustomerUpdate,
} from './customer-order-routes';
import { orderCodeOf } from './order-access';
import { RATE_LIMIT_RULES } from './rate-limits';
import {
  fakeDeps as baseFakeDeps,
  down,
  orderCookie,
  post,
  TEST_ORDER_ACCESS_KEY,
  VID,
  validOrderBody,
} from './route-deps.test-support';

afterEach(() => vi.restoreAllMocks());

/** The route deps with a clock on 23 November 2026 (the 18-or-over rule reads today from it). */
function fakeDeps(overrides: Parameters<typeof baseFakeDeps>[0] = {}) {
  const fake = baseFakeDeps(overrides);
  fake.deps.now = () => Date.parse('2026-11-23T10:00:00Z');
  return fake;
}

const KEY = '123e4567-e89b-42d3-a456-426614174111';
const headers = { 'idempotency-key': KEY, cookie: `hb_vid=${VID}` };

const orderBody = validOrderBody;

describe('the order routes', () => {
  it.each([
    ['SIGNUP', customerSignup, 201],
    ['PREORDER', customerPreorder, 201],
    ['PREORDERDDSDU', customerPreorderDdSdu, 201],
    ['PREORDERDDMDU', customerPreorderDdMdu, 201],
  ] as const)('sends %s with the Idempotency-Key and answers the record', async (action, route, status) => {
    const { deps, provider } = fakeDeps();
    const response = await route(post('/api/x', orderBody(), headers), deps);
    expect(response.status).toBe(status);
    expect((await response.json()).customer.code).toBe('FB7K3M9QXT');
    // The browser is given the order it made, for the later steps (decision 0290).
    const given = response.headers.getSetCookie().find((cookie) => cookie.startsWith('hb_order='));
    expect(given).toMatch(/; Path=\/api; Max-Age=14400; HttpOnly; SameSite=Strict$/);
    const next = post('/api/y', {}, { cookie: given?.split(';')[0] ?? '' });
    expect(orderCodeOf(next, { key: TEST_ORDER_ACCESS_KEY, now: deps.now() })).toBe('FB7K3M9QXT');
    expect(provider.submitCustomer).toHaveBeenCalledWith(
      action,
      expect.objectContaining({ uprn: '100000000001', id_product: 1002, phone: '07700900123' }),
      { idempotencyKey: KEY },
    );
  });

  it('refuses a write without an Idempotency-Key and sends nothing', async () => {
    const { deps, provider } = fakeDeps();
    const response = await customerSignup(
      post('/api/customer-signup', orderBody(), { cookie: `hb_vid=${VID}` }),
      deps,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('validation.invalid_headers');
    expect(provider.submitCustomer).not.toHaveBeenCalled();
  });

  it.each([
    [
      'an under-18 birthdate',
      { birthdate: '2020-01-01' },
      'birthdate',
      'Please confirm that you are at least 18 years old',
    ],
    ['a bad e-mail', { email: 'sam@' }, 'email', 'Email is invalid'],
    ['a bad phone', { phone: '12345' }, 'phone', 'Phone is invalid'],
    ['an unknown field', { admin: true }, '', ''],
  ])('answers 400 validation.invalid_body with the field for %s', async (_name, override, path, message) => {
    const { deps, provider } = fakeDeps();
    const response = await customerSignup(post('/api/customer-signup', orderBody(override), headers), deps);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('validation.invalid_body');
    if (path) expect(body.fields).toContainEqual({ path, message });
    expect(provider.submitCustomer).not.toHaveBeenCalled();
  });

  it('refuses a telecare yes with the spec words, before the provider', async () => {
    const { deps, provider } = fakeDeps();
    const body = orderBody({ additional: { ...orderBody().additional, hasHealthcareOrMedicalAlarm: true } });
    const response = await customerSignup(post('/api/customer-signup', body, headers), deps);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toContainEqual({
      path: 'additional.hasHealthcareOrMedicalAlarm',
      message: "Sorry, you can't progress with your online order",
    });
    expect(provider.submitCustomer).not.toHaveBeenCalled();
  });

  it('passes a provider refusal on with its key, status and fields', async () => {
    const { deps } = fakeDeps({
      submitCustomer: vi.fn(async () => {
        throw new ProviderError({
          status: 409,
          key: 'customer.open_order_exists',
          message: 'There is already an open order at this address.',
          fields: [],
        });
      }),
    });
    const response = await customerSignup(post('/api/customer-signup', orderBody(), headers), deps);
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe('customer.open_order_exists');
  });

  it('answers a provider failure as a gateway error', async () => {
    const { deps } = fakeDeps({
      submitCustomer: vi.fn(async () => {
        throw down();
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await customerSignup(post('/api/customer-signup', orderBody(), headers), deps);
    expect(response.status).toBeGreaterThanOrEqual(502);
  });

  it('counts against the checkout write budget', async () => {
    const { deps } = fakeDeps();
    const { limit } = RATE_LIMIT_RULES.checkoutStepWrite;
    for (let index = 0; index < limit; index += 1) {
      expect((await customerSignup(post('/api/customer-signup', orderBody(), headers), deps)).status).toBe(
        201,
      );
    }
    expect((await customerSignup(post('/api/customer-signup', orderBody(), headers), deps)).status).toBe(429);
  });
});

describe('POST /api/preactive-customer-update', () => {
  it('updates the customer of the code in the query', async () => {
    const { deps, provider } = fakeDeps();
    const response = await preactiveCustomerUpdate(
      post(
        '/api/preactive-customer-update?code=FB7K3M9QXT',
        { medical_alarm: false },
        orderCookie('FB7K3M9QXT', Date.parse('2026-11-23T10:00:00Z')),
      ),
      deps,
    );
    expect(response.status).toBe(200);
    expect(provider.updatePreactiveCustomer).toHaveBeenCalledWith('FB7K3M9QXT', { medical_alarm: false });
  });

  it('answers 404 customer.not_found for an order this browser was not given', async () => {
    const { deps, provider } = fakeDeps();
    const response = await preactiveCustomerUpdate(
      post(
        '/api/preactive-customer-update?code=FB7K3M9QXT',
        { medical_alarm: false },
        orderCookie('ZZ7K3M9QXT', Date.parse('2026-11-23T10:00:00Z')),
      ),
      deps,
    );
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('customer.not_found');
    expect(provider.updatePreactiveCustomer).not.toHaveBeenCalled();
  });

  it('refuses a missing code and an empty body', async () => {
    const { deps, provider } = fakeDeps();
    const noCode = await preactiveCustomerUpdate(
      post('/api/preactive-customer-update', { medical_alarm: false }),
      deps,
    );
    expect(noCode.status).toBe(400);
    expect((await noCode.json()).error).toBe('validation.invalid_query');
    const empty = await preactiveCustomerUpdate(
      post(
        '/api/preactive-customer-update?code=FB7K3M9QXT',
        {},
        orderCookie('FB7K3M9QXT', Date.parse('2026-11-23T10:00:00Z')),
      ),
      deps,
    );
    expect(empty.status).toBe(400);
    expect(provider.updatePreactiveCustomer).not.toHaveBeenCalled();
  });
});
