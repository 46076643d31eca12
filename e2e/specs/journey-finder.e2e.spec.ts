import { expect, type Page, test } from '@playwright/test';
import { answerCookies, postcodeBox } from '../support/journey-steps';
import { holdScripts } from '../support/scripts-held';

/** The postcode finder (ordering-journey.md §2 and §9): typing, the debounce, and the keyboard. */

function countLookups(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/uprn-by-postcode')) counter.count += 1;
  });
  return counter;
}

test.beforeEach(async ({ page }) => answerCookies(page));

test('the postcode is upper-cased as typed and looked up once, after typing stops', async ({ page }) => {
  const lookups = countLookups(page);
  await page.goto('/address-finder');
  const box = postcodeBox(page);
  await box.pressSequentially('hb1 1aa', { delay: 40 });
  await expect(box).toHaveValue('HB1 1AA');
  await expect(page.getByRole('option')).toHaveCount(6);
  expect(lookups.count).toBe(1);
});

test('the postcode from the home page box is looked up on arrival', async ({ page }) => {
  await page.goto('/');
  await page.getByPlaceholder('Enter your postcode').first().fill('HB1 1AH');
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.waitForURL('**/address-finder');
  await expect(postcodeBox(page)).toHaveValue('HB1 1AH');
  await expect(page.getByRole('option', { name: '20 Home Office Way, Demoton' })).toBeVisible();
});

test('a postcode typed in the home page box before the page comes to life is kept and looked up (decision 0705)', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByPlaceholder('Enter your postcode').first().fill('hb1 1ah');
  release();
  await page.locator('form[data-hydrated]').first().waitFor();
  await expect(page.getByPlaceholder('Enter your postcode').first()).toHaveValue('HB1 1AH');
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.waitForURL('**/address-finder');
  await expect(postcodeBox(page)).toHaveValue('HB1 1AH');
  await expect(page.getByRole('option', { name: '20 Home Office Way, Demoton' })).toBeVisible();
});

test('Up and Down move the highlight and Enter chooses the highlighted address', async ({ page }) => {
  await page.goto('/address-finder');
  const box = postcodeBox(page);
  await box.fill('HB1 1AD');
  await expect(page.getByRole('option')).toHaveCount(5);
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  const highlighted = page.getByRole('option', { selected: true });
  await expect(highlighted).toHaveText('11 Build Road, Demoton');
  await expect(box).toHaveAttribute('aria-activedescendant', (await highlighted.getAttribute('id')) ?? '');
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(box).toHaveAttribute('readonly', '');
  await expect(page.getByText('Checking what we can offer at 11 Build Road, Demoton')).toBeVisible();
  await page.waitForURL('**/coverage/location/demo-valley?addressType=RES#register-interest');
});

test('with a single address, Enter chooses it', async ({ page }) => {
  await page.goto('/address-finder');
  const box = postcodeBox(page);
  await box.fill('HB1 1AH');
  await expect(page.getByRole('option')).toHaveCount(1);
  await box.press('Enter');
  await page.waitForURL('**/service-available?addressType=HWRK');
});

test('routing waits a second after the choice', async ({ page }) => {
  await page.goto('/address-finder');
  await postcodeBox(page).fill('HB1 1AE');
  await page.getByRole('option', { name: '1 Far Lane, Demoton' }).click();
  const chosenAt = Date.now();
  await page.waitForURL('**/service-unavailable');
  expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(1000);
});

test('the postcode is locked once an address is chosen, until Change postcode', async ({ page }) => {
  // Hold the routing: the uprn fetch never answers in this test.
  await page.route('**/api/uprn', () => undefined);
  await page.goto('/address-finder');
  const box = postcodeBox(page);
  await box.fill('HB1 1AA');
  await page.getByRole('option', { name: '2 Fibre Street, Demoton' }).click();
  await expect(box).toHaveAttribute('readonly', '');
  await box.press('Backspace');
  await expect(box).toHaveValue('HB1 1AA');
  await page.getByRole('button', { name: 'Change postcode' }).click();
  await expect(box).not.toHaveAttribute('readonly');
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
});

test('a failed look-up says there are no results', async ({ page }) => {
  await page.route('**/api/uprn-by-postcode', (route) =>
    route.fulfill({ status: 503, json: { error: 'service.unavailable', message: 'Service unavailable' } }),
  );
  await page.goto('/address-finder');
  await postcodeBox(page).fill('HB1 1AA');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'No results found. Please try a different UK postcode.',
  );
});

test('a search for something that is not a postcode says there are no results', async ({ page }) => {
  await page.goto('/address-finder');
  const box = postcodeBox(page);
  await box.fill('HB1');
  await box.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'No results found. Please try a different UK postcode.',
  );
});

test('the rate limit is said plainly', async ({ page }) => {
  await page.route('**/api/uprn-by-postcode', (route) =>
    route.fulfill({
      status: 429,
      json: {
        error: 'request.rate_limited',
        message: 'Too many requests. Please wait a minute and try again.',
      },
    }),
  );
  await page.goto('/address-finder');
  await postcodeBox(page).fill('HB1 1AA');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Too many requests. Please wait a minute and try again.',
  );
});

test('when the uprn look-up fails the address from the list is used', async ({ page }) => {
  await page.route('**/api/uprn', (route) =>
    route.fulfill({ status: 502, json: { error: 'service.unavailable' } }),
  );
  await page.goto('/address-finder');
  await postcodeBox(page).fill('HB1 1AB');
  await page.getByRole('option', { name: '2 Spark Lane, Demoton' }).click();
  await page.waitForURL('**/error/existing-customer');
});

test('the whole journey works with the keyboard alone', async ({ page }) => {
  await page.goto('/address-finder');
  await page.keyboard.press('Tab'); // skip link
  const box = postcodeBox(page);
  await box.focus();
  await page.keyboard.type('hb1 1aa');
  await expect(page.getByRole('option')).toHaveCount(6);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/service-available?addressType=RES');

  // Tab to the Fibre 400 plan's button and press it with Enter.
  const select400 = page.getByRole('button', { name: /^Select Fibre 400$/ });
  await tabTo(page, select400);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Selected Fibre 400/ })).toBeVisible();
  const continueLink = page.getByRole('link', { name: 'Continue', exact: true });
  await tabTo(page, continueLink);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/extras');

  const addPhone = page.getByRole('button', { name: /^Add to basket Home Phone/ });
  await tabTo(page, addPhone);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Selected Home Phone/ })).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/checkout');
  await expect(page.getByTestId('checkout-address')).toContainText('1 Fibre Street, Demoton');
});

/** Presses Tab until the target has focus (at most 60 times). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
