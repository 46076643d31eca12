import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { providerApi } from '../support/provider-api';
import { holdScripts } from '../support/scripts-held';
import { sentEmails, setStandIn } from '../support/stand-ins';

/** Opens a page and waits until its form is hydrated, so a tick is not reset by hydration. */
async function openForm(page: Page, pagePath: string, hydrated = 'form[data-hydrated]'): Promise<void> {
  await page.goto(pagePath);
  await page.locator(hydrated).first().waitFor();
}

test.describe('the outage form on /network-status', () => {
  test('registers the e-mail with the provider API and shows the success panel', async ({ page }) => {
    await openForm(page, '/network-status');
    const form = page.getByRole('form', { name: 'Outage notification' });
    const submit = form.getByRole('button', { name: 'Notify me' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('Email').fill('outage-e2e@example.com');
    await form.getByLabel('I agree to be contacted by e-mail about this outage').check();
    await expect(submit).toBeEnabled();
    const sent = page.waitForRequest('**/api/outage');
    await submit.click();
    expect((await sent).postDataJSON()).toEqual({ email: 'outage-e2e@example.com' });
    const status = page.locator('#outage-form').getByRole('status');
    await expect(status.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(status).toContainText('We will e-mail you as soon as the problem is fixed.');
  });

  test('keeps an e-mail typed and a box ticked before the page came to life, and sends them (decision 0706)', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/network-status', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Outage notification' });
    await form.getByLabel('Email').fill('early-outage-e2e@example.com');
    await form.getByLabel('I agree to be contacted by e-mail about this outage').check();
    release();
    await page.locator('form[data-hydrated]').first().waitFor();
    await expect(form.getByLabel('Email')).toHaveValue('early-outage-e2e@example.com');
    await expect(form.getByLabel('I agree to be contacted by e-mail about this outage')).toBeChecked();
    const submit = form.getByRole('button', { name: 'Notify me' });
    await expect(submit).toBeEnabled();
    const sent = page.waitForRequest('**/api/outage');
    await submit.click();
    expect((await sent).postDataJSON()).toEqual({ email: 'early-outage-e2e@example.com' });
    await expect(
      page.locator('#outage-form').getByRole('status').getByRole('heading', { name: 'Thank you' }),
    ).toBeVisible();
  });

  test('shows the configured e-mail error in the summary and under the field, accessibly', async ({
    page,
  }) => {
    await openForm(page, '/network-status');
    const form = page.getByRole('form', { name: 'Outage notification' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('I agree to be contacted by e-mail about this outage').check();
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByRole('link', { name: 'Please enter a valid email address' })).toBeVisible();
    await expect(form.getByText('Error: Please enter a valid email address')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the configured failure message with the error text in brackets', async ({ page }) => {
    await page.route('**/api/outage', (route) =>
      route.fulfill({
        status: 503,
        json: {
          error: 'service.unavailable',
          message: 'The service is unavailable. Please try again later.',
        },
      }),
    );
    await openForm(page, '/network-status');
    const form = page.getByRole('form', { name: 'Outage notification' });
    await form.getByLabel('Email').fill('outage-e2e@example.com');
    await form.getByLabel('I agree to be contacted by e-mail about this outage').check();
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      /Sorry, we could not register your e-mail \(The service is unavailable\. Please try again later\.\)/,
    );
  });
});

test.describe('the charity vote on /charity', () => {
  test('records an Other charity, thanks the visitor and remembers it on the next visit', async ({
    page,
  }) => {
    await openForm(page, '/charity');
    const form = page.getByRole('form', { name: 'Choose a charity' });
    const submit = form.getByRole('button', { name: 'Submit my choice' });
    await expect(submit).toBeDisabled();
    await expect(form.getByRole('radio')).toHaveCount(4);
    await form.getByRole('radio', { name: /Other/ }).check();
    await submit.click();
    await expect(form.getByText('Error: Please enter the name of the charity')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const name = `E2E Food Bank ${Date.now() % 100000}`;
    await form.getByLabel('The charity’s name').fill(name);
    await submit.click();
    await expect(page.locator('#charity-vote').getByRole('status')).toContainText('Thank you for choosing!');
    const totals = await providerApi('GET', '/charity-vote/totals');
    expect(totals.json).toEqual(expect.arrayContaining([{ charity: name, votes: 1 }]));
    await page.reload();
    await expect(
      page.locator('#charity-vote').getByText('Thanks! You have already chosen a charity!'),
    ).toBeVisible();
    await expect(page.locator('#charity-vote').getByRole('radio')).toHaveCount(0);
  });

  test('thanks the visitor even when the vote cannot be sent', async ({ page }) => {
    await page.route('**/api/donation-tracker', (route) => route.abort('connectionrefused'));
    await openForm(page, '/charity');
    const form = page.getByRole('form', { name: 'Choose a charity' });
    await form.getByRole('radio', { name: /Valley Mountain Rescue/ }).check();
    await form.getByRole('button', { name: 'Submit my choice' }).click();
    await expect(page.locator('#charity-vote').getByRole('status')).toContainText('Thank you for choosing!');
  });
});

test.describe
  .serial('the contact form on /contact-us', () => {
    async function fill(page: Page, email: string) {
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Full name').fill('Jo Bloggs');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone number').fill('+44 7700 900123');
      await form.getByLabel('Town or city').fill('Demoton');
      await form.getByLabel('Postcode').fill('HB1 1AA');
      await form.getByLabel('Date of birth').fill('1990-05-17');
      await form.getByLabel('Date of birth').blur();
      await expect(form.getByText('Date of birth: 17/05/1990')).toBeVisible();
      await form.getByLabel('Your message').fill('Hello from the browser tests');
      const submit = form.getByRole('button', { name: 'Send message' });
      await expect(submit).toBeDisabled();
      await form.getByLabel('I agree to Terms & Conditions').check();
      // Marketing consent is optional (decision 0471): the box stays unticked and the form still sends.
      await expect(form.getByLabel('Send me news and offers by e-mail (optional)')).not.toBeChecked();
      await expect(submit).toBeEnabled();
      return submit;
    }

    test('checks the postcode format and existence', async ({ page }) => {
      await openForm(page, '/contact-us');
      const form = page.getByRole('form', { name: 'Contact form' });
      const postcode = form.getByLabel('Postcode');
      await postcode.fill('HB1');
      await postcode.blur();
      await expect(form.getByText('Error: Invalid postcode format')).toBeVisible();
      await postcode.fill('ZZ9 9ZZ');
      await postcode.blur();
      await expect(form.getByText('Error: Postcode not found')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await postcode.fill('HB1 1AA');
      await postcode.blur();
      await expect(form.getByText(/Error: Postcode/)).toHaveCount(0);
    });

    test('sends the message without marketing consent to the e-mail service, shows success, resets and jumps to the contact card', async ({
      page,
    }) => {
      const email = `contact-${Date.now()}@example.com`;
      await openForm(page, '/contact-us');
      const submit = await fill(page, email);
      await submit.click();
      await expect(page.locator('#contact-form').getByRole('status')).toContainText(
        'Thank you, your message has been sent.',
      );
      await expect(page).toHaveURL(/#contact-card$/);
      await expect(page.locator('#contact-form').getByLabel('Full name')).toHaveValue('');
      await expect
        .poll(() => sentEmails().some((message) => JSON.stringify(message).includes(email)))
        .toBe(true);
    });

    test('shows the configured error message when the e-mail service fails', async ({ page }) => {
      await setStandIn('email', 'fail');
      try {
        const email = `contact-fail-${Date.now()}@example.com`;
        await openForm(page, '/contact-us');
        const submit = await fill(page, email);
        await submit.click();
        await expect(page.locator('#contact-form').getByRole('alert').first()).toContainText(
          'Sorry, your message could not be sent. Please try again or call us.',
        );
        expect(sentEmails().some((message) => JSON.stringify(message).includes(email))).toBe(false);
      } finally {
        await setStandIn('email', 'ok');
      }
    });
  });

test.describe('the speed-test demo on /speed-test', () => {
  test.use({ analyticsConsent: 'accepted' });

  test('starts and resets the chosen download over the §9 durations, sending both events', async ({
    page,
    gtag,
  }) => {
    await openForm(page, '/speed-test', '[data-speed-test][data-hydrated]');
    const start = page.getByRole('button', { name: 'Start' });
    await expect(start).toBeDisabled();
    await page.getByLabel('What do you want to download?').selectOption({ label: 'A 50 GB game' });
    await start.click();
    const bars = page.getByTestId('speed-test-bar');
    await expect(bars.nth(0)).toHaveAttribute('data-duration-s', '23');
    await expect(bars.nth(1)).toHaveAttribute('data-duration-s', '460');
    await expect(bars.nth(0)).toHaveAttribute('data-running', 'true');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(bars.nth(0)).toHaveAttribute('data-running', 'false');
    expect(await gtag.events('speed_test_start')).toEqual([{ option: 'A 50 GB game' }]);
    expect(await gtag.events('speed_test_reset')).toEqual([{ option: 'A 50 GB game' }]);
    await page.getByLabel('What do you want to download?').selectOption({ label: 'A 100-photo album' });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByLabel('What do you want to download?').selectOption({ label: 'A 4K film' });
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(bars.nth(0)).toHaveAttribute('data-duration-s', '37');
    await expect(bars.nth(0)).toHaveAttribute('data-running', 'false');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a form the page has not yet brought to life (decision 0710)', () => {
  test.use({ javaScriptEnabled: false });

  // A press before hydration would send the form natively: a GET to the same page with the
  // answers (a friend's e-mail, an order number) in the address, its logs and its history.
  for (const pagePath of [
    '/refer-a-friend',
    '/find-my-order',
    '/contact-us',
    '/network-status',
    '/coverage',
  ]) {
    test(`${pagePath} never sends its answers in the address`, async ({ page }) => {
      await page.goto(pagePath);
      // The site's search boxes are GET forms on purpose: a postcode search for the address finder.
      const forms = page.locator('form:not([method="get"])');
      expect(await forms.count()).toBeGreaterThan(0);
      for (const form of await forms.all()) {
        for (const button of await form.locator('button[type="submit"]').all()) {
          await expect(button).toBeDisabled();
        }
        const boxes = form.locator(
          ':is(input[type="email"], input[type="text"], input:not([type])):visible:enabled',
        );
        // Register your interest keeps its fields shut until an address is found.
        if ((await boxes.count()) === 0) continue;
        const box = boxes.first();
        await box.fill('someone@example.com');
        await box.press('Enter');
        expect(new URL(page.url()).search).toBe('');
        expect(new URL(page.url()).pathname).toBe(pagePath);
      }
    });
  }
});

test.describe("a form's rules arrive with the visitor's first touch (decision 0712)", () => {
  // The domain's zod schemas are the one chunk with zod's `._zod` internals in it (decision 0589).
  async function watchRulesLoads(page: Page): Promise<() => Promise<number>> {
    const reads: Promise<boolean>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(
        response.text().then(
          (text) => text.includes('._zod'),
          () => false,
        ),
      );
    });
    return async () => (await Promise.all(reads)).filter(Boolean).length;
  }

  for (const [pagePath, formName, touch] of [
    ['/network-status', 'Outage notification', 'focus'],
    ['/refer-a-friend', 'Refer a friend', 'focus'],
    ['/contact-us', 'Contact form', 'point'],
  ] as const) {
    test(`${pagePath} loads them when its form is touched (${touch}), not with the page`, async ({
      page,
    }) => {
      const rulesLoads = await watchRulesLoads(page);
      await openForm(page, pagePath);
      await page.waitForLoadState('networkidle');
      expect(await rulesLoads()).toBe(0);
      const form = page.getByRole('form', { name: formName });
      if (touch === 'focus') await form.getByRole('textbox').first().focus();
      else await form.hover();
      await expect.poll(rulesLoads).toBe(1);
    });
  }
});
