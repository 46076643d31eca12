import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE, tapWithoutShift } from '../support/steady-tap';

/**
 * The contact form on /contact-us on a phone (decisions 0420, 0430): a message waits until its
 * field is left, a tap on the next control after a wrong field lands where it was aimed, and a
 * submit with blanks focuses the summary, each message naming what is wrong with its field.
 */

test.describe('the contact form at 390 px', () => {
  test.use(PHONE);

  async function contactForm(page: Page): Promise<Locator> {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    return form;
  }

  test('says nothing while a field is typed in, and its configured words once it is left', async ({
    page,
  }) => {
    const form = await contactForm(page);
    await form.getByLabel('Email').fill('jo@example');
    await expect(form.getByText('Error: Please enter a valid email address')).toHaveCount(0);
    await form.getByLabel('Phone number').tap();
    await expect(form.getByText('Error: Please enter a valid email address')).toBeVisible();
    await form.getByLabel('Email').fill('jo@example.com');
    await expect(form.getByText('Error: Please enter a valid email address')).toHaveCount(0);
  });

  test('a tap on the terms box after leaving a wrong field lands, and nothing moves under it', async ({
    page,
  }) => {
    const form = await contactForm(page);
    const terms = form.getByLabel('I agree to Terms & Conditions');
    await form.getByLabel('Your message').fill('Hello');
    await form.getByLabel('Phone number').tap();
    await form.getByLabel('Phone number').fill('07700');
    await tapWithoutShift(terms);
    await expect(terms).toBeChecked();
    await expect(form.getByText('Error: Please enter a valid UK phone number')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    const subscription = form.getByLabel('Send me news and offers by e-mail (optional)');
    await tapWithoutShift(subscription);
    await expect(subscription).toBeChecked();
  });

  test('a submit with blanks focuses the summary, a message per field naming what is wrong', async ({
    page,
  }) => {
    const form = await contactForm(page);
    await form.getByLabel('I agree to Terms & Conditions').tap();
    await form.getByRole('button', { name: 'Send message' }).tap();
    const summary = form.getByRole('alert');
    const messages = [
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter a valid UK phone number',
      'Please enter your town or city',
      'Please enter your postcode',
      'Please enter a valid date of birth',
      'Please enter your message',
    ];
    await expect(summary.getByRole('link')).toHaveText(messages);
    await expect(page.locator(':focus')).toContainText('There is a problem');
    for (const message of messages) await expect(form.getByText(`Error: ${message}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
