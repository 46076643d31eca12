import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE, pageWidth, tapWithoutShift } from '../support/steady-tap';

/** The 'Still in a contract?' call-back form on the home page on a phone (decisions 0420, 0433). */
async function openCallMeForm(page: Page) {
  await page.goto('/');
  // Behind its disclosure, the form's code loads once opened (decision 0709).
  await page.locator('summary', { hasText: 'Or ask us to call you' }).tap();
  const form = page.getByRole('form', { name: 'Ask us to call you' });
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  // Wider than the phone, the page would be zoomed out and taps would land off target.
  expect(await pageWidth(page)).toEqual({ page: 390, screen: 390 });
  return {
    form,
    firstName: form.getByRole('textbox', { name: 'First name' }),
    lastName: form.getByRole('textbox', { name: 'Last name' }),
    submit: form.getByRole('button', { name: 'Call me back' }),
  };
}

const BLANK_MESSAGES = [
  'Enter your first name',
  'Enter your last name',
  'Enter your email address',
  'Enter your phone number',
  'Enter your postcode',
  'Choose your address from the list',
  'Choose your current provider',
];

test.describe('the call-back form on a phone', () => {
  test.use(PHONE);

  test('asks for the first name only once it is left; the tap that leaves it lands on the last name', async ({
    page,
  }) => {
    const { form, firstName, lastName } = await openCallMeForm(page);
    await firstName.tap();
    await expect(form.getByText('Error: Enter your first name')).toHaveCount(0);
    await tapWithoutShift(lastName);
    await expect(lastName).toBeFocused();
    await expect(form.getByText('Error: Enter your first name')).toBeVisible();
    await firstName.fill('Jo');
    await expect(form.getByText('Error: Enter your first name')).toHaveCount(0);
  });

  test('checks everything on submit: the summary takes focus, each field names what is missing', async ({
    page,
  }) => {
    const { form, submit } = await openCallMeForm(page);
    await submit.tap();
    await expect(form.getByRole('alert').getByRole('link')).toHaveText(BLANK_MESSAGES);
    await expect(page.locator(':focus')).toContainText('There is a problem');
    for (const words of BLANK_MESSAGES) await expect(form.getByText(`Error: ${words}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("puts a refusal's fields on their inputs, the street name's on the address", async ({ page }) => {
    await page.route('**/api/customer-callMe', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: 'validation.invalid_body',
          message: 'Some details are not valid',
          fields: [{ path: 'street_name', message: 'Enter a street name using letters and numbers' }],
        },
      }),
    );
    const { form, firstName, lastName, submit } = await openCallMeForm(page);
    await firstName.fill('Jo');
    await lastName.fill('Bloggs');
    await form.getByRole('textbox', { name: 'Email' }).fill('jo.bloggs@example.com');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('07700 900123');
    await form.getByRole('textbox', { name: 'Postcode' }).fill('HB1 1AA');
    await form.getByRole('button', { name: 'Find address' }).tap();
    const address = form.getByRole('combobox', { name: /Address/ });
    await address.selectOption({ label: '1 Fibre Street, Demoton' });
    await form.getByRole('combobox', { name: /current provider/ }).selectOption({ index: 1 });
    await submit.tap();
    await expect(form.getByText('Error: Enter a street name using letters and numbers')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/Sorry, we could not send your request/)).toHaveCount(0);
  });
});
