import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { answerCookies } from '../support/journey-steps';
import { cancelOrder, providerApi } from '../support/provider-api';
import { sentEmails } from '../support/stand-ins';

/**
 * Changing a placed order on its pages (issue 23, decisions 0660-0663): an order at 6 Fibre Street
 * is placed through the provider API (sign-up, visit, Direct Debit, confirmed with the service to
 * start within the 14 days), the browser proves it through /api/find-my-order with the code read
 * from the e-mail stand-in, and then, by keyboard: moves the installation to another free slot,
 * changes the phone, changes the e-mail with a code sent to the NEW address, and cancels within
 * the 14 days with the model form's notice shown. Each change is read back from the provider API.
 * Every page is checked by axe at desktop and phone widths; a browser without the proof is sent to
 * Find my order.
 */

const UPRN = '100000000006';
const ORDER_CODE_TEMPLATE = 'dev-email-order-code-template';
const PHONE = { width: 375, height: 740 };

const placed: string[] = [];
test.afterAll(async () => {
  for (const code of placed) await cancelOrder(code);
});

interface OrderView {
  state: string;
  customer: { phone: string | null; email: string | null };
  installation: { day: string; time: string } | null;
  history: { to_state: string; actor: string; reason: string }[];
}

async function api(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const answer = await providerApi(method, path, body, { 'idempotency-key': randomUUID() });
  expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
  return answer.json as Record<string, unknown>;
}

const view = async (code: string) => (await api('GET', `/order/${code}`)) as unknown as OrderView;

/** A confirmed sign-up with its visit booked in the first free slot. */
async function placeOrder(): Promise<{ code: string; email: string }> {
  const email = `order.changes.${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await api('POST', '/customer/SIGNUP', {
    contact_title: 'MR',
    contact_name: 'Cam',
    contact_surname: 'Changer',
    email,
    phone: '07700 900654',
    birthdate: '1980-03-14',
    origin: { value: 'GGLADS' },
    accept_marketing: false,
    accept_terms: true,
    uprn: UPRN,
    address: '6 Fibre Street, Demoton',
    postcode: 'HB1 1AA',
    address_type: 'RES',
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
  });
  const code = String(signUp.code);
  placed.push(code);
  const workOrder = signUp.work_order as {
    id_workorder: string;
    slots: { day: string; time: string; available: boolean }[];
  };
  const first = workOrder.slots.find((slot) => slot.available)!;
  await api('PUT', `/workorder/schedule/${workOrder.id_workorder}`, { day: first.day, time: first.time });
  await api('POST', `/customer/${code}/direct-debit`, {
    account_name: 'Cam Changer',
    sort_code: '202959',
    account_number: '63748472',
  });
  await api('POST', `/customer/${code}/confirm`, { start_within_cancellation_period: true });
  return { code, email };
}

/** The codes the e-mail stand-in was asked to send to this address, oldest first. */
function codesSentTo(email: string): string[] {
  return sentEmails()
    .filter(
      (message) => message.template_id === ORDER_CODE_TEMPLATE && message.template_params?.to_email === email,
    )
    .map((message) => String(message.template_params.code));
}

/** Proves the order as Find my order does, through its route: the browser gets the hb_view cookie. */
async function proveOrder(page: Page, code: string, email: string) {
  const asked = await page.request.post('/api/find-my-order', { data: { email, order_number: code } });
  expect(asked.status()).toBe(202);
  await expect.poll(() => codesSentTo(email).length, { timeout: 10_000 }).toBe(1);
  const verified = await page.request.post('/api/find-my-order', {
    data: { email, order_number: code, verification_code: codesSentTo(email)[0] },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * axe at desktop and phone widths. A fresh page (`reload`) is also loaded again at the phone's
 * width, as a phone would load it, and must have nothing to scroll sideways; a page in the middle
 * of a change keeps its state, so it is only checked by axe at both widths.
 */
async function checkBothWidths(page: Page, options: { reload: boolean }) {
  await expectNoSeriousA11yViolations(page);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  if (options.reload) {
    await page.reload();
    // The page's own content (the header is the site shell's, checked by layout-phone.e2e.spec.ts):
    // nothing reaches past the window's width, so there is nothing to scroll sideways.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter(
          (element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5,
        )
        .map((element) => element.tagName),
    );
    expect(wide).toEqual([]);
  }
  await expectNoSeriousA11yViolations(page);
  if (desktop) await page.setViewportSize(desktop);
  if (options.reload) await page.reload();
}

test('a browser that has not proved the order is sent to Find my order', async ({ page }) => {
  await answerCookies(page);
  for (const path of ['/your-order/installation', '/your-order/cancel', '/your-order/contact-details']) {
    await page.goto(path);
    await page.waitForURL('**/find-my-order');
  }
  const refused = await page.request.post('/api/your-order/cancel', {
    data: { confirm: true },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(refused.status()).toBe(404);
});

test('a customer moves the installation, changes the phone and e-mail, and cancels within 14 days', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await answerCookies(page);
  const { code, email } = await placeOrder();
  const before = await view(code);
  await proveOrder(page, code, email);

  // Move the installation, by keyboard.
  await page.goto('/your-order/installation');
  await expect(page.getByRole('heading', { level: 1, name: 'Change your installation' })).toBeVisible();
  await expect(page.getByTestId('current-installation')).toBeVisible();
  await expect(page.getByText(/^You can change your installation until the end of /)).toBeVisible();
  await checkBothWidths(page, { reload: true });
  const current = `${before.installation?.day}|${before.installation?.time}`;
  const target = page.locator(`input[type=radio]:not([disabled]):not([value="${current}"])`).last();
  const chosen = (await target.getAttribute('value')) ?? '';
  await target.focus();
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
  await page.getByRole('button', { name: 'Move my installation' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your installation has been moved' })).toBeFocused();
  const [day, time] = chosen.split('|');
  await expect.poll(async () => (await view(code)).installation).toMatchObject({ day, time });
  await checkBothWidths(page, { reload: false });

  // The phone, then the e-mail with a code sent to the NEW address.
  await page.goto('/your-order/contact-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Change your contact details' })).toBeVisible();
  await checkBothWidths(page, { reload: true });
  await page.getByRole('textbox', { name: 'New phone number' }).focus();
  await page.keyboard.type('01632 960 001');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('current-phone')).toHaveText('Now: 01632960001');
  expect((await view(code)).customer.phone).toBe('01632960001');

  const newEmail = `order.changes.new.${randomUUID().slice(0, 8)}@example.com`;
  await page.getByRole('textbox', { name: 'New e-mail address' }).focus();
  await page.keyboard.type(newEmail);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `We have sent a code to ${newEmail}` }),
  ).toBeVisible();
  await expect.poll(() => codesSentTo(newEmail).length, { timeout: 10_000 }).toBe(1);
  expect((await view(code)).customer.email).toBe(email);
  await checkBothWidths(page, { reload: false });
  const codeField = page.getByRole('textbox', { name: 'Enter the 6-digit code' });
  await codeField.focus();
  await page.keyboard.type(codesSentTo(newEmail)[0] ?? '');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('current-email')).toHaveText(`Now: ${newEmail}`);
  expect((await view(code)).customer.email).toBe(newEmail);

  // Cancel within the 14 days: the notice, nothing owed before the visit, the box required.
  await page.goto('/your-order/cancel');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your order' })).toBeVisible();
  await expect(page.getByText(/^You can cancel until the end of /)).toBeVisible();
  await expect(page.getByTestId('amount-owed')).toHaveText(/^You will not pay anything/);
  const notice = page.getByTestId('cancellation-notice');
  await expect(notice).toContainText(
    'I hereby give notice that I cancel my contract for the supply of the following service',
  );
  await expect(notice).toContainText(`(order ${code})`);
  await expect(notice).toContainText('6 Fibre Street, Demoton, HB1 1AA');
  await checkBothWidths(page, { reload: true });
  await page.getByRole('button', { name: 'Cancel my order' }).focus();
  await page.keyboard.press('Enter');
  const summary = page.locator('div[tabindex="-1"]').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole('link', { name: 'Select that you want to cancel your order' }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'I want to cancel this order' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Cancel my order' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your order has been cancelled' })).toBeFocused();
  const cancelled = await view(code);
  expect(cancelled.state).toBe('cancelled');
  expect(cancelled.history.at(-1)).toMatchObject({ to_state: 'cancelled', actor: 'website' });
  await checkBothWidths(page, { reload: false });

  // Once cancelled, the pages say it can no longer be changed online.
  await page.goto('/your-order/installation');
  await expect(page.getByTestId('reschedule-refused')).toBeVisible();
});
