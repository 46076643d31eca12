import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { answerCookies, chooseAddress, toExtras } from '../support/journey-steps';
import { cancelOrder, customerRecord } from '../support/provider-api';
import { sentEmails } from '../support/stand-ins';

/**
 * Resuming an open order needs the code e-mailed to its address (decision 0380): an order is
 * placed at Flat 3 Tower House (this spec's own address), the browser that placed it changes it
 * with no code, a second browser with the same address and e-mail is asked for the code, has a
 * wrong one refused and gets on with the one from the e-mail stand-in's outbox, and a third that
 * never sees the e-mail can neither resume nor read nor cancel the order. Then a stranger's order at
 * the same address does not stop the resident ordering with their own e-mail (decision 0381).
 * Every order is cancelled at the end.
 */

const ADDRESS = 'Flat 3, Tower House, Demoton';
const ORDER_CODE_TEMPLATE = 'dev-email-order-code-template';
const placed: string[] = [];
const contexts: BrowserContext[] = [];
test.afterAll(async () => {
  for (const context of contexts) await context.close();
  for (const code of placed) await cancelOrder(code);
});

async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  contexts.push(context);
  const page = await context.newPage();
  await answerCookies(page);
  return page;
}

/** The codes the e-mail stand-in was asked to send to this address, oldest first. */
function codesSentTo(email: string): string[] {
  return sentEmails()
    .filter(
      (message) => message.template_id === ORDER_CODE_TEMPLATE && message.template_params?.to_email === email,
    )
    .map((message) => String(message.template_params.code));
}

const form = (page: Page) => page.locator('#contact-details-form');
const codeField = (page: Page) => page.getByLabel('Enter the 6-digit code');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

async function toCheckout(page: Page) {
  await chooseAddress(page, 'HB1 1AG', ADDRESS);
  await page.waitForURL('**/service-available?addressType=RES');
  await toExtras(page, 'Fibre 400');
  await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/checkout');
  await expect(form(page).getByLabel('First name')).toBeVisible();
}

function radio(page: Page, question: string, answer: 'Yes' | 'No') {
  return form(page).getByRole('group', { name: question }).getByLabel(answer, { exact: true });
}

async function fillDetails(page: Page, person: { first: string; email: string; phone: string }) {
  const f = form(page);
  await f.getByLabel('Title').selectOption('MS');
  await f.getByLabel('First name').fill(person.first);
  await f.getByLabel('Last name').fill('Resume');
  await f.getByLabel('Email address', { exact: true }).fill(person.email);
  await f.getByLabel('Confirm email address').fill(person.email);
  await f.getByLabel('Phone number').fill(person.phone);
  await f.getByLabel('Day').fill('10');
  await f.getByLabel('Month').fill('12');
  await f.getByLabel('Year').fill('1985');
  await f.getByLabel('How did you hear about us?').selectOption('TV');
  await f.getByLabel(/I agree to the terms and conditions/).check();
  await radio(page, 'Would you like us to switch your broadband from your current provider?', 'No').check();
  await f.getByLabel('Who is your current provider?').fill('Old Broadband Ltd');
  await radio(page, 'In a power cut, do you have a mobile phone or another way to call 999?', 'Yes').check();
  await radio(page, 'Does anyone at this address use a telecare or medical alarm?', 'No').check();
  await radio(
    page,
    "Do you own the property, or have the owner's permission for us to install?",
    'Yes',
  ).check();
}

async function orderCodeOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('hb:v2:checkout') ?? '{}');
    return stored.value?.order?.customerCode as string;
  });
}

test('an open order is resumed only with the code e-mailed to its address', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = `resume.${Date.now()}@example.com`;

  // The first browser places the order.
  const first = await visitor(browser);
  await toCheckout(first);
  await fillDetails(first, { first: 'Ada', email, phone: '07700 900111' });
  await first.getByRole('button', { name: /^Continue to installation/ }).click();
  await first.waitForURL('**/checkout/installation');
  const code = await orderCodeOf(first);
  placed.push(code);

  // It changes its own order without a code: it holds the order (decision 0290).
  await first.getByRole('link', { name: 'Back to your details' }).click();
  await first.waitForURL('**/checkout');
  await form(first).getByLabel('Phone number').fill('07700 900222');
  await first.getByRole('button', { name: 'Save and continue' }).click();
  await first.waitForURL('**/checkout/installation');
  expect((await customerRecord(code)).phone).toMatch(/900222$/);
  expect(codesSentTo(email)).toEqual([]);

  // A second browser with the same address and e-mail is asked for the code first.
  const second = await visitor(browser);
  await toCheckout(second);
  await fillDetails(second, { first: 'Bea', email, phone: '07700 900333' });
  await second.getByRole('button', { name: /^Continue to installation/ }).click();
  await expect(second.getByText(`We have sent a code to ${email}`)).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  await expect(codeField(second)).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField(second)).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(form(second)).toBeHidden();
  await expectNoSeriousA11yViolations(second);
  await expect.poll(() => codesSentTo(email).length).toBe(1);
  const [sent] = codesSentTo(email);
  expect(sent).toMatch(/^\d{6}$/);
  // Nothing changed yet.
  expect((await customerRecord(code)).contact_name).toBe('Ada');

  // A code that is not 6 digits, then a wrong one: refused on the field, with the error summary.
  await codeField(second).fill('12');
  await continueButton(second).click();
  await expect(
    second.getByRole('link', { name: 'Enter the 6-digit code from the e-mail we sent you' }),
  ).toBeVisible();
  const wrong = String((Number(sent) + 1) % 1_000_000).padStart(6, '0');
  await codeField(second).fill(wrong);
  await continueButton(second).click();
  const refusal =
    'The code is not right, or it has expired. Check the e-mail we sent, or ask for a new code.';
  await expect(second.locator('#verification-code-error')).toHaveText(`Error: ${refusal}`);
  // The error summary takes focus, so the refusal is heard.
  const summary = second
    .locator('div[tabindex="-1"]')
    .filter({ has: second.getByRole('link', { name: refusal }) });
  await expect(summary).toBeFocused();
  await expectNoSeriousA11yViolations(second);
  expect((await customerRecord(code)).contact_name).toBe('Ada');

  // Back to the details: they are as typed.
  await second.getByRole('button', { name: 'Change your details' }).click();
  await expect(form(second).getByLabel('First name')).toHaveValue('Bea');
  await expect(form(second).getByLabel('Email address', { exact: true })).toBeFocused();
  await second.getByRole('button', { name: /^Continue to installation/ }).click();
  await expect(second.getByText(`We have sent a code to ${email}`)).toBeVisible();
  await expect.poll(() => codesSentTo(email).length).toBe(2);
  const latest = codesSentTo(email).at(-1) ?? '';

  // The third browser never sees the e-mail: asked for the code, it has nothing to give.
  const third = await visitor(browser);
  await toCheckout(third);
  await fillDetails(third, { first: 'Eve', email, phone: '07700 900444' });
  await third.getByRole('button', { name: /^Continue to installation/ }).click();
  await expect(third.getByText(`We have sent a code to ${email}`)).toBeVisible();
  // It can only guess, and a guess is refused (and counted against the address: decision 0380).
  await codeField(third).fill(wrong === latest ? '000000' : wrong);
  await continueButton(third).click();
  await expect(third.locator('#verification-code-error')).toContainText('The code is not right');
  // Nor can it read or cancel the order by its number.
  const read = await third.request.post('/api/customer-get-by-code/', { data: { code } });
  expect(read.status()).toBe(404);
  const cancel = await third.request.post('/api/cancel-order', {
    data: { code },
    headers: { 'Idempotency-Key': `e2e-resume-cancel-${Date.now()}` },
  });
  expect(cancel.status()).toBe(404);
  expect((await customerRecord(code)).status).not.toBe('CANCELLED');

  // The second browser, keyboard only, types the code from the e-mail and carries on.
  await codeField(second).fill('');
  await codeField(second).focus();
  await second.keyboard.type(latest);
  await second.keyboard.press('Enter');
  await second.waitForURL('**/checkout/installation');
  expect(await orderCodeOf(second)).toBe(code);
  const record = await customerRecord(code);
  expect(record.contact_name).toBe('Bea');
  expect(record.phone).toMatch(/900333$/);
});

test("a stranger's order at the address does not stop the resident ordering (decision 0381)", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const strangerEmail = `stranger.${stamp}@example.net`;
  const residentEmail = `resident.${stamp}@example.com`;

  // A stranger who knows the public uprn orders there first, with their own e-mail.
  const stranger = await visitor(browser);
  await toCheckout(stranger);
  await fillDetails(stranger, { first: 'Mal', email: strangerEmail, phone: '07700 900555' });
  await stranger.getByRole('button', { name: /^Continue to installation/ }).click();
  await stranger.waitForURL('**/checkout/installation');
  const strangerCode = await orderCodeOf(stranger);
  placed.push(strangerCode);

  // The resident orders at once: no 409, no code asked for, on to the installation step.
  const resident = await visitor(browser);
  await toCheckout(resident);
  await fillDetails(resident, { first: 'Rita', email: residentEmail, phone: '07700 900666' });
  await resident.getByRole('button', { name: /^Continue to installation/ }).click();
  await resident.waitForURL('**/checkout/installation');
  const residentCode = await orderCodeOf(resident);
  placed.push(residentCode);
  expect(residentCode).not.toBe(strangerCode);
  expect(await resident.getByText('We have sent a code').count()).toBe(0);
  expect(codesSentTo(residentEmail)).toEqual([]);
  expect(codesSentTo(strangerEmail)).toEqual([]);
  const record = await customerRecord(residentCode);
  expect({ name: record.contact_name, status: record.status }).toEqual({ name: 'Rita', status: 'PREACTIVE' });
  // The stranger's order is untouched: the provider reviews the two (order_review).
  expect((await customerRecord(strangerCode)).status).toBe('PREACTIVE');
});
