import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  answerCookies,
  atFibreStreet,
  chooseAddress,
  findAddresses,
  miniBasket,
  openBasketPopup,
  postcodeBox,
  selectPlan,
} from '../support/journey-steps';

/** axe-core finds no serious or critical violation on any page or state of the journey. */

test.beforeEach(async ({ page }) => answerCookies(page));

test('the address finder: empty, with results, highlighted, with no results', async ({ page }) => {
  await page.goto('/address-finder');
  await expectNoSeriousA11yViolations(page);
  await findAddresses(page, 'HB1 1AA');
  await postcodeBox(page).press('ArrowDown');
  await expectNoSeriousA11yViolations(page);
  await postcodeBox(page).fill('HB9 9ZZ');
  await expect(page.getByText('No results found. Please try a different UK postcode.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the plans for each address type, with a plan selected', async ({ page }) => {
  await atFibreStreet(page);
  await expectNoSeriousA11yViolations(page);
  await selectPlan(page, 'Fibre 900');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/service-available?addressType=HWRK');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/service-available?addressType=BUS');
  await expectNoSeriousA11yViolations(page);
});

test('the extras, the basket popup and the promo code errors', async ({ page }) => {
  await atFibreStreet(page);
  await selectPlan(page, 'Fibre 400');
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/extras');
  await page.getByRole('button', { name: /^Add to basket Home Phone/ }).click();
  await expectNoSeriousA11yViolations(page);
  await miniBasket(page).getByRole('textbox', { name: 'Promo code' }).fill('OLDCODE');
  await miniBasket(page).getByRole('button', { name: 'Apply promo code' }).click();
  await expect(miniBasket(page).getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const dialog = await openBasketPopup(page);
  await expect(dialog.getByTestId('basket-monthly-cost')).toHaveText(/a month/);
  await expectNoSeriousA11yViolations(page);
});

test('the checkout door', async ({ page }) => {
  await atFibreStreet(page);
  await selectPlan(page, 'Fibre 150');
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// One test per page: seven page loads and axe runs in one 30 s budget timed out on a loaded machine.
for (const path of [
  '/service-unavailable',
  '/error/existing-customer',
  '/coverage/location/demo-valley?addressType=RES#register-interest',
  '/service-property-confirmation',
  '/checkout',
  '/extras',
  '/no-such-page',
]) {
  test(`the end page ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the property check with a chosen address', async ({ page }) => {
  await chooseAddress(page, 'HB1 1AA', '4 Fibre Street, Demoton');
  await page.waitForURL('**/service-available?addressType=RES');
  await page.goto('/service-property-confirmation');
  await expect(page.getByText('4 Fibre Street, Demoton')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
