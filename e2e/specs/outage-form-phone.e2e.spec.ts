import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE, pageWidth, tapWithoutShift } from '../support/steady-tap';

/** The outage form on /network-status on a phone, by touch (decision 0420). */
async function openOutageForm(page: Page) {
  await page.goto('/network-status');
  const form = page.getByRole('form', { name: 'Outage notification' });
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  // Wider than the phone, the page would be zoomed out and taps would land off target.
  expect(await pageWidth(page)).toEqual({ page: 390, screen: 390 });
  return {
    form,
    email: form.getByLabel('Email'),
    agree: form.getByLabel('I agree to be contacted by e-mail about this outage'),
    submit: form.getByRole('button', { name: 'Notify me' }),
  };
}

test.describe('the outage form on a phone', () => {
  test.use(PHONE);

  test('says the e-mail is wrong only once it is left, and the tap that leaves it ticks the agree box where it was', async ({
    page,
  }) => {
    const { form, email, agree } = await openOutageForm(page);
    await email.tap();
    await email.fill('not-an-email');
    const message = form.getByText('Error: Please enter a valid email address');
    await expect(message).toHaveCount(0);
    await tapWithoutShift(agree);
    await expect(agree).toBeChecked();
    await expect(message).toBeVisible();
    await email.fill('jo@example.com');
    await expect(message).toHaveCount(0);
  });

  test('checks everything on submit: the summary takes focus and names the e-mail', async ({ page }) => {
    const { form, agree, submit } = await openOutageForm(page);
    await agree.tap();
    await submit.tap();
    const summary = form.getByRole('alert');
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Please enter a valid email address' })).toBeVisible();
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(form.getByText('Error: Please enter a valid email address')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('says what to do when the agree box is left unticked', async ({ page }) => {
    const { form, agree } = await openOutageForm(page);
    await agree.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(
      form.getByText('Error: Tick the box to agree to be e-mailed about this outage'),
    ).toBeVisible();
    await agree.tap();
    await expect(form.getByText(/Tick the box/)).toHaveCount(0);
  });

  test("puts a refusal's field message on the e-mail, not in a failure panel", async ({ page }) => {
    await page.route('**/api/outage', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: 'validation.invalid_body',
          message: 'Some details are not valid',
          fields: [{ path: 'email', message: 'Email is invalid' }],
        },
      }),
    );
    const { form, email, agree, submit } = await openOutageForm(page);
    await email.fill('jo@example.com');
    await agree.tap();
    await submit.tap();
    await expect(form.getByText('Error: Email is invalid')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/Sorry, we could not register your e-mail/)).toHaveCount(0);
  });
});
