import { randomBytes, randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { WEB_URL } from '../support/environment';
import { cancelOrder, providerApi } from '../support/provider-api';
import { CMS_STAFF } from '../support/site';
import { signInAsStaff, signInAsStaffByApi, totpCode } from '../support/staff';

/**
 * The admin's Orders view (issue 23, decisions 0670 and 0671): staff with the `orders` role find an
 * order placed in the test, move it on with a reason and see it in the history, all through the
 * provider API; a content editor sees no Orders link, view or server function; the move's server
 * function refuses forged, malformed and repeated calls.
 */

const BANK = { account_name: 'Sam Staffview', sort_code: '089999', account_number: '66374958' };
// 3 Spark Lane (PASSSERV): no other browser test orders there.
const ADDRESS = {
  uprn: '100000000013',
  address: '3 Spark Lane, Demoton',
  postcode: 'HB1 1AB',
  address_type: 'RES',
};

interface OrderView {
  state: string;
  history: { from_state: string | null; to_state: string; actor: string; reason: string }[];
}

async function orderView(code: string): Promise<OrderView> {
  const { status, json } = await providerApi('GET', `/order/${encodeURIComponent(code)}`);
  expect(status, JSON.stringify(json)).toBe(200);
  return json as OrderView;
}

/** A placed (confirmed) order, made through the provider API as the checkout makes one. */
async function placedOrder(): Promise<{ code: string; email: string }> {
  const email = `staff-orders.${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await providerApi(
    'POST',
    '/customer/SIGNUP',
    {
      contact_title: 'MR',
      contact_name: 'Sam',
      contact_surname: 'Staffview',
      email,
      phone: '07700 900123',
      birthdate: '1985-01-31',
      origin: { value: 'GGLADS' },
      accept_marketing: false,
      accept_terms: true,
      ...ADDRESS,
      id_product: 1002,
      addons: [],
      promotions: [],
      additional: {
        needsHelpSwitchingProvider: false,
        wantsToRetainExistingLandline: false,
        hasAlternativeContactMethod: true,
        hasHealthcareOrMedicalAlarm: false,
        confirmResponsibility: true,
        currentProvider: 'BT',
      },
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(signUp.status, JSON.stringify(signUp.json)).toBe(201);
  const { code, work_order } = signUp.json as { code: string; work_order: { id_workorder: string } };
  const schedule = await providerApi('GET', `/workorder/schedule/${work_order.id_workorder}`);
  const slot = (schedule.json as { slots: { day: string; time: string; available: boolean }[] }).slots.find(
    (each) => each.available,
  );
  if (!slot) throw new Error('no free installation slot');
  const booked = await providerApi('PUT', `/workorder/schedule/${work_order.id_workorder}`, {
    day: slot.day,
    time: slot.time,
  });
  expect(booked.status, JSON.stringify(booked.json)).toBe(200);
  const debit = await providerApi('POST', `/customer/${code}/direct-debit`, BANK, {
    'idempotency-key': randomUUID(),
  });
  expect(debit.status, JSON.stringify(debit.json)).toBe(201);
  const confirmed = await providerApi(
    'POST',
    `/customer/${code}/confirm`,
    { start_within_cancellation_period: false },
    { 'idempotency-key': randomUUID() },
  );
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(201);
  return { code, email };
}

/** The admin's server-function call the move form made, as the browser sent it, to replay. */
interface CapturedCall {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What a replay sends of the browser's headers: the action, its body's type, the origin and the session. */
const REPLAYED_HEADERS = [
  'next-action',
  'content-type',
  'accept',
  'origin',
  'cookie',
  'next-router-state-tree',
];

async function replay(call: CapturedCall, changes: { headers?: Record<string, string>; body?: string } = {}) {
  const response = await fetch(call.url, {
    method: 'POST',
    headers: { ...call.headers, ...changes.headers },
    body: changes.body ?? call.body,
  });
  return { status: response.status, text: await response.text() };
}

const navOrders = (page: Page) => page.locator('nav').getByRole('link', { name: 'Orders', exact: true });

test.describe('the admin’s Orders view', () => {
  test.describe.configure({ mode: 'serial' });

  let order: { code: string; email: string };
  let moveCall: CapturedCall | undefined;
  let staffApi: APIRequestContext;

  test.beforeAll(async () => {
    order = await placedOrder();
    staffApi = await playwrightRequest.newContext({
      baseURL: WEB_URL,
      extraHTTPHeaders: { Origin: WEB_URL },
    });
    await signInAsStaffByApi(staffApi);
  });

  test.afterAll(async () => {
    await staffApi?.dispose();
    if (order) await cancelOrder(order.code);
  });

  test('staff with the orders role find the order, move it on with a reason and see the history', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsStaff(page);
    // In the nav once it is opened, and on the dashboard.
    await page.locator('.nav-toggler').first().click();
    await expect(navOrders(page)).toBeVisible();
    await page.getByRole('link', { name: 'Find and move customers’ orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    // An empty search: the GOV.UK error summary and the field's message.
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'Enter an order number, a postcode or an e-mail address',
    );
    await expect(page.locator('#search-error')).toHaveText(
      'Error: Enter an order number, a postcode or an e-mail address',
    );
    await expectNoSeriousA11yViolations(page);

    // By e-mail in another case, by keyboard.
    const search = page.getByLabel('Order number, postcode or e-mail address');
    await search.fill(order.email.toUpperCase());
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: order.code });
    await expect(row).toContainText('Sam Staffview');
    await expect(row).toContainText('HB1 1AB');
    await expect(row).toContainText('Acknowledged');
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('link', { name: order.code }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.code}` })).toBeVisible();
    const history = page.getByRole('table', { name: /History/ });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history).toContainText('website');
    // Masked: the account number is never shown whole.
    await expect(page.getByText('account ending 58')).toBeVisible();
    await expect(page.getByText('66374958')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Nothing chosen: each field says what it needs, and focus goes to the summary.
    await page.getByRole('button', { name: 'Move the order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'Select the state to move the order to',
    );
    await expect(page.locator('#reason-error')).toHaveText('Error: Enter the reason for the move');
    await expectNoSeriousA11yViolations(page);

    // By keyboard: the state, the reason, then the button.
    const reason = `Engineer assigned (e2e ${randomBytes(3).toString('hex')})`;
    await page.getByLabel('In progress').focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Reason').fill(reason);
    const captured = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.headers()['next-action'] !== undefined &&
        (request.postData() ?? '').includes('move-order-state'),
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const request = await captured;
    const sent = await request.allHeaders();
    const headers = Object.fromEntries(
      REPLAYED_HEADERS.flatMap((name) => (sent[name] ? [[name, sent[name]]] : [])),
    );
    moveCall = { url: request.url(), headers, body: request.postData() ?? '' };

    await expect(page.getByRole('status').filter({ hasText: 'Order moved to In progress' })).toBeVisible();
    await expect(history.getByRole('row')).toHaveCount(3);
    const moved = history.getByRole('row').last();
    await expect(moved).toContainText(CMS_STAFF.email);
    await expect(moved).toContainText(reason);
    await expect(moved).toContainText('In progress');

    // The provider API is the system of record: the move is there, by the staff member.
    const stored = await orderView(order.code);
    expect(stored.state).toBe('inProgress');
    expect(stored.history.at(-1)).toMatchObject({
      from_state: 'acknowledged',
      to_state: 'inProgress',
      actor: CMS_STAFF.email,
      reason,
    });
  });

  test('the move’s server function refuses another origin, a malformed call and a repeat', async () => {
    const call = moveCall;
    // Serial: the test before captured the move (it fails if it could not), so this never skips.
    expect(call, 'the move captured by the test before').toBeDefined();
    if (!call) return;
    const before = (await orderView(order.code)).history.length;

    // The same press sent again (its attempt id is the Idempotency-Key): no second move.
    const again = await replay(call);
    expect(again.status).toBe(200);
    expect((await orderView(order.code)).history).toHaveLength(before);

    // From another site's page: refused before Next.js reads it.
    const forged = await replay(call, { headers: { origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.text)).toMatchObject({ error: 'request.forbidden_origin' });

    // Not the admin's one call: refused by the proxy.
    const twoArgs = await replay(call, { body: JSON.stringify([JSON.parse(call.body)[0], 1]) });
    expect(twoArgs.status).toBe(400);

    // A call of the right shape with no reason and a browser-chosen actor: the field's message, no move.
    const args = {
      code: order.code,
      state: 'completed',
      reason: '',
      actor: 'someone@evil.example',
      attempt: randomUUID(),
    };
    const invalid = await replay(call, { body: JSON.stringify([{ name: 'move-order-state', args }]) });
    expect(invalid.text).toContain('validation.invalid_body');
    expect(invalid.text).toContain('Enter the reason for the move');

    // Without the staff cookie: nobody signed in.
    const anonymous = await replay(call, { headers: { cookie: '' } });
    expect(anonymous.text).toContain('cms.unauthorized');
    expect((await orderView(order.code)).history).toHaveLength(before);
  });

  test('a content editor sees no Orders link, view or server function, and cannot give themselves the role', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = {
      email: `editor-${randomBytes(4).toString('hex')}@heybroadband.example`,
      password: 'given-by-a-colleague-1',
    };
    const created = await staffApi.post('/cms-api/users', {
      data: { ...account, name: 'Content editor', roles: ['content'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { doc: { id: number; roles: string[] } }).doc.id;

    // First sign-in: the authenticator and a new password (decision 0396).
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('Code from your authenticator app').fill(totpCode(secret));
    await page.getByLabel('New password').fill(`chosen-${randomBytes(6).toString('hex')}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 15_000 });

    await page.locator('.nav-toggler').first().click();
    await expect(page.locator('nav').getByRole('link', { name: 'Pages', exact: true })).toBeVisible();
    await expect(navOrders(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Find and move customers’ orders' })).toHaveCount(0);
    for (const path of ['/admin/orders', `/admin/orders/${order.code}`]) {
      // The admin's 'not found' (its shell streams first, so the status stays 200 as Payload's own).
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(order.code)).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);

    // Their own roles: an editor cannot give themselves orders.
    const token =
      (await page.context().cookies()).find((cookie) => cookie.name === 'payload-token')?.value ?? '';
    const promoted = await page.request.patch(`/cms-api/users/${id}`, {
      headers: { origin: WEB_URL },
      data: { roles: ['content', 'orders'] },
    });
    expect(promoted.status()).toBe(400);

    // The move's server function, called with their session: refused, the order unmoved.
    const call = moveCall;
    expect(call, 'the move captured by the first test').toBeDefined();
    if (call) {
      const before = (await orderView(order.code)).history.length;
      const args = {
        code: order.code,
        state: 'completed',
        reason: 'Not mine to move',
        attempt: randomUUID(),
      };
      const refused = await replay(call, {
        headers: { cookie: `payload-token=${token}` },
        body: JSON.stringify([{ name: 'move-order-state', args }]),
      });
      expect(refused.text).toContain('cms.forbidden');
      expect((await orderView(order.code)).history).toHaveLength(before);
    }

    const removed = await staffApi.delete(`/cms-api/users/${id}`);
    expect(removed.ok()).toBe(true);
  });
});
