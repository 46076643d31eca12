import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { answerCookies, chooseAddress, toExtras } from '../support/journey-steps';

/**
 * The checkout timer that waits for the customer (WCAG 2.2 SC 2.2.1, decisions 0460-0462), with the
 * browser's clock faked: the warning 2 minutes before each expiry with a one-press 'I need more
 * time', ten extensions, the landing page that says the checkout timed out and what was kept, the
 * contact step that keeps what was typed across a reload, and the campaign kept with the checkout.
 * These specs only type into the contact form; they never submit it, so no order is placed.
 */

test.beforeEach(async ({ page }) => answerCookies(page));

/** From the address finder to /checkout with Fibre 400 at 5 Fibre Street. */
async function toCheckout(page: Page) {
  await chooseAddress(page, 'HB1 1AA', '5 Fibre Street, Demoton');
  await page.waitForURL('**/service-available?addressType=RES');
  await toExtras(page, 'Fibre 400');
  await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/checkout');
  await expect(form(page).getByLabel('First name')).toBeVisible();
}

const form = (page: Page) => page.locator('#contact-details-form');
const countdown = (page: Page) => page.getByRole('timer');
const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Do you need more time?' });
const moreTime = (page: Page) => warning(page).getByRole('button', { name: 'I need more time' });
const storedTimer = (page: Page) =>
  page.evaluate(
    () => JSON.parse(window.localStorage.getItem('hb:v1:checkout-timer') ?? 'null')?.value ?? null,
  );
const storedCheckout = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('hb:v2:checkout') ?? 'null')?.value ?? null);

test('warns 2 minutes before the expiry in an announced dialog; "I need more time" by keyboard gives 10 more minutes', async ({
  page,
}) => {
  await page.clock.install();
  await toCheckout(page);
  await form(page).getByLabel('First name').focus();
  await page.clock.fastForward('07:59');
  await expect(warning(page)).toHaveCount(0);
  await page.clock.fastForward('00:01');
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toHaveAccessibleDescription(/^Your checkout will time out in 0[12]:\d\d\./);
  await expect(warning(page)).toHaveAccessibleDescription(/Choose 'I need more time' for another 10 minutes/);
  await expect(moreTime(page)).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Enter');
  await expect(warning(page)).toBeHidden();
  await expect(countdown(page)).toHaveText(/^(10:00|09:5\d)$/);
  await expect(form(page).getByLabel('First name')).toBeFocused();
  expect(await storedTimer(page)).toMatchObject({ isOvertime: false, extensions: 1 });
});

test('allows ten extensions by keyboard, then says no more time can be given', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await toCheckout(page);
  for (let press = 1; press <= 10; press += 1) {
    await page.clock.fastForward('08:30');
    await expect(moreTime(page)).toBeFocused();
    await expect(warning(page)).toHaveAccessibleDescription(
      new RegExp(`you can ask ${press === 10 ? 'once more' : `${11 - press} more times`}`),
    );
    await page.keyboard.press('Space');
    await expect(warning(page)).toBeHidden();
    await expect.poll(async () => (await storedTimer(page))?.extensions).toBe(press);
  }
  await page.clock.fastForward('08:30');
  await expect(warning(page)).toBeVisible();
  await expect(moreTime(page)).toHaveCount(0);
  await expect(warning(page)).toContainText('You have had all the extra time we can give');
  await expect(warning(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(warning(page)).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/checkout');
});

test('when the time runs out the home page says so, and the details typed are filled in on the way back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await toCheckout(page);
  await form(page).getByLabel('First name').fill('Tessa');
  await form(page).getByLabel('Email address', { exact: true }).fill('tessa.timer@example.com');
  await form(page).getByLabel('Phone number').fill('07700 900321');
  await form(page).getByLabel('Phone number').blur();
  await expect.poll(async () => (await storedCheckout(page))?.customer?.contact_name).toBe('Tessa');

  await page.clock.fastForward('10:00');
  await expect(page.getByRole('status')).toContainText("we've given you 5 extra minutes");
  await page.clock.fastForward('05:01');
  await page.waitForURL((url) => url.pathname === '/');
  const notice = page.getByRole('region', { name: 'Your checkout timed out' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('the details you typed are kept for 4 hours');
  await expect(notice.getByRole('heading', { name: 'Your checkout timed out' })).toBeFocused();
  await expect(page.getByRole('button', { name: /^Basket/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await notice.getByRole('link', { name: 'Choose your plan again' }).click();
  await page.waitForURL('**/service-available?addressType=RES');
  await toExtras(page, 'Fibre 400');
  await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/checkout');
  await expect(form(page).getByLabel('First name')).toHaveValue('Tessa');
  await expect(form(page).getByLabel('Email address', { exact: true })).toHaveValue(
    'tessa.timer@example.com',
  );
  await expect(form(page).getByLabel('Phone number')).toHaveValue('07700 900321');
});

test('a reload of the contact step keeps what was typed, and the landing campaign is kept with the checkout', async ({
  page,
}) => {
  await page.goto('/?utm_source=newsletter&utm_campaign=autumn&gclid=not-kept');
  // The campaign is kept once the landing page has come to life; the next step is a new page load.
  await expect
    .poll(async () => (await storedCheckout(page))?.analyticsParams)
    .toEqual({ utm_source: 'newsletter', utm_campaign: 'autumn' });
  await toCheckout(page);
  await form(page).getByLabel('Title').selectOption('MS');
  await form(page).getByLabel('First name').fill('Rita');
  await form(page).getByLabel('Last name').fill('Reload');
  await form(page).getByLabel('Email address', { exact: true }).fill('rita.reload@example.com');
  await expect
    .poll(async () => (await storedCheckout(page))?.customer?.email)
    .toBe('rita.reload@example.com');

  await page.reload();
  await expect(form(page).getByLabel('Title')).toHaveValue('MS');
  await expect(form(page).getByLabel('First name')).toHaveValue('Rita');
  await expect(form(page).getByLabel('Last name')).toHaveValue('Reload');
  await expect(form(page).getByLabel('Email address', { exact: true })).toHaveValue(
    'rita.reload@example.com',
  );
  expect((await storedCheckout(page))?.analyticsParams).toEqual({
    utm_source: 'newsletter',
    utm_campaign: 'autumn',
  });
});
