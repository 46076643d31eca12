import { expect, type Page, test } from '@playwright/test';
import { CONFIRM_ORDER_BUTTON } from '../../packages/domain/src/checkout-steps';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  answerCookies,
  chooseAddress,
  openBasketPopup,
  planCard,
  selectPlan,
} from '../support/journey-steps';
import { cancelOrder, orderMailText } from '../support/provider-api';
import { keepOrder, signUpThroughSite } from '../support/site-order';

/**
 * One order, one set of figures (decision 0440): an ordinary order (Fibre 900 for 24 months), the
 * same with FRIEND50, and a pre-order at 13 Build Road, HB1 1AD. Each reaches the review, where the
 * basket ('What you pay'), the payments table and the Ofcom contract summary are read, and is
 * placed, after which the confirmation e-mail in the outbox is read: every surface must give the
 * same monthly price, the same total and the same start of month 1. Addresses: 2 Fibre Street and
 * 13 Build Road (this spec's own); the orders are cancelled at the end.
 */

const placed: string[] = [];
test.afterAll(async () => {
  for (const code of placed) await cancelOrder(code);
});

const PERSON = {
  title: 'MR',
  first: 'Finn',
  last: 'Figures',
  emailPrefix: 'one.figure',
  phone: '07700 900654',
  birthdate: '1980-03-14',
};

/** '£852.00', '£852', 'at most £852.00', 'was £35 now £32 a month' (the last amount) as pence. */
function pence(text: string): number {
  const match = [...text.matchAll(/£([\d,]+(?:\.\d{2})?)/g)].at(-1);
  expect(match, `no amount in '${text}'`).toBeDefined();
  return Math.round(Number((match?.[1] ?? '').replace(/,/g, '')) * 100);
}

/** A sign-up at 2 Fibre Street: the plan and code through the site, the first free visit, a Direct Debit. */
async function signUpToReview(page: Page, promo: string | null): Promise<string> {
  await chooseAddress(page, 'HB1 1AA', '2 Fibre Street, Demoton');
  await page.waitForURL('**/service-available?addressType=RES');
  await selectPlan(page, 'Fibre 900');
  if (promo) {
    const popup = await openBasketPopup(page);
    await popup.getByRole('textbox', { name: 'Promo code' }).fill(promo);
    await popup.getByRole('button', { name: 'Apply promo code' }).click();
    await expect(popup.getByTestId('basket-promotions')).toContainText(promo);
    await page.keyboard.press('Escape');
  }
  const { code, email, basket } = await signUpThroughSite(page, PERSON);
  placed.push(code);
  await keepOrder(page, code, email, 'SIGNUP', basket.basketItem, '/checkout/installation');
  const slot = page.getByTestId('slot-calendar').locator('input[type=radio]:not([disabled])').first();
  await slot.check();
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click();
  await page.waitForURL('**/checkout/payment');
  await page.getByRole('textbox', { name: 'Name of the account holder' }).fill('Finn Figures');
  await page.getByRole('textbox', { name: 'Sort code' }).fill('202959');
  await page.getByRole('textbox', { name: 'Account number' }).fill('63748472');
  await page.getByRole('checkbox', { name: /I am the account holder/ }).check();
  await page.getByRole('button', { name: 'Continue to review', exact: true }).click();
  await page.waitForURL('**/checkout/review-order');
  return code;
}

/** A pre-order of Fibre 900 at 13 Build Road from the area page, through the site's pre-order route. */
async function preorderToReview(page: Page): Promise<string> {
  await chooseAddress(page, 'HB1 1AD', '13 Build Road, Demoton');
  await page.waitForURL('**/coverage/location/demo-valley**');
  await planCard(page, 'Fibre 900')
    .getByRole('button', { name: /^Select Fibre 900$/ })
    .click();
  const section = page.getByRole('region', { name: 'Pre-order now' });
  await section.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.waitForURL('**/checkout');
  const { code, email, basket } = await signUpThroughSite(page, PERSON, {}, '/api/customer-preorder');
  placed.push(code);
  await keepOrder(page, code, email, 'PREORDER', basket.basketItem, '/checkout/review-order');
  return code;
}

/** What each surface says; the e-mail's lines are read once the order is placed. */
interface Figures {
  monthly: { basket: string; summary: string; mail: string };
  total: { basket: string; review: string; summary: string; mail: string };
  start: { basket: string; review: string; summary: string; mail: string };
}

/** Every figure the review shows, by surface. */
async function reviewFigures(page: Page): Promise<Figures> {
  const basket = page.getByTestId('review-basket');
  const schedule = page.getByTestId('review-schedule');
  const summary = page.getByTestId('contract-summary');
  await expect(basket.getByTestId('payment-schedule')).toBeVisible();
  await expect(schedule).toBeVisible();
  await expect(summary.getByText(/^Total contract value: /)).toBeVisible();
  const summaryLine = async (start: RegExp) => (await summary.getByText(start).first().textContent()) ?? '';
  return {
    monthly: {
      basket: (await basket.getByTestId('basket-monthly-cost').textContent()) ?? '',
      summary: await summaryLine(/^Monthly price: /),
      mail: '',
    },
    total: {
      basket: (await basket.getByTestId('payment-schedule').locator('tfoot td').first().textContent()) ?? '',
      review: (await schedule.locator('tfoot td').first().textContent()) ?? '',
      summary: await summaryLine(/^Total contract value: /),
      mail: '',
    },
    start: {
      basket: (await basket.getByTestId('payment-schedule-start').textContent()) ?? '',
      review: (await page.getByTestId('review-contract-start').textContent()) ?? '',
      summary: await summaryLine(/^Minimum term: /),
      mail: '',
    },
  };
}

/** Places the order on the review and reads the figures of its confirmation e-mail. */
async function placeAndReadMail(page: Page, code: string, figures: Figures) {
  await page.getByRole('radio', { name: 'Yes, start my service as soon as possible' }).check();
  await page.getByRole('button', { name: CONFIRM_ORDER_BUTTON }).click();
  await page.waitForURL('**/success');
  await expect.poll(() => orderMailText(code), { timeout: 10_000 }).not.toBeNull();
  const mail = orderMailText(code) ?? '';
  const line = (label: string) => mail.split(/\r?\n/).find((candidate) => candidate.includes(label)) ?? '';
  figures.monthly.mail = line('Monthly price: ');
  figures.total.mail = line('Total contract value: ');
  figures.start.mail = line('Contract starts: ');
}

/** The same amount on every surface, and 'at most' on every surface or none. */
function expectOneFigure(values: Record<string, string>, atMost: boolean | null = null) {
  const amounts = Object.entries(values).map(([surface, text]) => ({ surface, text, amount: pence(text) }));
  const [first] = amounts;
  for (const { surface, text, amount } of amounts) {
    expect(amount, `${surface} says '${text}', ${first?.surface} says '${first?.text}'`).toBe(first?.amount);
  }
  if (atMost !== null) {
    for (const [surface, text] of Object.entries(values)) {
      expect(/at most/.test(text), `${surface}: '${text}'`).toBe(atMost);
    }
  }
  return first?.amount ?? 0;
}

test.describe('one order, one set of figures', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => answerCookies(page));

  let ordinaryTotal = 0;
  let ordinaryStart = '';

  test('Fibre 900 for 24 months: basket, payments, contract summary and e-mail agree, from the installation day', async ({
    page,
  }) => {
    const code = await signUpToReview(page, null);
    const figures = await reviewFigures(page);
    await expectNoSeriousA11yViolations(page);
    // Month 1 is the booked installation day on every surface.
    const day = /installation day, (\d{1,2} \w+ \d{4})\./.exec(figures.start.basket)?.[1] ?? 'none';
    expect(figures.start.review).toContain(day);
    expect(figures.start.summary).toContain(`from ${day}.`);
    await placeAndReadMail(page, code, figures);
    expect(figures.start.mail).toContain(`Contract starts: ${day}`);
    // The e-mail a customer keeps (decision 0681): the technology, the guarantee, the model form, the way back.
    const mail = orderMailText(code) ?? '';
    for (const line of [
      'Network: Full fibre broadband',
      '- Minimum guaranteed speed: 450 Mbps download and 450 Mbps upload',
      'Model cancellation form',
      '(Complete and return this form only if you wish to withdraw from the contract)',
    ]) {
      expect(mail).toContain(line);
    }
    expect(mail).toMatch(/^Find my order: https?:\/\/\S+\/find-my-order$/m);
    expectOneFigure(figures.monthly);
    ordinaryTotal = expectOneFigure(figures.total, false);
    ordinaryStart = day;
    await cancelOrder(code);
  });

  test('the same with FRIEND50: £50 off on every surface, the basket too', async ({ page }) => {
    const code = await signUpToReview(page, 'FRIEND50');
    const figures = await reviewFigures(page);
    await expect(page.getByTestId('first-payment')).toContainText('Your first payment is £0.00');
    await placeAndReadMail(page, code, figures);
    expectOneFigure(figures.monthly);
    const total = expectOneFigure(figures.total, false);
    const day = /installation day, (\d{1,2} \w+ \d{4})\./.exec(figures.start.basket)?.[1] ?? 'none';
    // Installed in the same month as the ordinary order: exactly £50 less.
    if (ordinaryStart && ordinaryStart.split(' ').slice(1).join(' ') === day.split(' ').slice(1).join(' ')) {
      expect(ordinaryTotal - total).toBe(5000);
    }
    expect(pence(figures.monthly.basket)).toBe(3200);
    await cancelOrder(code);
  });

  test('a pre-order at 13 Build Road starts when the service goes live, and says the total is the most', async ({
    page,
  }) => {
    const code = await preorderToReview(page);
    const figures = await reviewFigures(page);
    for (const text of [figures.start.basket, figures.start.review]) {
      expect(text).toMatch(/^Month 1 starts the day your service goes live\./);
    }
    expect(figures.start.summary).toContain('from the day your service goes live.');
    // No payment is dated: the order day's month is named nowhere in the payments.
    await expect(page.getByTestId('review-schedule').locator('tbody')).not.toContainText(/20\d\d/);
    // The basket says 'at most' in its row label; its amount cell carries the figure.
    const basketLabel = await page
      .getByTestId('review-basket')
      .getByTestId('payment-schedule')
      .locator('tfoot th')
      .first()
      .textContent();
    await expectNoSeriousA11yViolations(page);
    await placeAndReadMail(page, code, figures);
    expect(figures.start.mail).toContain('Contract starts: The day your service goes live');
    expectOneFigure(figures.monthly);
    expect(basketLabel).toContain('at most');
    const total = { ...figures.total, basket: `at most ${figures.total.basket}` };
    expectOneFigure(total, true);
    expect(pence(figures.monthly.basket)).toBe(3200);
    await cancelOrder(code);
  });
});
