import { expect, type Page, test } from '@playwright/test';
import { answerCookies, atFibreStreet, chooseAddress, miniBasket, toExtras } from '../support/journey-steps';

/** /extras (ordering-journey.md §4): the plan's add-ons, the toggle and the home-phone swap. */

function addonNames(page: Page) {
  return page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent ?? ''));
}

test.beforeEach(async ({ page }) => answerCookies(page));

test('a home plan offers the home phone and the Wi-Fi booster; each toggles Add to basket / Selected', async ({
  page,
}) => {
  await atFibreStreet(page);
  await toExtras(page, 'Fibre 400');
  expect(await addonNames(page)).toEqual(['Home Phone', 'Mesh Wi-Fi Booster']);
  const booster = page.getByRole('article', { name: 'Mesh Wi-Fi Booster' });
  await booster.getByRole('button', { name: /^Add to basket/ }).click();
  await expect(booster.getByRole('button', { name: /^Selected/ })).toBeVisible();
  await expect(miniBasket(page)).toContainText('Mesh Wi-Fi Booster');
  await booster.getByRole('button', { name: /^Selected/ }).click();
  await expect(booster.getByRole('button', { name: /^Add to basket/ })).toBeVisible();
  await expect(miniBasket(page)).not.toContainText('Mesh Wi-Fi Booster');
});

test('Fibre 400 with Home Phone costs £37 a month', async ({ page }) => {
  await atFibreStreet(page);
  await toExtras(page, 'Fibre 400');
  await page.getByRole('button', { name: /^Add to basket Home Phone/ }).click();
  await expect(miniBasket(page).getByTestId('basket-monthly-cost')).toHaveText(/^£37 a month/);
});

test('keeping the existing number swaps the home phone for its "existing" variant, and back', async ({
  page,
}) => {
  await atFibreStreet(page);
  await toExtras(page, 'Fibre 400');
  await page.getByRole('button', { name: /^Add to basket Home Phone/ }).click();
  const question = page.getByRole('group', { name: 'Do you want to keep your existing phone number?' });
  await expect(question.getByRole('radio', { name: 'No, give me a new number' })).toBeChecked();
  await question.getByRole('radio', { name: 'Yes' }).check();
  await expect(miniBasket(page)).toContainText('Home Phone (keep existing number)');
  await expect(miniBasket(page).getByTestId('basket-monthly-cost')).toHaveText(/^£37 a month/);
  await question.getByRole('radio', { name: 'No, give me a new number' }).check();
  await expect(miniBasket(page)).not.toContainText('keep existing number');
  await expect(miniBasket(page)).toContainText('Home Phone');
  // Removing the home phone removes whichever variant is in the basket.
  await question.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: /^Selected Home Phone/ }).click();
  await expect(miniBasket(page)).not.toContainText('Home Phone');
});

test('an extra is removed from the mini basket with Remove', async ({ page }) => {
  await atFibreStreet(page);
  await toExtras(page, 'Fibre 400');
  await page.getByRole('button', { name: /^Add to basket Mesh Wi-Fi Booster/ }).click();
  await miniBasket(page).getByRole('button', { name: 'Remove Mesh Wi-Fi Booster' }).click();
  await expect(page.getByRole('button', { name: /^Add to basket Mesh Wi-Fi Booster/ })).toBeVisible();
});

test('a business plan offers the home phone and a static IP', async ({ page }) => {
  await chooseAddress(page, 'HB1 1AF', 'Unit 2, Commerce Park, Demoton');
  await page.waitForURL('**/service-available?addressType=BUS');
  await toExtras(page, 'Business 400');
  expect(await addonNames(page)).toEqual(['Home Phone', 'Static IP']);
  await expect(page.getByRole('article', { name: 'Static IP' })).toContainText('a month ex VAT');
});

test('with no plan chosen, /extras says so', async ({ page }) => {
  await page.goto('/extras');
  await expect(page.getByText('You have not chosen a plan yet.')).toBeVisible();
  await expect(miniBasket(page)).toContainText('Nothing in basket');
});

test('Continue goes to the checkout', async ({ page }) => {
  await atFibreStreet(page);
  await toExtras(page, 'Fibre 150');
  await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/checkout');
  await expect(page.getByRole('complementary', { name: 'Your selection' })).toContainText('Fibre 150');
});
