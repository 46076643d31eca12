import { expect, type Page, test } from '@playwright/test';
import {
  answerCookies,
  atFibreStreet,
  miniBasket,
  openBasketPopup,
  selectPlan,
} from '../support/journey-steps';

/** The basket (ordering-journey.md §2 and §9): the popup, its rows, its routes and its lifetime. */

const MID_JANUARY = new Date('2026-01-15T10:00:00Z');

async function withFibre400(page: Page) {
  await atFibreStreet(page);
  await selectPlan(page, 'Fibre 400');
}

test.beforeEach(async ({ page }) => answerCookies(page));

test.describe('the popup "Your Basket"', () => {
  test('opens from the header, shows the basket and closes on Escape, returning focus', async ({ page }) => {
    await withFibre400(page);
    const dialog = await openBasketPopup(page);
    await expect(dialog.getByRole('heading', { name: 'Your Basket' })).toBeVisible();
    await expect(dialog).toContainText('Fibre 400');
    await expect(dialog.getByTestId('basket-monthly-cost')).toHaveText(/^£30 a month/);
    await expect(dialog.getByTestId('basket-set-up-fee')).toHaveText('Free');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Basket/ })).toBeFocused();
  });

  test('locks the page scroll while open and closes on a backdrop click', async ({ page }) => {
    await withFibre400(page);
    const dialog = await openBasketPopup(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // The dialog is a panel at the right; the backdrop is everything left of it.
    await page.mouse.click(5, 300);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('keeps focus inside while open', async ({ page }) => {
    await withFibre400(page);
    const dialog = await openBasketPopup(page);
    for (let presses = 0; presses < 25; presses++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let presses = 0; presses < 5; presses++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test('Reset selection empties the basket and goes to the plans', async ({ page }) => {
    await withFibre400(page);
    const dialog = await openBasketPopup(page);
    await dialog.getByRole('button', { name: 'Reset selection' }).click();
    await page.waitForURL('**/service-available?addressType=RES');
    await expect(page.getByRole('button', { name: /^Basket/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Select Fibre 400$/ })).toBeVisible();
  });

  test('Continue to Checkout goes on to the extras, and from the extras to the checkout', async ({
    page,
  }) => {
    await withFibre400(page);
    let dialog = await openBasketPopup(page);
    await dialog.getByRole('button', { name: 'Continue to Checkout' }).click();
    await page.waitForURL('**/extras');
    dialog = await openBasketPopup(page);
    await dialog.getByRole('button', { name: 'Continue to Checkout' }).click();
    await page.waitForURL('**/checkout');
  });

  test('Continue to Checkout without a chosen address goes to the address finder', async ({ page }) => {
    await page.goto('/service-available?addressType=RES');
    await selectPlan(page, 'Fibre 150');
    const dialog = await openBasketPopup(page);
    await dialog.getByRole('button', { name: 'Continue to Checkout' }).click();
    await page.waitForURL('**/address-finder');
  });
});

test('the basket rows: plan, set-up fee, monthly cost, extras, the payment schedule with the April rise', async ({
  page,
}) => {
  await page.clock.install({ time: MID_JANUARY });
  // Answer the cookie banner again on the fake clock (a choice dated in the future is not one).
  await answerCookies(page);
  await withFibre400(page);
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/extras');
  await page.getByRole('button', { name: /^Add to basket Home Phone/ }).click();
  const basket = miniBasket(page);
  await expect(basket).toContainText('Fibre 400');
  await expect(basket).toContainText('24-month contract');
  await expect(basket.getByTestId('basket-set-up-fee')).toHaveText('Free');
  await expect(basket.getByTestId('basket-monthly-cost')).toHaveText(/^£37 a month/);
  await expect(basket.getByRole('button', { name: 'Remove Home Phone' })).toBeVisible();
  const schedule = basket.getByTestId('payment-schedule');
  // From mid-January three months are billed before April's rise of £3 (the home phone has none).
  await expect(schedule.getByRole('row', { name: 'Months 1 to 3 £37' })).toBeVisible();
  await expect(schedule.getByRole('row', { name: 'Months 4 to 15 £40*' })).toBeVisible();
  await expect(schedule.getByRole('row', { name: 'Months 16 to 24 £43*' })).toBeVisible();
  await expect(basket).toContainText('* This includes your annual April price increase of £3');
});

test('a 30-day plan shows its set-up fee', async ({ page }) => {
  await atFibreStreet(page);
  await page.getByRole('radio', { name: '30 days' }).check({ force: true });
  await selectPlan(page, 'Fibre 400');
  const dialog = await openBasketPopup(page);
  await expect(dialog.getByTestId('basket-set-up-fee')).toHaveText('£50');
  await expect(
    dialog.getByTestId('payment-schedule').getByRole('row', { name: 'Month 1 £85' }),
  ).toBeVisible();
});

test('an empty basket: /checkout says where to start, and /extras says "Nothing in basket"', async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page.getByRole('main')).toContainText('Choose your address first.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Check your address' })).toHaveAttribute(
    'href',
    '/address-finder',
  );
  await page.goto('/extras');
  await expect(page.getByRole('complementary', { name: 'Your selection' })).toContainText(
    'Nothing in basket',
  );
});

test('the basket survives a reload and is gone after an hour', async ({ page }) => {
  await page.clock.install({ time: MID_JANUARY });
  // Answer the cookie banner again on the fake clock (a choice dated in the future is not one).
  await answerCookies(page);
  await withFibre400(page);
  // The basket is in this browser's storage before the reload.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('hb:v1:basket') ?? ''))
    .toContain('"basketItem":1002');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Selected Fibre 400/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Basket/ })).toBeVisible();

  await page.clock.fastForward('59:00');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Selected Fibre 400/ })).toBeVisible();

  await page.clock.fastForward('01:01');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Select Fibre 400$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Basket/ })).toHaveCount(0);
  // The address lives for 24 hours, so GIGAAUTO still prices Fibre 900 for this address.
  await expect(page.getByRole('article', { name: 'Fibre 900' }).getByTestId('plan-price')).toHaveText(
    'was £35now £32 a month',
  );
});

test('the checkout shows the basket read-only', async ({ page }) => {
  await withFibre400(page);
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/extras');
  await page.getByRole('button', { name: /^Add to basket Mesh Wi-Fi Booster/ }).click();
  await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/checkout');
  const basket = page.getByRole('complementary', { name: 'Your selection' });
  await expect(basket).toContainText('Mesh Wi-Fi Booster');
  await expect(basket.getByRole('button')).toHaveCount(0);
  await expect(basket.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
});
