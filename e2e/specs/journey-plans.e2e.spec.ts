import { expect, type Page, test } from '@playwright/test';
import {
  answerCookies,
  atFibreStreet,
  chooseAddress,
  planCard,
  planPrice,
  selectPlan,
} from '../support/journey-steps';

/**
 * The package chooser (ordering-journey.md §2 and §4) against demo-data.md 'What a visitor at
 * 1 Fibre Street sees', for each address type and contract length.
 */

async function planNames(page: Page): Promise<string[]> {
  return page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent ?? ''));
}

async function chooseContract(page: Page, label: '24 months' | '12 months' | '30 days') {
  await page.getByRole('radio', { name: label }).check({ force: true });
}

test.beforeEach(async ({ page }) => answerCookies(page));

test.describe('at 1 Fibre Street (HB1 1AA, PASSSERV)', () => {
  test.beforeEach(async ({ page }) => atFibreStreet(page));

  test('24 months: Fibre 900 £32 with £35 struck through, Fibre 400 £30, Fibre 150 £25, no admin fee', async ({
    page,
  }) => {
    await expect(page.getByRole('radio', { name: '24 months' })).toBeChecked();
    expect(await planNames(page)).toEqual(['Fibre 900', 'Fibre 400', 'Fibre 150']);
    await expect(planPrice(page, 'Fibre 900')).toHaveText('was £35now £32 a month');
    await expect(planPrice(page, 'Fibre 900').locator('s')).toHaveText('was £35');
    await expect(planPrice(page, 'Fibre 400')).toHaveText('£30 a month');
    await expect(planPrice(page, 'Fibre 150')).toHaveText('£25 a month');
    for (const name of ['Fibre 900', 'Fibre 400', 'Fibre 150']) {
      await expect(planCard(page, name).getByTestId('plan-admin-fee')).toHaveText('No admin fee');
    }
    await expect(page.getByText('Fibre 2000 Trial')).toHaveCount(0);
  });

  test('12 months: £38, £33, £28 (GIGAAUTO names only the 24-month Fibre 900)', async ({ page }) => {
    await chooseContract(page, '12 months');
    expect(await planNames(page)).toEqual(['Fibre 900', 'Fibre 400', 'Fibre 150']);
    await expect(planPrice(page, 'Fibre 900')).toHaveText('£38 a month');
    await expect(planPrice(page, 'Fibre 400')).toHaveText('£33 a month');
    await expect(planPrice(page, 'Fibre 150')).toHaveText('£28 a month');
  });

  test('30 days: £40, £35, £30, each with a £50 admin fee', async ({ page }) => {
    await chooseContract(page, '30 days');
    await expect(planPrice(page, 'Fibre 900')).toHaveText('£40 a month');
    await expect(planPrice(page, 'Fibre 400')).toHaveText('£35 a month');
    await expect(planPrice(page, 'Fibre 150')).toHaveText('£30 a month');
    for (const name of ['Fibre 900', 'Fibre 400', 'Fibre 150']) {
      await expect(planCard(page, name).getByTestId('plan-admin-fee')).toHaveText('£50 admin fee');
    }
  });

  test('Broadband & Phone adds the home phone, unlimited UK calls, and hides 30 days', async ({ page }) => {
    await chooseContract(page, '30 days');
    await page.getByLabel('Broadband & Phone (add a home phone line)').check();
    await expect(page.getByRole('radio', { name: '30 days' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: '24 months' })).toBeChecked();
    await expect(planPrice(page, 'Fibre 400')).toHaveText('£37 a month');
    await expect(planCard(page, 'Fibre 400')).toContainText('Unlimited UK calls');
    await selectPlan(page, 'Fibre 400');
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/extras');
    await expect(page.getByRole('button', { name: /^Selected Home Phone/ })).toBeVisible();
  });

  test('selecting a plan puts it in the basket; selecting it again empties the basket', async ({ page }) => {
    await expect(page.getByTestId('plan-footer-summary')).toHaveText('Choose a plan to continue');
    await selectPlan(page, 'Fibre 400');
    await expect(page.getByRole('button', { name: /^Basket/ })).toBeVisible();
    await expect(page.getByTestId('plan-footer-summary')).toHaveText('Fibre 400 £30 a month');
    await expect(page.getByRole('link', { name: 'Continue', exact: true })).toHaveAttribute(
      'href',
      '/extras',
    );

    await selectPlan(page, 'Fibre 900');
    await expect(page.getByRole('button', { name: /^Selected Fibre 400/ })).toHaveCount(0);
    await expect(page.getByTestId('plan-footer-summary')).toHaveText('Fibre 900 £32 a month');

    await planCard(page, 'Fibre 900')
      .getByRole('button', { name: /^Selected Fibre 900/ })
      .click();
    await expect(page.getByRole('button', { name: /^Select Fibre 900$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Basket/ })).toHaveCount(0);
    await expect(page.getByTestId('plan-footer-summary')).toHaveText('Choose a plan to continue');
  });

  test('selecting a new plan resets the add-ons', async ({ page }) => {
    await selectPlan(page, 'Fibre 400');
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/extras');
    await page.getByRole('button', { name: /^Add to basket Mesh Wi-Fi Booster/ }).click();
    await expect(page.getByRole('button', { name: /^Selected Mesh Wi-Fi Booster/ })).toBeVisible();
    await page.goto('/service-available?addressType=RES');
    await selectPlan(page, 'Fibre 150');
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/extras');
    await expect(page.getByRole('button', { name: /^Add to basket Mesh Wi-Fi Booster/ })).toBeVisible();
  });

  test('the property-type buttons go to #property-type-section of each address type', async ({ page }) => {
    const section = page.locator('#property-type-section');
    await expect(section.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await section.getByRole('link', { name: 'Home Worker' }).click();
    await page.waitForURL('**/service-available?addressType=HWRK#property-type-section');
    await section.getByRole('link', { name: 'Click here for Business plans' }).click();
    await page.waitForURL('**/service-available?addressType=BUS#property-type-section');
    await expect(section.getByRole('link', { name: 'Click here for Business plans' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test('Home Worker plans: 24 and 12 months, no 30-day option', async ({ page }) => {
  await chooseAddress(page, 'HB1 1AH', '20 Home Office Way, Demoton');
  await page.waitForURL('**/service-available?addressType=HWRK');
  expect(await planNames(page)).toEqual(['Home Worker 900', 'Home Worker 400', 'Home Worker 150']);
  await expect(planPrice(page, 'Home Worker 900')).toHaveText('£40 a month');
  await expect(planPrice(page, 'Home Worker 400')).toHaveText('£35 a month');
  await expect(planPrice(page, 'Home Worker 150')).toHaveText('£30 a month');
  await expect(page.getByRole('radio', { name: '30 days' })).toHaveCount(0);
  await chooseContract(page, '12 months');
  expect(await planNames(page)).toEqual(['Home Worker 900']);
  await expect(planPrice(page, 'Home Worker 900')).toHaveText('£43 a month');
});

test('Business plans: prices without VAT, no contract toggle, the company note', async ({ page }) => {
  await chooseAddress(page, 'HB1 1AF', 'Unit 1, Commerce Park, Demoton');
  await page.waitForURL('**/service-available?addressType=BUS');
  expect(await planNames(page)).toEqual(['Business 900', 'Business 400', 'Business 150']);
  await expect(planPrice(page, 'Business 900')).toHaveText('£40 a month ex VAT');
  await expect(planPrice(page, 'Business 400')).toHaveText('£35 a month ex VAT');
  await expect(planPrice(page, 'Business 150')).toHaveText('£30 a month ex VAT');
  await expect(page.getByRole('group', { name: 'Contract length' })).toHaveCount(0);
  await expect(page.getByTestId('business-note')).toContainText('company name and company number');
});

test('an unknown address type shows the home plans', async ({ page }) => {
  await page.goto('/service-available?addressType=NOPE');
  expect(await planNames(page)).toEqual(['Fibre 900', 'Fibre 400', 'Fibre 150']);
  // With no address chosen there is no coverage, so no auto promotion.
  await expect(planPrice(page, 'Fibre 900')).toHaveText('£35 a month');
});
