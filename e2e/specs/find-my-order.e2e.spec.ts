import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CONFIRM_ORDER_BUTTON } from '../../packages/domain/src/checkout-steps';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { answerCookies, chooseAddress, openBasketPopup, selectPlan } from '../support/journey-steps';
import { cancelOrder } from '../support/provider-api';
import { keepOrder, signUpThroughSite } from '../support/site-order';
import { sentEmails } from '../support/stand-ins';

/**
 * Find my order and the order page (issue 23, decisions 0650 and 0651): an order of Fibre 400 with
 * WELCOME10 is placed at 4 Fibre Street through the site's own checkout, and the customer goes from
 * /success to Find my order. A wrong order number gets the same 'Check your e-mail' as the right
 * one and no e-mail; a wrong code is refused on its field; the code read from the e-mail stand-in,
 * typed by keyboard, opens /your-order with the state in words, the slot, the review's figures, the
 * masked Direct Debit and both documents. A browser that never proved the e-mail sees nothing of
 * it. Every page is checked by axe at desktop and phone widths. The order is cancelled at the end.
 */

const ADDRESS = '4 Fibre Street, Demoton';
const ORDER_CODE_TEMPLATE = 'dev-email-order-code-template';
const PERSON = {
  title: 'MS',
  first: 'Fran',
  last: 'Finder',
  emailPrefix: 'find.my.order',
  phone: '07700 900765',
  birthdate: '1982-06-09',
};
// The phone width the layout spec holds the site to (layout-phone.e2e.spec.ts).
const PHONE = { width: 390, height: 844 };

const placed: string[] = [];
const contexts: BrowserContext[] = [];
test.afterAll(async () => {
  for (const context of contexts) await context.close();
  for (const code of placed) await cancelOrder(code);
});

/** The codes the e-mail stand-in was asked to send to this address, oldest first. */
function codesSentTo(email: string): string[] {
  return sentEmails()
    .filter(
      (message) => message.template_id === ORDER_CODE_TEMPLATE && message.template_params?.to_email === email,
    )
    .map((message) => String(message.template_params.code));
}

/** '£894.00' and 'at most £894.00' as pence: the last amount of the text. */
function pence(text: string | null): number {
  const match = [...(text ?? '').matchAll(/£([\d,]+(?:\.\d{2})?)/g)].at(-1);
  return Math.round(Number((match?.[1] ?? 'NaN').replace(/,/g, '')) * 100);
}

/** No part of the page is wider than the window (nothing to scroll sideways on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Places the order through the site's checkout and reads the review's figures on the way. */
async function placeOrder(page: Page) {
  await chooseAddress(page, 'HB1 1AA', ADDRESS);
  await page.waitForURL('**/service-available?addressType=RES');
  await selectPlan(page, 'Fibre 400');
  const popup = await openBasketPopup(page);
  await popup.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await popup.getByRole('button', { name: 'Apply promo code' }).click();
  await expect(popup.getByTestId('basket-promotions')).toContainText('WELCOME10');
  await page.keyboard.press('Escape');
  const { code, email, basket } = await signUpThroughSite(page, PERSON);
  placed.push(code);
  await keepOrder(page, code, email, 'SIGNUP', basket.basketItem, '/checkout/installation');
  const slot = page.getByTestId('slot-calendar').locator('input[type=radio]:not([disabled])').first();
  await slot.check();
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click();
  await page.waitForURL('**/checkout/payment');
  await page.getByRole('textbox', { name: 'Name of the account holder' }).fill('Fran Finder');
  await page.getByRole('textbox', { name: 'Sort code' }).fill('202959');
  await page.getByRole('textbox', { name: 'Account number' }).fill('63748472');
  await page.getByRole('checkbox', { name: /I am the account holder/ }).check();
  await page.getByRole('button', { name: 'Continue to review', exact: true }).click();
  await page.waitForURL('**/checkout/review-order');
  const summary = page.getByTestId('contract-summary');
  await expect(summary.getByText(/^Total contract value: /)).toBeVisible();
  const review = {
    monthly: pence(
      await summary
        .getByText(/^Monthly price: /)
        .first()
        .textContent(),
    ),
    total: pence(
      await summary
        .getByText(/^Total contract value: /)
        .first()
        .textContent(),
    ),
    installation: (await page.getByTestId('review-installation').textContent()) ?? '',
  };
  await page.getByRole('radio', { name: 'Yes, start my service as soon as possible' }).check();
  await page.getByRole('button', { name: CONFIRM_ORDER_BUTTON }).click();
  await page.waitForURL('**/success');
  return { code, email, review };
}

async function stranger(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  contexts.push(context);
  const page = await context.newPage();
  await answerCookies(page);
  return page;
}

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email address' });
const numberField = (page: Page) => page.getByRole('textbox', { name: 'Order number' });
const sentLine = (page: Page) => page.getByRole('region', { name: 'Check your e-mail' }).getByRole('status');
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Enter the 6-digit code' });

/** Types the details by keyboard alone and sends them with Enter. */
async function askForCode(page: Page, email: string, orderNumber: string) {
  await emailField(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(numberField(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(orderNumber);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
}

test('a customer finds the order with the code e-mailed to them, and sees it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await answerCookies(page);
  const { code, email, review } = await placeOrder(page);

  // From /success, by keyboard: the link to Find my order.
  const link = page.getByTestId('success-find-my-order').getByRole('link', { name: 'Find my order' });
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/find-my-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Find my order' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Nothing typed: the error summary, focused, with GOV.UK's words.
  await emailField(page).focus();
  await page.keyboard.press('Enter');
  const summary = page.locator('div[tabindex="-1"]').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Enter your email address' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Enter your order number' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A number that is not this e-mail's order: the same answer, and no e-mail.
  const before = codesSentTo(email).length;
  await askForCode(page, email, 'FB2222AAAA');
  await expect(sentLine(page)).toHaveText(
    `If FB2222AAAA is an order placed with ${email}, we have sent a 6-digit code to that address.`,
  );
  await page.waitForTimeout(1500);
  expect(codesSentTo(email).length).toBe(before);

  // Back to the details, as typed; the right number, in lower case and with a space.
  await page.getByRole('button', { name: 'Change the e-mail address or order number' }).click();
  await expect(emailField(page)).toBeFocused();
  await expect(emailField(page)).toHaveValue(email);
  const typed = `${code.slice(0, 4)} ${code.slice(4)}`.toLowerCase();
  await askForCode(page, email, typed);
  await expect(sentLine(page)).toHaveText(
    `If ${code} is an order placed with ${email}, we have sent a 6-digit code to that address.`,
  );
  await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
  await expect.poll(() => codesSentTo(email).length, { timeout: 10_000 }).toBe(before + 1);
  const sent = codesSentTo(email).at(-1) ?? '';
  expect(sent).toMatch(/^\d{6}$/);
  await expectNoSeriousA11yViolations(page);

  // A wrong code: refused on the field, the summary focused.
  const wrong = String((Number(sent) + 1) % 1_000_000).padStart(6, '0');
  await codeField(page).focus();
  await page.keyboard.type(wrong);
  await page.keyboard.press('Enter');
  const refusal =
    'The code is not right, or it has expired. Check the e-mail we sent, or ask for a new code.';
  await expect(page.locator('#verification-code-error')).toHaveText(`Error: ${refusal}`);
  await expect(page.locator('div[tabindex="-1"]').filter({ hasText: refusal })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // The right code, by keyboard: the order page.
  await codeField(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(sent);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/your-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(page.getByTestId('your-order-number')).toHaveText(code);
  await expect(page.getByTestId('your-order-state')).toHaveText('Order received');
  await expect(page.getByTestId('your-order-installation')).toHaveText(review.installation);
  await expect(page.getByTestId('order-next')).toContainText(
    `Our engineer will visit on ${review.installation}`,
  );
  // The review's figures.
  expect(pence(await page.getByTestId('order-monthly').textContent())).toBe(review.monthly);
  expect(pence(await page.getByTestId('order-total').textContent())).toBe(review.total);
  await expect(page.getByTestId('order-figures')).toContainText('Promotion WELCOME10');
  // The Direct Debit, masked: 202959 / 63748472.
  await expect(page.getByTestId('your-order-sort-code')).toHaveText('Ending 59');
  await expect(page.getByTestId('your-order-account-number')).toHaveText('Ending 72');
  await expect(page.locator('body')).not.toContainText('63748472');
  await expectNoSeriousA11yViolations(page);

  // Both documents, as PDFs named after the order.
  for (const [name, file] of [
    ['Download your contract summary (PDF)', `contract-summary-${code}.pdf`],
    ['Download your receipt (PDF)', `receipt-${code}.pdf`],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file);
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  }

  // On a phone: nothing to scroll sideways, nothing for axe; the header's menu has Find my order.
  await page.setViewportSize(PHONE);
  // Read afresh each time, never kept by a cache.
  const reloaded = await page.reload();
  expect(reloaded?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByTestId('your-order-number')).toHaveText(code);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.locator('button[aria-controls="mobile-menu"][data-hydrated]').waitFor();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Find my order' })).toBeVisible();
  await page.goto('/find-my-order');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  // A browser that never proved the e-mail sees nothing of the order.
  const other = await stranger(browser);
  await other.goto('/your-order');
  await other.waitForURL('**/find-my-order');
  for (const document of ['receipt', 'contract-summary']) {
    const response = await other.request.get(`/api/your-order/${document}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain(code);
  }
  // Nor with the code, sent from its own browser: the code holds only where it was asked for.
  const answer = await other.request.post('/api/find-my-order', {
    data: { email, order_number: code, verification_code: sent },
  });
  expect(answer.status()).toBe(400);
});

test('the header and footer link Find my order on a content page', async ({ page }) => {
  await answerCookies(page);
  await page.goto('/');
  await expect(page.locator('header').getByRole('link', { name: 'Find my order' })).toBeVisible();
  await expect(page.getByTestId('footer-find-my-order')).toHaveAttribute('href', '/find-my-order');
  // Where the header is fullest (the menu appears at 992 px, the phone number at 1280 px) the link
  // takes no room from the others: nothing in the header wraps onto a second line.
  for (const width of [992, 1280, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.locator('header').getByRole('link', { name: 'Find my order' })).toBeVisible();
    const tall = await page
      .locator('header nav > ul > li > :is(a, button), header > div > div:last-child > a')
      .evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().height > 48).length);
    expect(tall, `something wraps at ${width} px`).toBe(0);
  }
  await page.locator('header').getByRole('link', { name: 'Find my order' }).click();
  await page.waitForURL('**/find-my-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Find my order' })).toBeVisible();
});
