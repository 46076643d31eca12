import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../apps/web/src/state/persistence';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE } from '../support/steady-tap';

/** The main hero: the section that holds the home page's h1. */
const mainHero = (page: Page) => page.locator('section[data-colour-theme]');

/** The picture the browser chose to fetch for the hero (its currentSrc). */
async function heroPictureSource(page: Page): Promise<string> {
  const img = mainHero(page).getByTestId('hero-picture').locator('img');
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.currentSrc))
    .toBeTruthy();
  return img.evaluate((node: HTMLImageElement) => node.currentSrc);
}

test.describe('the main hero on a 390px phone (decision 0481)', () => {
  test.use(PHONE);

  test('its countdown ticks with the clock, then hides at its end', async ({ page }) => {
    // The server's HTML already holds the countdown's numbers (nothing shifts as it comes to life).
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/data-unit="days"[^>]*>\d\d</);

    await page.goto('/');
    const countdown = mainHero(page).getByTestId('countdown');
    const end = Date.parse((await countdown.getAttribute('data-ends-at')) ?? '');
    expect(end).toBeGreaterThan(Date.now());
    const left = ((24 + 2) * 3600 + 3 * 60 + 10) * 1000;
    await page.clock.install({ time: end - left - 5000 });
    await page.goto('/');
    await page.clock.pauseAt(end - left);
    const unit = (name: string) => countdown.locator(`[data-unit="${name}"]`);
    await expect(countdown).toContainText('Offer ends in');
    await expect(unit('days')).toHaveText('01');
    await expect(unit('hours')).toHaveText('02');
    await expect(unit('minutes')).toHaveText('03');
    const before = Number(await unit('seconds').textContent());
    await page.clock.runFor(2000);
    await expect(unit('seconds')).toHaveText(String(before - 2).padStart(2, '0'));
    // Read once by screen readers, never a live region.
    await expect(countdown.locator('[aria-live], [role="timer"]')).toHaveCount(0);

    await page.clock.fastForward(left);
    await page.clock.runFor(2000);
    await expect(countdown).toHaveCount(0);
  });

  test('shows the phone picture, the countdown and its button, and is axe-clean', async ({ page }) => {
    await page.goto('/');
    expect(await heroPictureSource(page)).toMatch(/mobile/);
    await expect(mainHero(page).getByTestId('countdown')).toBeVisible();
    await expect(mainHero(page).getByRole('link', { name: 'See our plans' })).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the main hero on a desktop', () => {
  test('shows the desktop picture, not the phone one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    expect(await heroPictureSource(page)).not.toMatch(/mobile/);
  });
});

test.describe('calls to action act on their event (decision 0480)', () => {
  test('go-to-packages: the home hero’s button goes to the plans', async ({ page }) => {
    await page.goto('/');
    const button = mainHero(page).getByRole('link', { name: 'See our plans' });
    await expect(button).toHaveClass(/btn-alternate/);
    await button.click();
    await page.waitForURL('**/service-available?addressType=RES');
  });

  test('postcode-checker: an FAQ answer’s button goes to the address finder', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('button', { name: 'Speed', exact: true }).click();
    await page.getByRole('button', { name: /What speed will I get\?/ }).click();
    const button = page.getByRole('link', { name: 'Check your address' });
    await expect(button).toHaveClass(/btn-outline/);
    await button.click();
    await page.waitForURL('**/address-finder');
  });

  test('external-link: an FAQ answer’s link opens the outside site in a new tab', async ({
    page,
    context,
  }) => {
    // Nothing leaves the machine: the outside site is answered here.
    await context.route(/^https:\/\/www\.ofcom\.org\.uk\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Ofcom</title>' }),
    );
    await page.goto('/help');
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    await page.getByRole('button', { name: /Will my phone work in a power cut\?/ }).click();
    const link = page.getByRole('link', { name: 'Ofcom’s advice on phones (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const popupOpened = page.waitForEvent('popup');
    await link.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/www\.ofcom\.org\.uk\/?$/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/help$/);
  });
});

/** The FAQ block's checker on /help: look the postcode up there, pick the address, check it. */
async function checkOnHelp(page: Page, postcode: string, address: string) {
  await page.goto('/help');
  const checker = page.getByTestId('faq-postcode-checker');
  await expect(checker.getByRole('heading', { name: 'Can you get Hey!Broadband?' })).toBeVisible();
  await checker.getByLabel('Enter your postcode to check availability.', { exact: true }).fill(postcode);
  await checker.getByRole('button', { name: 'Search', exact: true }).click();
  await checker.getByLabel('Choose your address').selectOption({ label: address });
  await checker.getByRole('button', { name: 'Check address' }).click();
  return checker;
}

test.describe('the FAQ postcode checker routes as §4 says (decision 0482)', () => {
  test('an existing customer goes to /error/existing-customer', async ({ page }) => {
    await checkOnHelp(page, 'HB1 1AB', '1 Spark Lane, Demoton');
    await page.waitForURL('**/error/existing-customer');
  });

  test('an ineligible address goes to /service-unavailable', async ({ page }) => {
    await checkOnHelp(page, 'HB1 1AE', '1 Far Lane, Demoton');
    await page.waitForURL('**/service-unavailable');
  });

  test('otherwise the address is stored and confirmed, and its plans offered', async ({ page }) => {
    const checker = await checkOnHelp(page, 'HB1 1AA', '1 Fibre Street, Demoton');
    await expect(checker.getByRole('status').first()).toHaveText(
      'Good news! Hey!Broadband is available at your address',
    );
    await expect(page).toHaveURL(/\/help$/);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.address);
    expect(stored).toContain('"hasConfirmedAddress":true');
    expect(stored).toContain('100000000001');
    await expectNoSeriousA11yViolations(page);
    await checker.getByRole('link', { name: 'See the plans' }).click();
    await page.waitForURL('**/service-available?addressType=RES');
  });
});

test.describe('the simple FAQ on /add-ons', () => {
  test('shows every question with its answer, no accordion, and is axe-clean', async ({ page }) => {
    await page.goto('/add-ons');
    const faq = page.getByTestId('faq-simple');
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(faq.getByText('Our broadband needs no landline')).toBeVisible();
    await expect(faq.getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
