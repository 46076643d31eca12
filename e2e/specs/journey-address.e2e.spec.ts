import { expect, test } from '@playwright/test';
import { answerCookies, chooseAddress, postcodeBox, selectPlan } from '../support/journey-steps';

/**
 * demo-data.md 'Addresses and what choosing them does', row by row: the finder takes every demo
 * address where the table says (the alternate-path flag is off by default).
 */

const PLANS_RES = '/service-available?addressType=RES';
const REGISTER_INTEREST = '/coverage/location/demo-valley?addressType=RES#register-interest';

const ROWS: Array<{ postcode: string; address: string; endsAt: string }> = [
  ...[1, 2, 3, 4, 5, 6].map((n) => ({
    postcode: 'HB1 1AA',
    address: `${n} Fibre Street, Demoton`,
    endsAt: PLANS_RES,
  })),
  { postcode: 'HB1 1AB', address: '1 Spark Lane, Demoton', endsAt: '/error/existing-customer' },
  { postcode: 'HB1 1AB', address: '2 Spark Lane, Demoton', endsAt: '/error/existing-customer' },
  { postcode: 'HB1 1AB', address: '3 Spark Lane, Demoton', endsAt: PLANS_RES },
  ...[10, 11, 12, 13, 14].map((n) => ({
    postcode: 'HB1 1AD',
    address: `${n} Build Road, Demoton`,
    endsAt: REGISTER_INTEREST,
  })),
  { postcode: 'HB1 1AE', address: '1 Far Lane, Demoton', endsAt: '/service-unavailable' },
  { postcode: 'HB1 1AE', address: '2 Far Lane, Demoton', endsAt: '/service-unavailable' },
  ...[1, 2, 3].map((n) => ({
    postcode: 'HB1 1AF',
    address: `Unit ${n}, Commerce Park, Demoton`,
    endsAt: '/service-available?addressType=BUS',
  })),
  // Flats 1-4 are ready for service; 5-8 are not (decision 0031: the ineligible path).
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
    postcode: 'HB1 1AG',
    address: `Flat ${n}, Tower House, Demoton`,
    endsAt: n <= 4 ? PLANS_RES : '/service-unavailable',
  })),
  {
    postcode: 'HB1 1AH',
    address: '20 Home Office Way, Demoton',
    endsAt: '/service-available?addressType=HWRK',
  },
  { postcode: 'HB1 1AJ', address: 'Plot 7, Meadow View, Demoton', endsAt: '/service-unavailable' },
];

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

test.describe('every demo address ends where demo-data.md says', () => {
  test.beforeEach(async ({ page }) => answerCookies(page));

  for (const row of ROWS) {
    test(`${row.address} (${row.postcode}) -> ${row.endsAt}`, async ({ page }) => {
      await chooseAddress(page, row.postcode, row.address);
      await expect(postcodeBox(page)).toHaveAttribute('readonly', '');
      await page.waitForURL((url) => pathOf(url.toString()) === row.endsAt);
      expect(pathOf(page.url())).toBe(row.endsAt);
    });
  }

  test('HB9 9ZZ has no addresses', async ({ page }) => {
    await page.goto('/address-finder');
    await postcodeBox(page).fill('HB9 9ZZ');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'No results found. Please try a different UK postcode.',
    );
    await expect(page.getByRole('option')).toHaveCount(0);
  });
});

test.describe('after the address step', () => {
  test.beforeEach(async ({ page }) => answerCookies(page));

  test('an address that can be ordered is confirmed and shown at the checkout, where Change asks first and clears the postcode', async ({
    page,
  }) => {
    await chooseAddress(page, 'HB1 1AA', '3 Fibre Street, Demoton');
    await page.waitForURL('**/service-available?addressType=RES');
    // The checkout opens only with a basket (decision 0200): an empty one is sent back to the plans.
    await selectPlan(page, 'Fibre 400');
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('checkout-address')).toContainText('3 Fibre Street, Demoton');
    await page.getByRole('button', { name: 'Change address' }).click();
    // Another address means leaving this order: the leave guard asks (decision 0240).
    const leave = page.getByRole('alertdialog', { name: 'Are you sure you want to leave?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/address-finder');
    await expect(postcodeBox(page)).toHaveValue('');
    await page.goto('/service-property-confirmation');
    await expect(page.getByText('We need your address before we can go on.')).toBeVisible();
  });

  test('an existing customer is not confirmed', async ({ page }) => {
    await chooseAddress(page, 'HB1 1AB', '1 Spark Lane, Demoton');
    await page.waitForURL('**/error/existing-customer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This address is already connected with us',
    );
    await page.goto('/service-property-confirmation');
    await expect(page.getByText('We need your address before we can go on.')).toBeVisible();
  });

  test('the register-interest page names its area and has the #register-interest anchor', async ({
    page,
  }) => {
    await page.goto('/coverage/location/demo-valley?addressType=RES#register-interest');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Demo Valley');
    await expect(page.locator('#register-interest')).toBeVisible();
    const response = await page.goto('/coverage/location/no-such-area');
    expect(response?.status()).toBe(404);
  });

  test('/ots is the normal finder while its flag is off', async ({ page }) => {
    await page.goto('/ots?addressType=RES');
    await page.waitForURL('**/address-finder?addressType=RES');
    await expect(postcodeBox(page)).toBeVisible();
  });
});
