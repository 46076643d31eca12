import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { atFibreStreet, planCard, toExtras } from '../support/journey-steps';
import { PHONE } from '../support/steady-tap';

/**
 * What a customer looks for, where they look (decisions 0470-0474): the plans' prices in the first
 * screen with the chosen address and whole descriptions, pages no wider than a phone, the
 * checkout's fixed footer short, the postcode box's messages and the existing customer's number.
 */

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** The box's top and bottom in the window, after any scroll the page made. */
async function box(locator: Locator): Promise<{ top: number; bottom: number; left: number; right: number }> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
  });
}

/** The plans page at 1 Fibre Street, read at the top as it first shows. */
async function expectPlansFirstScreen(page: Page, height: number) {
  await atFibreStreet(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('plans-address')).toHaveText(
    'Plans for 1 Fibre Street, Demoton, HB1 1AA Change address',
  );
  const price = planCard(page, 'Fibre 900').getByTestId('plan-price');
  await expect(price).toHaveText('was £35now £32 a month');
  const footer = await box(page.getByTestId('plan-footer-summary').locator('xpath=../..'));
  const seen = await box(price);
  // Wholly in the first screen, above the chooser's sticky footer.
  expect(seen.top).toBeGreaterThanOrEqual(0);
  expect(seen.bottom).toBeLessThanOrEqual(Math.min(height, footer.top));
  // The whole description, never cut with '…' (decision 0474).
  await expect(planCard(page, 'Fibre 900').getByTestId('plan-description')).toHaveText(
    '900 Mbps full fibre, as fast up as down. Unlimited data, no line rental.',
  );
}

test.describe('on a 390 x 844 phone', () => {
  test.use(PHONE);

  test('the plans page shows the price, the address and the whole description without scrolling', async ({
    page,
  }) => {
    await expectPlansFirstScreen(page, 844);
    await expectNoSeriousA11yViolations(page);
    // Change clears the address and goes back to the finder.
    await page.getByTestId('plans-address').getByRole('button', { name: 'Change address' }).tap();
    await page.waitForURL('**/address-finder');
  });

  test('/refer-a-friend is no wider than the phone, and its carousel buttons are on screen', async ({
    page,
  }) => {
    await page.goto('/refer-a-friend');
    const carousel = page.getByRole('region', { name: 'Customer reviews' });
    await expect(carousel).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const name of ['Previous review', 'Next review']) {
      const button = carousel.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      const seen = await box(button);
      expect(seen.left, name).toBeGreaterThanOrEqual(0);
      expect(seen.right, name).toBeLessThanOrEqual(390);
    }
  });

  test("the contact card's e-mail address is not cut off", async ({ page }) => {
    await page.goto('/contact-us');
    const email = page.locator('#contact-card').getByRole('link', { name: 'hello@heybroadband.example' });
    await email.scrollIntoViewIfNeeded();
    await expect(email).toBeVisible();
    const fits = await email.evaluate((link) => {
      const cell = link.parentElement as HTMLElement;
      const card = link.closest('#contact-card > div') as HTMLElement;
      const rect = link.getBoundingClientRect();
      const frame = card.getBoundingClientRect();
      return {
        cell: cell.scrollWidth <= cell.clientWidth,
        card: card.scrollWidth <= card.clientWidth,
        inside: rect.left >= frame.left && rect.right <= frame.right,
      };
    });
    expect(fits).toEqual({ cell: true, card: true, inside: true });
  });

  test("the checkout's fixed footer takes no more than 15% of the screen", async ({ page }) => {
    await atFibreStreet(page);
    await toExtras(page, 'Fibre 400');
    await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/checkout');
    const bar = page.getByTestId('checkout-footer-bar');
    await expect(bar).toHaveAttribute('data-fixed', 'true');
    await expect(bar.getByRole('button', { name: 'Open Summary' })).toBeVisible();
    const height = await bar.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(844 * 0.15);
  });

  test('the home page postcode box says what is wrong for a blank box and for XYZ', async ({ page }) => {
    await page.goto('/');
    // The hero's box once the page's scripts run (before, the browser submits it to the finder).
    const form = page.locator('form[action="/address-finder"][data-hydrated]').first();
    const input = form.getByRole('textbox', { name: /postcode/i });
    await expect(input).toBeVisible();
    for (const [typed, message] of [
      ['', 'Field is required'],
      ['XYZ', 'Invalid postcode format'],
    ] as const) {
      await input.fill(typed);
      await form.getByRole('button', { name: 'Search' }).tap();
      const summary = form.getByRole('alert');
      await expect(summary).toContainText('There is a problem');
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
      await expect(form.getByText(`Error: ${message}`)).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/$/);
      await expectNoSeriousA11yViolations(page);
    }
    await input.fill('HB1 1AA');
    await form.getByRole('button', { name: 'Search' }).tap();
    await page.waitForURL('**/address-finder');
  });

  test('the existing-customer page gives the phone number in its text', async ({ page }) => {
    await page.goto('/error/existing-customer');
    const main = page.getByRole('main');
    await expect(main).toContainText('please call our customer team on 0808 157 0192');
    await expect(main.getByRole('link', { name: '0808 157 0192' })).toHaveAttribute(
      'href',
      'tel:+448081570192',
    );
  });
});

test.describe('on a 1280 x 800 desktop', () => {
  test.use(DESKTOP);

  test('the plans page shows the price, the address and the whole description without scrolling', async ({
    page,
  }) => {
    await expectPlansFirstScreen(page, 800);
  });
});
