import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { answerCookies, chooseAddress, miniBasket, toExtras } from '../support/journey-steps';
import { cancelOrder, customerRecord } from '../support/provider-api';
import { PHONE, tapWithoutShift } from '../support/steady-tap';

/**
 * The contact-details step (/checkout, decision 0230): the §5 messages on leaving a field and all at once
 * on submit, the business fields, the telecare block, the landline swap, the switching dropdown, one
 * order for a double click and a failed submission that keeps the form. Addresses of this spec:
 * 2 Fibre Street and Unit 2 Commerce Park; its orders are cancelled at the end.
 */

const placed: string[] = [];
test.afterAll(async () => {
  for (const code of placed) await cancelOrder(code);
});
test.beforeEach(async ({ page }) => answerCookies(page));

async function toCheckout(page: Page, options: { homePhone?: boolean; business?: boolean } = {}) {
  if (options.business) {
    await chooseAddress(page, 'HB1 1AF', 'Unit 2, Commerce Park, Demoton');
    await page.waitForURL('**/service-available?addressType=BUS');
    await toExtras(page, 'Business 400');
  } else {
    await chooseAddress(page, 'HB1 1AA', '2 Fibre Street, Demoton');
    await page.waitForURL('**/service-available?addressType=RES');
    await toExtras(page, 'Fibre 400');
  }
  if (options.homePhone) await page.getByRole('button', { name: /^Add to basket Home Phone/ }).click();
  await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/checkout');
  await expect(form(page).getByLabel('First name')).toBeVisible();
}

const form = (page: Page) => page.locator('#contact-details-form');
const nextButton = (page: Page) => page.getByRole('button', { name: /^Continue to installation/ });

function radio(page: Page, question: string, answer: 'Yes' | 'No') {
  return form(page).getByRole('group', { name: question }).getByLabel(answer, { exact: true });
}

async function fillBaseDetails(page: Page, email = `ada.${Date.now()}@example.com`) {
  const f = form(page);
  await f.getByLabel('Title').selectOption('MS');
  await f.getByLabel('First name').fill('Ada');
  await f.getByLabel('Last name').fill('Lovelace');
  await f.getByLabel('Email address', { exact: true }).fill(email);
  await f.getByLabel('Confirm email address').fill(email);
  await f.getByLabel('Phone number').fill('07700 900123');
  await f.getByLabel('Day').fill('10');
  await f.getByLabel('Month').fill('12');
  await f.getByLabel('Year').fill('1985');
  await f.getByLabel('How did you hear about us?').selectOption('TV');
  await f.getByLabel(/I agree to the terms and conditions/).check();
}

async function answerQuestions(page: Page) {
  await radio(page, 'Would you like us to switch your broadband from your current provider?', 'No').check();
  await form(page).getByLabel('Who is your current provider?').fill('Old Broadband Ltd');
  await radio(page, 'In a power cut, do you have a mobile phone or another way to call 999?', 'Yes').check();
  await radio(page, 'Does anyone at this address use a telecare or medical alarm?', 'No').check();
  await radio(
    page,
    "Do you own the property, or have the owner's permission for us to install?",
    'Yes',
  ).check();
}

test('shows each §5 message on leaving a field, and keeps Submit disabled until the base details are valid', async ({
  page,
}) => {
  await toCheckout(page);
  const f = form(page);
  await expect(nextButton(page)).toBeDisabled();
  const expectations: Array<[string, string, string]> = [
    ['First name', '', 'Field is required'],
    ['Last name', '', 'Field is required'],
    ['Phone number', '12345', 'Phone is invalid'],
  ];
  for (const [label, value, message] of expectations) {
    await f.getByLabel(label).fill(value);
    await f.getByLabel(label).blur();
    await expect(f.getByText(message).first()).toBeVisible();
  }
  await f.getByLabel('Email address', { exact: true }).fill('ada@');
  await f.getByLabel('Email address', { exact: true }).blur();
  await expect(f.getByText('Email is invalid')).toBeVisible();
  await f.getByLabel('Email address', { exact: true }).fill('ada@example.com');
  await f.getByLabel('Confirm email address').fill('eve@example.com');
  await f.getByLabel('Confirm email address').blur();
  await expect(f.getByText('Emails do not match')).toBeVisible();
  await f.getByLabel('How did you hear about us?').focus();
  await f.getByLabel('How did you hear about us?').blur();
  await expect(f.getByLabel('How did you hear about us?')).toHaveAccessibleDescription(/Field is required/);
  await f.getByLabel('Day').fill('10');
  await f.getByLabel('Month').fill('12');
  await f.getByLabel('Year').fill('2015');
  await f.getByLabel('Year').blur();
  await expect(f.getByText('Please confirm that you are at least 18 years old')).toBeVisible();
  await f.getByLabel('Year').fill('1899');
  await f.getByLabel('Year').blur();
  await expect(f.getByText('Please enter a valid date')).toBeVisible();
  await f.getByLabel('Title').focus();
  await f.getByLabel('Title').blur();
  await expect(f.getByLabel('Title')).toHaveAccessibleDescription(/Please enter your details/);
  const terms = f.getByLabel(/I agree to the terms and conditions/);
  await terms.check();
  await terms.uncheck();
  await terms.blur();
  await expect(f.getByText('You must agree to the terms and conditions to proceed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillBaseDetails(page);
  await expect(nextButton(page)).toBeEnabled();
});

test('shows every unanswered question at once on submit, in the error summary linking to each field', async ({
  page,
}) => {
  await toCheckout(page, { homePhone: true });
  await fillBaseDetails(page);
  await nextButton(page).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Please select an option' })).toHaveCount(5);
  await expect(summary.getByRole('link', { name: 'Field is required' })).toHaveCount(1);
  await summary.getByRole('link', { name: 'Field is required' }).click();
  await expect(form(page).getByLabel('Who is your current provider?')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

test('a telecare or medical alarm stops the online order and gives the phone number', async ({ page }) => {
  await toCheckout(page);
  await fillBaseDetails(page);
  await radio(page, 'Does anyone at this address use a telecare or medical alarm?', 'Yes').check();
  const block = page.locator('#telecare-block');
  await expect(block).toContainText("Sorry, you can't progress with your online order");
  await expect(block.getByRole('link', { name: '0808 157 0192' })).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await radio(page, 'Does anyone at this address use a telecare or medical alarm?', 'No').check();
  await expect(block).toHaveCount(0);
  await expect(nextButton(page)).toBeEnabled();
});

test('keeping the landline swaps the home phone for the keep-your-number variant and asks the number', async ({
  page,
}) => {
  await toCheckout(page, { homePhone: true });
  const question = 'Do you want to keep your existing landline number?';
  await radio(page, question, 'Yes').check();
  await expect(form(page).getByLabel('Your landline number')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your selection' })).toContainText(
    'Home Phone (keep existing number)',
  );
  // A mobile number is not a landline to keep (§5).
  await form(page).getByLabel('Your landline number').fill('07700 900123');
  await form(page).getByLabel('Your landline number').blur();
  await expect(form(page).getByText('Please enter a valid telephone number')).toBeVisible();
  await form(page).getByLabel('Your landline number').fill('01632 960123');
  await form(page).getByLabel('Your landline number').blur();
  await expect(form(page).getByText('Please enter a valid telephone number')).toHaveCount(0);
  await radio(page, question, 'No').check();
  await expect(form(page).getByLabel('Your landline number')).toHaveCount(0);
  await expect(miniBasket(page)).not.toContainText('keep existing number');
  await expect(miniBasket(page)).toContainText('Home Phone');
});

test('switching help lists the providers by name; no asks for the name as text', async ({ page }) => {
  await toCheckout(page);
  const question = 'Would you like us to switch your broadband from your current provider?';
  await radio(page, question, 'Yes').check();
  const dropdown = form(page).getByRole('combobox', { name: 'Who is your current provider?' });
  await expect(dropdown).toBeVisible();
  expect(await dropdown.locator('option').count()).toBeGreaterThanOrEqual(9);
  await expect(dropdown.locator('option').first()).toHaveText('Please select an option');
  await radio(page, question, 'No').check();
  await expect(form(page).getByRole('textbox', { name: 'Who is your current provider?' })).toBeVisible();
});

test('switching from a listed provider asks its account number and whether a landline there should stop', async ({
  page,
}) => {
  await toCheckout(page);
  await fillBaseDetails(page);
  await answerQuestions(page);
  await radio(page, 'Would you like us to switch your broadband from your current provider?', 'Yes').check();
  await form(page).getByRole('combobox', { name: 'Who is your current provider?' }).selectOption('TalkTalk');
  const account = form(page).getByLabel('Your account number with TalkTalk (optional)');
  await expect(account).toBeVisible();
  const cease = 'Do you have a landline with TalkTalk that you no longer need?';
  await nextButton(page).click();
  // Unanswered, the question is in the error summary and on the question itself.
  await expect(page.getByRole('alert').getByRole('link', { name: 'Please select an option' })).toBeVisible();
  await expect(form(page).getByRole('group', { name: cease })).toContainText('Please select an option');
  await account.fill('TT/1');
  await account.blur();
  await expect(form(page)).toContainText(
    'Enter an account number using only letters, numbers, hyphens and underscores',
  );
  await account.fill('TT 1234');
  await radio(page, cease, 'Yes').check();
  const number = form(page).getByLabel('The landline number to stop');
  await number.fill('07700 900123');
  await number.blur();
  await expect(form(page)).toContainText('Please enter a valid telephone number');
  await expectNoSeriousA11yViolations(page);
  await radio(page, cease, 'No').check();
  await expect(number).toBeHidden();
});

test('a business address asks the company name', async ({ page }) => {
  await toCheckout(page, { business: true });
  await fillBaseDetails(page);
  await expect(nextButton(page)).toBeDisabled();
  await form(page).getByLabel('Company name').fill('Demo Widgets Ltd');
  await expect(nextButton(page)).toBeEnabled();
});

test('a failed submission says so and keeps the form as typed', async ({ page }) => {
  await toCheckout(page);
  await fillBaseDetails(page);
  await answerQuestions(page);
  await page.route('**/api/customer-signup', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"service.unavailable","message":"down"}',
    }),
  );
  await nextButton(page).click();
  await expect(page.getByTestId('step-notice')).toHaveText(
    'There was an error submitting your contact details. Please try again.',
  );
  await expect(form(page).getByLabel('First name')).toHaveValue('Ada');
  await expect(form(page).getByLabel('Phone number')).toHaveValue('07700 900123');
  await expect(page).toHaveURL(/\/checkout$/);
});

test('a double-clicked submit makes one order, which the provider API holds', async ({ page }) => {
  await toCheckout(page);
  await fillBaseDetails(page, `double.${Date.now()}@example.com`);
  await answerQuestions(page);
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/customer-signup')) answers.push(response.status());
  });
  await nextButton(page).dblclick();
  await page.waitForURL('**/checkout/installation');
  const code = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('hb:v2:checkout') ?? '{}');
    return stored.value?.order?.customerCode as string;
  });
  placed.push(code);
  const record = await customerRecord(code);
  expect(record.status).toBe('PREACTIVE');
  expect(record.orders).toHaveLength(1);
  expect(answers.every((status) => status === 201)).toBe(true);
});

test.describe('on a phone (390 px)', () => {
  test.use(PHONE);

  test('a message appears only once its field is left, and a tap on the next control lands where it was', async ({
    page,
  }) => {
    await toCheckout(page);
    const f = form(page);
    const phone = f.getByLabel('Phone number');
    await phone.tap();
    await phone.fill('12345');
    await expect(f.locator('#contact-phone-error')).toHaveCount(0);
    // The billing radio, pressed while the phone is still wrong and not yet left (decision 0420).
    const billingElsewhere = radio(
      page,
      'Is your billing address the same as your installation address?',
      'No',
    );
    await tapWithoutShift(billingElsewhere);
    await expect(billingElsewhere).toBeChecked();
    await expect(f.locator('#contact-phone-error')).toHaveText('Error: Phone is invalid');
    // The message clears as the phone is put right, before the next tap: nothing moves under it.
    await phone.tap();
    await phone.fill('07700 900123');
    await expect(f.locator('#contact-phone-error')).toHaveCount(0);
    const billingSame = radio(page, 'Is your billing address the same as your installation address?', 'Yes');
    await tapWithoutShift(billingSame);
    await expect(billingSame).toBeChecked();
  });

  test('the voucher box takes the tap that leaves a wrong billing postcode', async ({ page }) => {
    await toCheckout(page);
    const f = form(page);
    await radio(page, 'Is your billing address the same as your installation address?', 'No').tap();
    const postcode = f.getByLabel('Postcode');
    await postcode.tap();
    await postcode.fill('XX');
    const voucher = f.getByLabel('I have a voucher or referral to redeem');
    await tapWithoutShift(voucher);
    await expect(voucher).toBeChecked();
    await expect(f.locator('#billing-postcode-error')).toBeVisible();
    await postcode.tap();
    await postcode.fill('HB1 1AA');
    await expect(f.locator('#billing-postcode-error')).toHaveCount(0);
    await tapWithoutShift(voucher);
    await expect(voucher).not.toBeChecked();
  });

  test('the date of birth is checked once the whole date is left, and cleared as soon as it is valid', async ({
    page,
  }) => {
    await toCheckout(page);
    const f = form(page);
    const error = f.locator('#birthdate-error');
    await f.getByLabel('Day').tap();
    await f.getByLabel('Day').fill('10');
    await f.getByLabel('Month').tap();
    await expect(error).toHaveCount(0);
    await f.getByLabel('Month').fill('12');
    await f.getByLabel('Year').tap();
    await f.getByLabel('Year').fill('19');
    await expect(error).toHaveCount(0);
    await f.getByLabel('Phone number').tap();
    await expect(error).toHaveText('Error: Please enter a valid date');
    await f.getByLabel('Year').tap();
    await f.getByLabel('Year').fill('1985');
    await expect(error).toHaveCount(0);
    await expect(f.getByLabel('Year')).toBeFocused();
  });

  test("choosing a provider from the list drops 'Field is required', on the question and in the summary", async ({
    page,
  }) => {
    await toCheckout(page);
    const f = form(page);
    const typed = f.getByRole('textbox', { name: 'Who is your current provider?' });
    await typed.tap();
    await f.getByLabel('Phone number').tap();
    await expect(f.locator('#current-provider-error')).toHaveText('Error: Field is required');
    await radio(page, 'Would you like us to switch your broadband from your current provider?', 'Yes').tap();
    const dropdown = f.getByRole('combobox', { name: 'Who is your current provider?' });
    await expect(f.locator('#current-provider-choice-error')).toHaveText('Error: Field is required');
    await dropdown.selectOption('BT');
    await expect(f.locator('#current-provider-choice-error')).toHaveCount(0);
    await expect(dropdown).toHaveAccessibleDescription('');

    // After a submit the summary links the question to the dropdown, and drops it once answered.
    await dropdown.selectOption({ label: 'Please select an option' });
    await fillBaseDetails(page);
    await nextButton(page).tap();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    const link = summary.getByRole('link', { name: 'Field is required' });
    await expect(link).toHaveAttribute('href', '#current-provider-choice');
    await dropdown.selectOption('BT');
    await expect(link).toHaveCount(0);
    await expect(f.locator('#current-provider-choice-error')).toHaveCount(0);
  });

  test('submit with the questions blank shows the summary focused, with a message on each question', async ({
    page,
  }) => {
    await toCheckout(page);
    await fillBaseDetails(page);
    await nextButton(page).tap();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(page.locator('div[tabindex="-1"]').filter({ has: summary })).toBeFocused();
    const questions: Array<[string, string]> = [
      ['#switching-help', 'Please select an option'],
      ['#current-provider', 'Field is required'],
      ['#alternative-contact', 'Please select an option'],
      ['#telecare', 'Please select an option'],
      ['#confirm-responsibility', 'Please select an option'],
    ];
    await expect(summary.getByRole('link')).toHaveCount(questions.length);
    for (const [href, message] of questions) {
      await expect(summary.locator(`a[href="${href}"]`)).toHaveText(message);
      await expect(form(page).locator(`${href}-error`)).toHaveText(`Error: ${message}`);
    }
    await expectNoSeriousA11yViolations(page);
  });
});
