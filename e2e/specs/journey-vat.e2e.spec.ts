import { expect, test } from '@playwright/test';
import {
  answerCookies,
  atFibreStreet,
  chooseAddress,
  miniBasket,
  openBasketPopup,
  planPrice,
  selectPlan,
  toExtras,
} from '../support/journey-steps';

/**
 * One VAT basis per visitor (decision 0140): a business visitor sees every price without VAT, the
 * card and the basket alike, with the VAT as its own line; a home visitor sees prices with VAT.
 */

test.beforeEach(async ({ page }) => answerCookies(page));

test('Business 900 at Unit 1 Commerce Park is £40 ex VAT on its card, in the popup and on /extras', async ({
  page,
}) => {
  await chooseAddress(page, 'HB1 1AF', 'Unit 1, Commerce Park, Demoton');
  await page.waitForURL('**/service-available?addressType=BUS');
  await expect(planPrice(page, 'Business 900')).toHaveText('£40 a month ex VAT');
  await selectPlan(page, 'Business 900');

  const dialog = await openBasketPopup(page);
  await expect(dialog.getByTestId('basket-monthly-cost')).toHaveText(/^£40 a month ex VAT/);
  await expect(dialog.getByTestId('basket-monthly-vat')).toHaveText('£8 a month');
  await expect(dialog).not.toContainText('£48');
  await expect(dialog.getByTestId('payment-schedule')).toContainText('£40');
  await expect(dialog.getByTestId('payment-schedule-vat')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/extras');
  const basket = miniBasket(page);
  await expect(basket.getByTestId('basket-monthly-cost')).toHaveText(/^£40 a month ex VAT/);
  await expect(basket.getByTestId('basket-monthly-vat')).toHaveText('£8 a month');
  await expect(page.getByRole('article', { name: 'Static IP' })).toContainText('£4.17 a month ex VAT');
});

test('a home visitor sees the same plan prices with VAT and no VAT line', async ({ page }) => {
  await atFibreStreet(page);
  await toExtras(page, 'Fibre 400');
  const basket = miniBasket(page);
  await expect(basket.getByTestId('basket-monthly-cost')).toHaveText(/^£30 a month$/);
  await expect(basket.getByTestId('basket-monthly-vat')).toHaveCount(0);
  await expect(basket.getByTestId('payment-schedule-vat')).toHaveCount(0);
});
