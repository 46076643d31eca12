import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { answerCookies, chooseAddress, planCard, planPrice } from '../support/journey-steps';

/**
 * Pre-order at HB1 1AD (decision 0260): the address being built is kept, the area page offers the
 * RES plans at their preorder prices (demo-data.md: Fibre 150/400/900 at £22/£27/£32 for 24 months)
 * with the preorder benefit tag, and a chosen plan goes to the checkout door with that price.
 * The plans page does not sell the normal plans there. Addresses: 10-14 Build Road (this spec's own).
 */

const AREA_PAGE = '/coverage/location/demo-valley?addressType=RES#register-interest';
const PREORDER_TAG = 'Pre-order and save £3 a month';

function preorderSection(page: Page) {
  return page.getByRole('region', { name: 'Pre-order now' });
}

async function atBuildRoad(page: Page, house = 10) {
  await chooseAddress(page, 'HB1 1AD', `${house} Build Road, Demoton`);
  await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === AREA_PAGE);
  await expect(preorderSection(page).getByTestId('preorder-address')).toHaveText(
    `${house} Build Road, Demoton, HB1 1AD`,
  );
}

test.beforeEach(async ({ page }) => answerCookies(page));

test('without a chosen address the area page asks for one first, and keeps register interest', async ({
  page,
}) => {
  await page.goto(AREA_PAGE);
  const section = preorderSection(page);
  await expect(section.getByText(/check your address first/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Check your address' })).toHaveAttribute(
    'href',
    '/address-finder',
  );
  await expect(section.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Register your interest' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an address that can be ordered now is not offered pre-order prices', async ({ page }) => {
  await chooseAddress(page, 'HB1 1AA', '1 Fibre Street, Demoton');
  await page.waitForURL('**/service-available?addressType=RES');
  await page.goto(AREA_PAGE);
  const section = preorderSection(page);
  await expect(section.getByTestId('preorder-other-address')).toContainText('1 Fibre Street');
  await expect(section.getByRole('article')).toHaveCount(0);
});

test('10 Build Road: the plans at preorder prices with the benefit tag, the contract toggle, and the checkout door', async ({
  page,
}) => {
  await atBuildRoad(page, 10);
  const section = preorderSection(page);
  for (const [plan, price, voucher] of [
    ['Fibre 150', '£22', '£20'],
    ['Fibre 400', '£27', '£30'],
    ['Fibre 900', '£32', '£50'],
  ] as const) {
    await expect(planPrice(page, plan)).toHaveText(`${price} a month`);
    await expect(planCard(page, plan).getByText(PREORDER_TAG, { exact: true })).toBeVisible();
    // A pre-order of a 24-month home plan earns the Amazon voucher while it runs (decision 0373).
    await expect(planCard(page, plan).getByTestId('amazon-voucher')).toContainText(
      `Get a ${voucher} Amazon voucher`,
    );
  }
  await expect(section.getByText(/^Amazon voucher: /)).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  // 12 months has no preorder price: the normal prices, and no preorder tag (preorder-pricing.ts).
  await section.getByText('12 months', { exact: true }).click();
  await expect(planPrice(page, 'Fibre 900')).toHaveText('£38 a month');
  await expect(planPrice(page, 'Fibre 150')).toHaveText('£28 a month');
  await expect(section.getByText(PREORDER_TAG)).toHaveCount(0);
  await expect(section.getByTestId('amazon-voucher')).toHaveCount(0);
  await section.getByText('24 months', { exact: true }).click();
  await expect(planPrice(page, 'Fibre 400')).toHaveText('£27 a month');

  await planCard(page, 'Fibre 400')
    .getByRole('button', { name: /^Select Fibre 400$/ })
    .click();
  await expect(section.getByTestId('preorder-summary')).toHaveText('Pre-order Fibre 400 £27 a month');
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.waitForURL('**/checkout');

  // The checkout door, in PREORDER mode: the kept address, the plan in the basket, no installation
  // step. (The basket summary's figures come from the provider's monthly-payment calculation, which
  // knows no preorder price yet: see decision 0260's consequences.)
  await expect(page.getByText('10 Build Road, Demoton, HB1 1AD').first()).toBeVisible();
  const basket = page.getByRole('complementary', { name: 'Your selection' }).first();
  await expect(basket.getByText('Fibre 400').first()).toBeVisible();
  const progress = page.getByRole('navigation', { name: 'Checkout progress' });
  await expect(progress.getByRole('listitem')).toHaveText([/Your details/, /Payment/, /Review/]);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Would you like to set up your Direct Debit now?' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the plans page does not sell the normal plans at an address kept for a pre-order', async ({ page }) => {
  await atBuildRoad(page, 12);
  await page.goto('/service-available?addressType=RES');
  const notice = page.getByTestId('preorder-only');
  await expect(notice).toContainText("12 Build Road, Demoton, HB1 1AD isn't ready to order yet");
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('link', { name: 'See the plans to pre-order' }).click();
  await page.waitForURL((url) => url.pathname === '/coverage/location/demo-valley');
  await expect(preorderSection(page).getByRole('article')).toHaveCount(3);
});
