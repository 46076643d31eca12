import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { chooseAddress } from '../support/journey-steps';
import { PHONE, tapWithoutShift } from '../support/steady-tap';

/**
 * The register-interest form on a phone (decisions 0420, 0429): a message waits until its field
 * is left, a tap on 'I agree' after a wrong field lands where it was aimed, every message names what
 * is wrong with its field, and a refusal of fields is no 'error submitting'.
 */

const FAILURE_WORDS = 'There was an error submitting your details. Please try again.';

test.describe('the register-interest form at 390 px', () => {
  test.use(PHONE);

  /** 1 Far Lane (NOTPASSED): /service-unavailable with the block's form for that address. */
  async function atFarLane(page: Page): Promise<Locator> {
    await chooseAddress(page, 'HB1 1AE', '1 Far Lane, Demoton');
    await page.waitForURL((url) => url.pathname === '/service-unavailable');
    const form = page.getByRole('form', { name: 'Register your interest' });
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    return form;
  }

  test('says nothing while a field is typed in, and what is wrong with it once it is left', async ({
    page,
  }) => {
    const form = await atFarLane(page);
    await form.getByLabel('Email').fill('sam@example.c');
    await expect(form.getByText('Error: Email is invalid')).toHaveCount(0);
    await form.getByLabel('Phone').tap();
    await expect(form.getByText('Error: Email is invalid')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Error: Email is invalid');
    // Left blank (the phone, the title, the names), each says it is required; the summary lists them
    // in the form's order without 'error submitting'. Submit stays disabled until all is right (§5).
    for (const label of ['Title', 'First name', 'Surname']) await form.getByLabel(label).tap();
    await form.getByLabel('Email').tap();
    await expect(form.getByText('Error: Field is required')).toHaveCount(4);
    const summary = form.getByRole('alert');
    await expect(summary).toContainText('There is a problem');
    await expect(summary).not.toContainText('error submitting');
    await expect(summary.getByRole('link')).toHaveText([
      'Field is required',
      'Field is required',
      'Field is required',
      'Email is invalid',
      'Field is required',
    ]);
    await expect(form.getByRole('button', { name: 'Register my interest' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  test("a tap on 'I agree' after leaving a wrong field lands, and nothing moves under it", async ({
    page,
  }) => {
    const form = await atFarLane(page);
    const agree = form.getByLabel('I agree to Terms & Conditions');
    await form.getByLabel('Phone').fill('0770090012');
    await tapWithoutShift(agree);
    await expect(agree).toBeChecked();
    await expect(form.getByText('Error: Phone is invalid')).toBeVisible();
    // And back: once the phone is right its message clears, and the next tap lands too.
    await form.getByLabel('Phone').fill('07700 900123');
    await expect(form.getByText('Error: Phone is invalid')).toHaveCount(0);
    await tapWithoutShift(agree);
    await expect(agree).not.toBeChecked();
    await form.getByLabel('Email').tap();
    await expect(
      form.getByText('Error: You must agree to the terms and conditions to proceed'),
    ).toBeVisible();
  });

  test('a refusal of fields puts each message on its field and focuses the summary', async ({ page }) => {
    await page.route('**/api/customer-roi', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: 'validation.invalid_body',
          message: 'The request body is not valid.',
          fields: [{ path: 'contact_title', message: 'Please enter a valid title' }],
        },
      }),
    );
    const form = await atFarLane(page);
    await form.getByLabel('Title').selectOption('MS');
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Surname').fill('Builder');
    await form.getByLabel('Email').fill('sam.builder@example.com');
    await form.getByLabel('Phone').fill('07700 900123');
    await form.getByLabel('I agree to Terms & Conditions').tap();
    await form.getByRole('button', { name: 'Register my interest' }).tap();
    await expect(form.getByText('Error: Please enter a valid title')).toBeVisible();
    await expect(form).toHaveAttribute('data-step', '0');
    const summary = form.getByRole('alert');
    await expect(summary.getByRole('link', { name: 'Please enter a valid title' })).toHaveAttribute(
      'href',
      '#block-register-interest-contact_title',
    );
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(form).not.toContainText(FAILURE_WORDS);
    await expectNoSeriousA11yViolations(page);
  });
});
