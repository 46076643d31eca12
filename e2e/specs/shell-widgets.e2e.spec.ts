import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { STAND_INS_PORT } from '../support/environment';
import { atFibreStreet, planCard } from '../support/journey-steps';

/**
 * The page shell's widgets and the remaining forms (decisions 0370 to 0374): the reviews widget and
 * the live-chat prompt with consent, the promo banner, the Amazon voucher on the plans, the 'Still in a
 * contract?' call-me form and the refer-a-friend form, each axe-clean in its states.
 */
const CONSENT_KEY = 'hb:v1:cookie-consent';

/** Answers the cookie question before the page loads, category by category. */
async function consentTo(
  page: Page,
  categories: Partial<Record<'analytics' | 'tracking' | 'chat' | 'reviews', boolean>>,
) {
  await page.addInitScript(
    ([key, chosen]) => {
      window.localStorage.setItem(
        key,
        JSON.stringify({
          analytics: false,
          tracking: false,
          chat: false,
          reviews: false,
          ...chosen,
          decidedAt: Date.now(),
        }),
      );
    },
    [CONSENT_KEY, categories] as const,
  );
}

test.describe('the reviews widget', () => {
  test('draws only after mount and initialises the review service about 50 ms later, in en-GB', async ({
    page,
  }) => {
    await consentTo(page, { reviews: true });
    // The page's timers run only when the test says: the 50 ms is then measured, not raced.
    const start = new Date();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    const script = page.waitForResponse(
      (response) =>
        response.url() === `http://127.0.0.1:${STAND_INS_PORT}/bootstrap/v5/tp.widget.bootstrap.min.js`,
    );
    await page.goto('/refer-a-friend');
    const widget = page.getByTestId('reviews-widget');
    await expect(widget).toBeVisible();
    await script;
    await expect(widget).toHaveAttribute('data-locale', 'en-GB');
    await expect(widget).toHaveAttribute('data-widget-type', 'reviews');
    // The timer has not run: the review service has not been asked to draw yet.
    await expect(widget).not.toHaveAttribute('data-stand-in-loaded', 'true');
    await page.clock.runFor(49);
    await expect(widget).not.toHaveAttribute('data-stand-in-loaded', 'true');
    await page.clock.runFor(5);
    await expect(widget).toHaveAttribute('data-stand-in-loaded', 'true');
    await expect(widget).toContainText('rated 4.8 out of 5');
    // axe waits on the page's own timers.
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
  });

  test('without review consent shows a note with the cookie settings instead', async ({ page }) => {
    await consentTo(page, { analytics: true });
    await page.goto('/refer-a-friend');
    const note = page.getByTestId('reviews-widget-consent');
    await expect(note).toContainText('once you accept customer review cookies');
    await expect(page.getByTestId('reviews-widget')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the live-chat prompt', () => {
  test('shows once the chat widget exists and opens the chat', async ({ page }) => {
    await consentTo(page, { chat: true });
    await page.goto('/help');
    const prompt = page.getByTestId('live-chat-prompt');
    await expect(prompt.getByRole('heading', { name: 'Questions? Chat to us' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await prompt.getByRole('button', { name: 'Start a chat' }).click();
    const chat = page.getByRole('region', { name: 'Live chat' });
    await expect(chat).toContainText('an adviser would answer here');
    await expectNoSeriousA11yViolations(page);
  });

  test('is absent without chat consent', async ({ page }) => {
    await consentTo(page, { analytics: true, reviews: true });
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Still need help?' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('live-chat-prompt')).toHaveCount(0);
  });
});

test.describe('the promo banner and the Amazon voucher offer', () => {
  test('the promo banner runs on the content pages, dark by default', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Offer' });
    await expect(banner).toContainText('Fibre 900 for £32 a month: £3 off every month on our 24-month plan');
    await expect(banner).toHaveAttribute('data-theme', 'dark');
    await expect(banner.getByRole('link', { name: 'Check availability' })).toHaveAttribute(
      'href',
      '/address-finder',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('24-month home plans show their voucher: 900 £50, 400 £30, 150 £20; other lengths none', async ({
    page,
  }) => {
    await atFibreStreet(page);
    await expect(planCard(page, 'Fibre 900').getByTestId('amazon-voucher')).toContainText(
      'Get a £50 Amazon voucher',
    );
    await expect(planCard(page, 'Fibre 400').getByTestId('amazon-voucher')).toContainText(
      'Get a £30 Amazon voucher',
    );
    await expect(planCard(page, 'Fibre 150').getByTestId('amazon-voucher')).toContainText(
      'Get a £20 Amazon voucher',
    );
    await expect(planCard(page, 'Fibre 900').getByTestId('amazon-voucher')).toContainText('Offer ends');
    await expect(page.getByRole('complementary', { name: 'Offer' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('radio', { name: '12 months' }).check({ force: true });
    await expect(planCard(page, 'Fibre 900')).toBeVisible();
    await expect(page.getByTestId('amazon-voucher')).toHaveCount(0);
  });
});

test.describe('the call-me form in the Still in a contract? bubble', () => {
  test('shows the server’s field errors per field, then sends a call-back request', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Ask us to call you' });
    // Not in the page until asked for: its code is not part of the home page's first load (decision 0709).
    const disclosure = page.locator('summary', { hasText: 'Or ask us to call you' });
    await expect(disclosure).toBeVisible();
    await expect(form).toHaveCount(0);
    await disclosure.click();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByRole('button', { name: 'Call me back' }).click();
    const summary = form.getByRole('alert');
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const email = form.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const emailError = page.locator(`#${await email.getAttribute('id')}-error`);
    await expect(emailError).toContainText('Error:');
    await expect(form.getByRole('combobox', { name: /Address/ })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('textbox', { name: 'First name' }).fill('Jo');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Bloggs');
    await email.fill('jo.bloggs@example.com');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('07700 900123');
    await form.getByRole('textbox', { name: 'Postcode' }).fill('HB1 1AA');
    await form.getByRole('button', { name: 'Find address' }).click();
    await form.getByRole('combobox', { name: /Address/ }).selectOption({ label: '1 Fibre Street, Demoton' });
    await form.getByRole('combobox', { name: /current provider/ }).selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Call me back' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you, we will call you back');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('refer a friend', () => {
  test('the referred friend leaves their details as a prospect and gets the code', async ({ page }) => {
    await page.goto('/refer-a-friend');
    const form = page.getByRole('form', { name: 'Refer a friend' });
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByRole('button', { name: 'Send my details' }).click();
    await expect(form.getByRole('alert').getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('textbox', { name: 'Email' }).fill('sam.friend@example.com');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('07700 900456');
    await form.getByRole('textbox', { name: 'Postcode' }).fill('HB1 1AA');
    await form.getByRole('button', { name: 'Find address' }).click();
    await form.getByRole('combobox', { name: /Address/ }).selectOption({ label: '2 Fibre Street, Demoton' });
    await form.getByRole('button', { name: 'Send my details' }).click();
    await expect(page.getByRole('status')).toContainText('FRIEND50');
  });
});
