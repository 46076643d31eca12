import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE, pageWidth, tapWithoutShift } from '../support/steady-tap';

/** The charity vote on /charity on a phone, by touch (decision 0420). */
async function openCharityVote(page: Page) {
  await page.goto('/charity');
  const form = page.getByRole('form', { name: 'Choose a charity' });
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  // Wider than the phone, the page would be zoomed out and taps would land off target.
  expect(await pageWidth(page)).toEqual({ page: 390, screen: 390 });
  return { form, submit: form.getByRole('button', { name: 'Submit my choice' }) };
}

test.describe('the charity vote on a phone', () => {
  test.use(PHONE);

  test("says what is wrong with the 'Other' name only once its box is left; the tap that leaves it lands", async ({
    page,
  }) => {
    const { form } = await openCharityVote(page);
    const other = form.getByRole('radio', { name: /Other/ });
    await other.tap();
    const name = form.getByLabel('The charity’s name');
    await name.tap();
    await name.fill('<Food Bank>');
    const message = form.getByText(/Error: Enter a charity name using only letters/);
    await expect(message).toHaveCount(0);
    await tapWithoutShift(other);
    await expect(other).toBeChecked();
    await expect(message).toBeVisible();
    await name.fill('Food Bank');
    await expect(message).toHaveCount(0);
  });

  test('the tap that leaves a card for another chooses it, where it was', async ({ page }) => {
    const { form } = await openCharityVote(page);
    await form.getByRole('radio', { name: /Other/ }).tap();
    await form.getByLabel('The charity’s name').tap();
    const rescue = form.getByRole('radio', { name: /Valley Mountain Rescue/ });
    await tapWithoutShift(rescue);
    await expect(rescue).toBeChecked();
    await expect(form.getByText(/Please enter the name of the charity/)).toHaveCount(0);
  });

  test("checks the 'Other' name on submit: the summary takes focus and names it", async ({ page }) => {
    const { form, submit } = await openCharityVote(page);
    await form.getByRole('radio', { name: /Other/ }).tap();
    await form.getByLabel('The charity’s name').tap();
    await tapWithoutShift(submit);
    await expect(form.getByRole('alert').getByRole('link')).toHaveText([
      'Please enter the name of the charity',
    ]);
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(form.getByText('Error: Please enter the name of the charity')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
