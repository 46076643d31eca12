import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE, pageWidth, tapWithoutShift } from '../support/steady-tap';

/** The refer-a-friend form on /refer-a-friend on a phone, by touch (decisions 0420, 0433). */
async function openReferForm(page: Page) {
  await page.goto('/refer-a-friend');
  const form = page.getByRole('form', { name: 'Refer a friend' });
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  // Wider than the phone, the page would be zoomed out and taps would land off target.
  expect(await pageWidth(page)).toEqual({ page: 390, screen: 390 });
  return {
    form,
    email: form.getByRole('textbox', { name: 'Email' }),
    phone: form.getByRole('textbox', { name: 'Phone number' }),
    postcode: form.getByRole('textbox', { name: 'Postcode' }),
    address: form.getByRole('combobox', { name: /Address/ }),
    submit: form.getByRole('button', { name: 'Send my details' }),
  };
}

test.describe('the refer-a-friend form on a phone', () => {
  test.use(PHONE);

  test('says the phone is wrong only once it is left; the tap that leaves it lands on the postcode', async ({
    page,
  }) => {
    const { form, phone, postcode } = await openReferForm(page);
    await phone.tap();
    await phone.fill('0770');
    const message = form.getByText('Error: Phone is invalid');
    await expect(message).toHaveCount(0);
    await tapWithoutShift(postcode);
    await expect(postcode).toBeFocused();
    await expect(message).toBeVisible();
  });

  test('checks everything on submit: the summary takes focus, each field names what is missing', async ({
    page,
  }) => {
    const { form, email, submit } = await openReferForm(page);
    await email.tap();
    await tapWithoutShift(submit);
    const summary = form.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your email address',
      'Enter your phone number',
      'Choose your address from the list',
    ]);
    await expect(page.locator(':focus')).toContainText('There is a problem');
    for (const words of [
      'Enter your email address',
      'Enter your phone number',
      'Choose your address from the list',
    ]) {
      await expect(form.getByText(`Error: ${words}`)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("puts a refusal's fields on their inputs", async ({ page }) => {
    await page.route('**/api/customer-prospect', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: 'validation.invalid_body',
          message: 'Some details are not valid',
          fields: [{ path: 'uprn', message: 'Invalid uprn' }],
        },
      }),
    );
    const { form, email, phone, postcode, address, submit } = await openReferForm(page);
    await email.fill('sam.friend@example.com');
    await phone.fill('07700 900456');
    await postcode.fill('HB1 1AA');
    await form.getByRole('button', { name: 'Find address' }).tap();
    await address.selectOption({ label: '2 Fibre Street, Demoton' });
    await submit.tap();
    await expect(form.getByText('Error: Invalid uprn')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/Sorry, we could not send your details/)).toHaveCount(0);
  });
});
