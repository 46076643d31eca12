import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { atFibreStreet, chooseAddress } from '../support/journey-steps';

/**
 * The bundle selector and the add-on chooser on their demo pages (/bundles, /add-ons, /deals), the
 * page and bundle heroes' postcode checker and the card-grid hero's anchors (decision 0350, spec §2 and
 * §4). The basket is read from the browser storage the site keeps it in.
 */

interface StoredBasket {
  basketItem: number | null;
  addons: number[];
  bundle: boolean;
  bundleId: string | number | null;
}

/** The basket slice as the site stored it ('hb:v1:basket', apps/web/src/state/persistence.ts). */
async function storedBasket(page: Page): Promise<StoredBasket | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('hb:v1:basket');
    return raw ? (JSON.parse(raw) as { value: StoredBasket }).value : null;
  });
}

/** Looks an address up with a hero's postcode checker and checks it. */
async function checkWithHero(page: Page, postcode: string, address: string) {
  await page.getByLabel('Enter your postcode to check availability').fill(postcode);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByLabel('Choose your address').selectOption({ label: address });
  await page.getByRole('button', { name: 'Check address' }).click();
}

test.describe('bundle selector', () => {
  test('a bundle chosen without a postcode is put in the basket and goes to the address finder, then on to /checkout', async ({
    page,
  }) => {
    await page.goto('/bundles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everything you need in one bundle');
    // The bundle hero's phone, in 3-4-4 digit groups.
    await expect(page.getByRole('link', { name: '080 8157 0192' })).toHaveAttribute(
      'href',
      'tel:+448081570192',
    );
    const broadbandAndPhone = page.getByRole('article', { name: 'Broadband & Phone' });
    await expect(broadbandAndPhone).toContainText('£37 a month');
    await expectNoSeriousA11yViolations(page);
    await broadbandAndPhone.getByRole('button', { name: 'Choose Broadband & Phone' }).click();
    await page.waitForURL('**/address-finder');
    expect(await storedBasket(page)).toMatchObject({ basketItem: 1002, addons: [9001], bundle: true });
    // The address step sends a bundle straight to the checkout.
    await page.getByRole('combobox', { name: 'Postcode' }).fill('HB1 1AA');
    await page.getByRole('option', { name: '1 Fibre Street, Demoton', exact: true }).click();
    await page.waitForURL('**/checkout**');
    expect(await storedBasket(page)).toMatchObject({ basketItem: 1002, addons: [9001], bundle: true });
  });

  test('with a chosen postcode the bundle hero says Congrats and a bundle choice goes to /checkout', async ({
    page,
  }) => {
    await atFibreStreet(page);
    await page.goto('/bundles');
    await expect(page.getByTestId('hero-eligible').getByRole('status')).toHaveText('Congrats');
    await page.getByRole('link', { name: "What's in the bundle?" }).click();
    await expect(page).toHaveURL(/#bundle-select$/);
    const gigaplus = page.getByRole('article', { name: 'Gigaplus' });
    await expect(gigaplus).toBeInViewport();
    await gigaplus.getByRole('button', { name: 'Choose Gigaplus' }).click();
    await page.waitForURL('**/checkout**');
    expect(await storedBasket(page)).toMatchObject({ basketItem: 1003, addons: [9004], bundle: true });
  });

  test('variant b on /deals shows the sub-body and Select bundle; the card-grid hero links to it', async ({
    page,
  }) => {
    await page.goto('/deals');
    await page.getByRole('link', { name: 'Bundles A plan and its extras at one price.' }).click();
    await expect(page).toHaveURL(/#bundle-select$/);
    await expect(page.getByText('Keep your number or get a new one: tell us at checkout.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Select bundle Broadband & Phone' }).click();
    await page.waitForURL('**/address-finder');
    expect(await storedBasket(page)).toMatchObject({ basketItem: 1002, addons: [9001], bundle: true });
  });
});

test.describe('add-on chooser', () => {
  test('without a postcode: Add to basket toggles to Selected in the basket, and Proceed goes to the address finder', async ({
    page,
  }) => {
    await page.goto('/add-ons');
    const phone = page.getByTestId('addon-9001');
    await expect(phone).toContainText('£7 a month');
    // Static IP is for home-worker and business plans only.
    await expect(page.getByTestId('addon-9003')).toHaveCount(0);
    await phone.getByRole('button', { name: /^Add to basket/ }).click();
    await expect(phone.getByRole('button', { name: /^Selected/ })).toBeVisible();
    expect((await storedBasket(page))?.addons).toEqual([9001]);
    await phone.getByRole('button', { name: /^Selected/ }).click();
    await expect(phone.getByRole('button', { name: /^Add to basket/ })).toBeVisible();
    expect((await storedBasket(page))?.addons ?? []).toEqual([]);
    await page
      .getByTestId('addon-9004')
      .getByRole('button', { name: /^Add to basket/ })
      .click();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.waitForURL('**/address-finder');
    expect((await storedBasket(page))?.addons).toEqual([9004]);
  });

  test('with a postcode chosen in the page hero: Congrats, the anchor, and Proceed to the property confirmation', async ({
    page,
  }) => {
    await page.goto('/add-ons');
    await expectNoSeriousA11yViolations(page);
    await checkWithHero(page, 'HB1 1AA', '3 Fibre Street, Demoton');
    await expect(page.getByTestId('hero-eligible').getByRole('status')).toHaveText(
      'Congrats! Hey!Broadband full fibre is in your area',
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: "What's in the page?" }).click();
    await expect(page).toHaveURL(/#whats-included$/);
    const booster = page.getByTestId('addon-9004');
    await expect(booster).toBeInViewport();
    await booster.getByRole('button', { name: /^Add to basket/ }).click();
    await expect(booster.getByRole('button', { name: /^Selected/ })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.waitForURL('**/service-property-confirmation');
    await expect(page.getByText('3 Fibre Street, Demoton')).toBeVisible();
    expect((await storedBasket(page))?.addons).toEqual([9004]);
  });
});

test.describe('the page hero’s postcode checker', () => {
  test('sends an existing customer to /error/existing-customer', async ({ page }) => {
    await page.goto('/add-ons');
    await checkWithHero(page, 'HB1 1AB', '1 Spark Lane, Demoton');
    await page.waitForURL('**/error/existing-customer');
  });

  test('sends an ineligible address to /service-unavailable', async ({ page }) => {
    await page.goto('/add-ons');
    await checkWithHero(page, 'HB1 1AE', '2 Far Lane, Demoton');
    await page.waitForURL('**/service-unavailable');
  });

  test('shows Congrats at once for an address chosen earlier in the finder', async ({ page }) => {
    await chooseAddress(page, 'HB1 1AH', '20 Home Office Way, Demoton');
    await page.waitForURL('**/service-available?addressType=HWRK');
    await page.goto('/add-ons');
    await expect(page.getByTestId('hero-eligible')).toContainText('20 Home Office Way');
  });
});
