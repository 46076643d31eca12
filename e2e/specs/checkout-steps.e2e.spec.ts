import { expect, type Page, test } from '@playwright/test';
import { BANK_DETAILS_MISMATCH_MESSAGE } from '../../packages/domain/src/bank-modulus';
import {
  CHOOSE_SLOT_MESSAGE,
  FULLY_BOOKED,
  SELECT_AN_OPTION_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  START_WITHIN_CANCELLATION_QUESTION,
} from '../../packages/domain/src/checkout-steps';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  answerCookies,
  chooseAddress,
  openBasketPopup,
  selectPlan,
  sentEvents,
} from '../support/journey-steps';
import { cancelOrder, customerRecord, outboxMessages } from '../support/provider-api';
import { signUpThroughSite } from '../support/site-order';
import { PHONE, tapWithoutShift } from '../support/steady-tap';

/**
 * The checkout's later steps (decision 0250): the installation calendar and its booking,
 * the Direct Debit with the Bacs modulus check, the review with the schedule, the contract summary
 * PDF and the 14-day question, the confirmation and /success with the purchase sent once. Orders
 * are placed at 3 and 4 Fibre Street and Unit 3 Commerce Park, and cancelled at the end.
 */

const placed: string[] = [];
test.afterAll(async () => {
  for (const code of placed) await cancelOrder(code);
});

interface OrderSetup {
  postcode: string;
  address: string;
  addressType: 'RES' | 'HWRK' | 'BUS';
  plan: string;
  promo?: string;
}

/**
 * Reaches /checkout/installation with a real basket and a real order: the address and the plan
 * (and a promo code) through the site, the order through the provider API with the basket's ids,
 * then the checkout state the details step keeps ('hb:v2:checkout').
 */
async function orderAndOpenInstallation(page: Page, setup: OrderSetup): Promise<string> {
  await answerCookies(page, { analytics: true });
  await chooseAddress(page, setup.postcode, setup.address);
  await page.waitForURL(`**/service-available?addressType=${setup.addressType}`);
  await selectPlan(page, setup.plan);
  if (setup.promo) {
    const popup = await openBasketPopup(page);
    await popup.getByRole('textbox', { name: 'Promo code' }).fill(setup.promo);
    await popup.getByRole('button', { name: 'Apply promo code' }).click();
    await expect(popup.getByTestId('basket-promotions')).toContainText(setup.promo);
    await page.keyboard.press('Escape');
  }
  // Through the site, as the details step does: the browser is given the order (decision 0290).
  const { code, email, basket } = await signUpThroughSite(
    page,
    {
      title: 'MS',
      first: 'Lena',
      last: 'Steps',
      emailPrefix: 'later.steps',
      phone: '07700 900321',
      birthdate: '1984-05-17',
    },
    setup.addressType === 'BUS' ? { company_name: 'Steps Trading Ltd' } : {},
  );
  placed.push(code);
  await page.evaluate(
    ({ order }) => {
      const value = {
        checkoutSkipTo: null,
        channel: 'WEB',
        customer: null,
        additional: null,
        installation: null,
        directDebit: null,
        order,
        confirmedOrderNumber: null,
        idempotencyKeys: {},
        purchaseSent: false,
      };
      window.localStorage.setItem(
        'hb:v2:checkout',
        JSON.stringify({ expiresAt: Date.now() + 3_600_000, value }),
      );
    },
    {
      order: { orderNumber: code, customerCode: code, email, action: 'SIGNUP', productId: basket.basketItem },
    },
  );
  await page.goto('/checkout/installation');
  await expect(page.getByRole('heading', { name: 'Book your installation' })).toBeVisible();
  return code;
}

function slotCalendar(page: Page) {
  return page.getByRole('group', { name: 'Choose a date and time for your installation' });
}

/** The first free slot's radio and its value ('YYYY-MM-DD|HH:MM-HH:MM'). */
async function firstFreeSlot(page: Page) {
  const radio = slotCalendar(page).locator('input[type=radio]:not([disabled])').first();
  await expect(radio).toBeVisible();
  return { radio, value: (await radio.getAttribute('value')) ?? '' };
}

function primaryButton(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

async function fillBank(
  page: Page,
  details: { name: string; sortCode: string; account: string; tick: boolean },
) {
  await page.getByRole('textbox', { name: 'Name of the account holder' }).fill(details.name);
  await page.getByRole('textbox', { name: 'Sort code' }).fill(details.sortCode);
  await page.getByRole('textbox', { name: 'Account number' }).fill(details.account);
  const box = page.getByRole('checkbox', { name: /I am the account holder/ });
  if (details.tick) await box.check();
  else await box.uncheck();
}

test('a sign-up at 3 Fibre Street books a slot, pays by Direct Debit, reviews and confirms, and /success sends purchase once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const code = await orderAndOpenInstallation(page, {
    postcode: 'HB1 1AA',
    address: '3 Fibre Street, Demoton',
    addressType: 'RES',
    plan: 'Fibre 900',
    promo: 'FRIEND50',
  });

  // Installation: weeks of days, each with a morning and an afternoon radio.
  const calendar = slotCalendar(page);
  await expect(calendar.getByRole('heading', { level: 3, name: /^Week beginning / }).first()).toBeVisible();
  await expect(calendar.getByRole('radio', { name: /Morning, 8am to 1pm/ }).first()).toBeVisible();
  await expect(calendar.getByRole('radio', { name: /Afternoon, 1pm to 6pm/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Nothing chosen: the error summary links to the calendar.
  await primaryButton(page, 'Continue to payment').click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Choose a date and time for your installation',
  );
  await expectNoSeriousA11yViolations(page);

  // Keyboard: focus the first free slot and choose it with the space bar.
  const { radio, value } = await firstFreeSlot(page);
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await primaryButton(page, 'Continue to payment').click();
  await page.waitForURL('**/checkout/payment');
  const [day, time] = value.split('|');
  const shipping = (await sentEvents(page)).find(([name]) => name === 'add_shipping_info')?.[1];
  expect(shipping).toMatchObject({ currency: 'GBP', installation_date: day, installation_slot: time });

  // Payment: the modulus check runs before anything is sent.
  await expect(page.getByTestId('direct-debit-guarantee')).toContainText(
    'If there are any changes to the amount, date or frequency of your Direct Debit Hey!Broadband will notify you 10 working days in advance',
  );
  await expectNoSeriousA11yViolations(page);
  let directDebitCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/direct-debit')) directDebitCalls += 1;
  });
  await fillBank(page, { name: 'Lena Steps', sortCode: '10799', account: '88837492', tick: false });
  await primaryButton(page, 'Continue to review').click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Please enter a valid 6 digit sort code' })).toHaveAttribute(
    'href',
    '#sort-code',
  );
  await expect(
    summary.getByRole('link', {
      name: 'Please confirm that you can authorise Direct Debits on this account',
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillBank(page, { name: 'Lena Steps', sortCode: '107999', account: '88837492', tick: true });
  await primaryButton(page, 'Continue to review').click();
  await expect(summary.getByRole('link', { name: BANK_DETAILS_MISMATCH_MESSAGE })).toHaveAttribute(
    'href',
    '#account-number',
  );
  await expect(page.locator('#account-number-error')).toHaveText(`Error: ${BANK_DETAILS_MISMATCH_MESSAGE}`);
  expect(directDebitCalls).toBe(0);
  await fillBank(page, { name: 'Lena Steps', sortCode: '08-99-99', account: '66374958', tick: true });
  await primaryButton(page, 'Continue to review').click();
  await page.waitForURL('**/checkout/review-order');
  expect(directDebitCalls).toBe(1);
  expect((await sentEvents(page)).map(([name]) => name)).toContain('add_payment_info');
  // Only the masked answer is kept in the browser.
  const storage = await page.evaluate(
    () => JSON.stringify(window.localStorage) + JSON.stringify(window.sessionStorage),
  );
  expect(storage).not.toContain('66374958');
  expect(storage).not.toContain('089999');
  expect(storage).not.toContain('Lena Steps');
  expect(storage).toContain('******58');

  // Review: the order read back, the payments and the contract summary.
  await expect(page.getByTestId('review-installation')).toContainText(/\d{4}, (8am to 1pm|1pm to 6pm)/);
  await expect(page.getByTestId('review-direct-debit')).toHaveText(
    'Lena Steps, sort code 08-99-99, account ending 58',
  );
  await expect(page.getByTestId('one-off-credits')).toContainText(
    'FRIEND50: £50.00 off, taken off your first bill',
  );
  await expect(page.getByTestId('first-payment')).toContainText('Your first payment is £0.00');
  await expect(page.getByTestId('april-rises')).toContainText(
    /From April \d{4} \(month \d+\) your monthly price rises by £3\.00 to £35\.00\./,
  );
  await expect(page.getByTestId('review-schedule')).toContainText('£35.00');
  await expect(page.getByTestId('model-cancellation-form')).toContainText(
    'I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract',
  );
  await expectNoSeriousA11yViolations(page);

  const pdf = await page.request.get(`/api/contract-summary?code=${encodeURIComponent(code)}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment/);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('link', { name: 'Download contract summary (PDF)' })).toHaveAttribute(
    'href',
    `/api/contract-summary?code=${encodeURIComponent(code)}`,
  );

  // The 14-day question is required.
  await primaryButton(page, 'Place order and pay monthly').click();
  await expect(summary.getByRole('link', { name: SELECT_AN_OPTION_MESSAGE })).toHaveAttribute(
    'href',
    '#start-within-cancellation-period',
  );
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('group', { name: START_WITHIN_CANCELLATION_QUESTION })
    .getByRole('radio', { name: /^Yes/ })
    .check();
  await primaryButton(page, 'Place order and pay monthly').click();

  // Success: the number, the purchase once, then basket and checkout cleared.
  await page.waitForURL('**/success');
  await expect(page.getByTestId('success-order-number')).toHaveText(code);
  await expectNoSeriousA11yViolations(page);
  const purchases = (await sentEvents(page)).filter(([name]) => name === 'purchase');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]![1]).toMatchObject({
    OrderID: code,
    OrderValue: 32,
    ProductType: 'Fibre 900',
    OrderStatus: 'SIGNUP',
    OrderLocation: 'HB1 1AA',
    CommissionGroup: 'WEB_RES',
    PromoCodes: expect.stringContaining('FRIEND50'),
  });
  expect(await page.evaluate(() => window.localStorage.getItem('hb:v1:basket'))).toBeNull();

  await page.reload();
  await expect(page.getByTestId('success-none')).toBeVisible();
  expect((await sentEvents(page)).filter(([name]) => name === 'purchase')).toHaveLength(0);

  // The provider API has the order, the slot and the masked bank details; the mail has the PDF.
  const record = await customerRecord(code);
  expect(record.status).toBe('ORDERED');
  expect(record.work_order).toMatchObject({ status: 'SCHEDULED', day, time });
  expect(record.direct_debit).toMatchObject({ account_name: 'Lena Steps', account_number: '******58' });
  await expect
    .poll(() => outboxMessages().filter((message) => message.text.includes(code)).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  const mail = outboxMessages().find((message) => message.text.includes(code))!;
  expect(mail.text).toMatch(/Content-Type: application\/pdf/i);
});

test('a slot taken meanwhile at 4 Fibre Street: the message and a fresh list', async ({ page }) => {
  test.setTimeout(90_000);
  await orderAndOpenInstallation(page, {
    postcode: 'HB1 1AA',
    address: '4 Fibre Street, Demoton',
    addressType: 'RES',
    plan: 'Fibre 400',
  });
  const { radio } = await firstFreeSlot(page);
  await radio.check();

  // Another customer takes the slot between the list and the booking: the API answers 409 slot.full.
  let lists = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/installation-slots')) lists += 1;
  });
  await page.route(
    '**/api/set-installation-schedule',
    (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'slot.full', message: SLOT_TAKEN_MESSAGE }),
      }),
    { times: 1 },
  );
  await primaryButton(page, 'Continue to payment').click();
  await expect(page.getByTestId('step-notice')).toHaveText(SLOT_TAKEN_MESSAGE);
  await expect.poll(() => lists).toBe(1);
  await expect(slotCalendar(page).locator('input[type=radio]:checked')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A fully booked slot is shown disabled with its label.
  const full = slotCalendar(page).locator('input[type=radio][disabled]');
  if ((await full.count()) > 0) {
    await expect(slotCalendar(page)).toContainText(`(${FULLY_BOOKED})`);
  }

  // The fresh list books.
  const again = await firstFreeSlot(page);
  await again.radio.check();
  await primaryButton(page, 'Continue to payment').click();
  await page.waitForURL('**/checkout/payment');
});

test('a business order at Unit 3 Commerce Park reaches the review with prices without VAT', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await orderAndOpenInstallation(page, {
    postcode: 'HB1 1AF',
    address: 'Unit 3, Commerce Park, Demoton',
    addressType: 'BUS',
    plan: 'Business 150',
  });
  const { radio } = await firstFreeSlot(page);
  await radio.check();
  await primaryButton(page, 'Continue to payment').click();
  await page.waitForURL('**/checkout/payment');
  await fillBank(page, { name: 'Steps Trading Ltd', sortCode: '202959', account: '63748472', tick: true });
  await primaryButton(page, 'Continue to review').click();
  await page.waitForURL('**/checkout/review-order');
  await expect(page.getByTestId('review-schedule')).toContainText('ex VAT');
  await expect(page.getByTestId('review-direct-debit')).toContainText('account ending 72');
  // No consumer right to cancel for a business (decision 0280), and so no 14-day question.
  await expect(page.getByTestId('business-contract-ending')).toBeVisible();
  await expect(page.getByRole('group', { name: START_WITHIN_CANCELLATION_QUESTION })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('/success with no confirmed order is a plain page linking home', async ({ page }) => {
  await answerCookies(page);
  await page.goto('/success');
  await expect(page.getByRole('heading', { level: 1, name: 'There is no order to show' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toContainText('Refer a friend');
  await expectNoSeriousA11yViolations(page);
});

/**
 * Issue 19 on a phone (390 px, touch): each step's message appears when its field or group is left
 * (not while typing, not before), all of them on submit with the summary focused, each naming what
 * is wrong with its field; a tap on the next control after leaving a wrong one lands, and the
 * control does not move under the finger.
 */
test.describe('on a phone', () => {
  test.use(PHONE);

  function problems(page: Page) {
    return page.getByRole('alert').filter({ hasText: 'There is a problem' });
  }

  /** The error summary has focus (it is the alert's parent, tabindex -1). */
  async function expectSummaryFocused(page: Page) {
    await expect(problems(page).locator('..')).toBeFocused();
  }

  test('the installation, Direct Debit and review steps ask when left and on submit, and keep still under a tap', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await orderAndOpenInstallation(page, {
      postcode: 'HB1 1AA',
      address: '5 Fibre Street, Demoton',
      addressType: 'RES',
      plan: 'Fibre 400',
    });

    // Installation: nothing until the calendar is left with no slot chosen.
    const slotError = page.locator('#installation-slot-error');
    const free = slotCalendar(page).locator('input[type=radio]:not([disabled])');
    // From the last radio, Tab leaves the group (from another it may go on to the next radio).
    await free.last().focus();
    await expect(slotError).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(slotError).toHaveText(`Error: ${CHOOSE_SLOT_MESSAGE}`);
    await primaryButton(page, 'Continue to payment').tap();
    await expectSummaryFocused(page);
    await expect(problems(page).getByRole('link', { name: CHOOSE_SLOT_MESSAGE })).toHaveAttribute(
      'href',
      '#installation-slot',
    );
    await expectNoSeriousA11yViolations(page);
    const slot = free.nth(1);
    await tapWithoutShift(slot);
    await expect(slot).toBeChecked();
    await expect(slotError).toHaveCount(0);
    await primaryButton(page, 'Continue to payment').tap();
    await page.waitForURL('**/checkout/payment');

    // Direct Debit: a wrong sort code says so once left; the tap that left it lands on the next field.
    const sortCode = page.getByRole('textbox', { name: 'Sort code' });
    const accountNumber = page.getByRole('textbox', { name: 'Account number' });
    const box = page.getByRole('checkbox', { name: /I am the account holder/ });
    await page.getByRole('textbox', { name: 'Name of the account holder' }).fill('Lena Phone');
    await sortCode.fill('12');
    await expect(page.locator('#sort-code-error')).toHaveCount(0);
    await tapWithoutShift(accountNumber);
    await expect(accountNumber).toBeFocused();
    await expect(page.locator('#sort-code-error')).toHaveText(
      'Error: Please enter a valid 6 digit sort code',
    );
    // Put right, the message goes as it is typed, not on the next blur.
    await sortCode.fill('08-99-99');
    await expect(page.locator('#sort-code-error')).toHaveCount(0);
    await accountNumber.fill('123');
    await tapWithoutShift(box);
    await expect(box).toBeChecked();
    await expect(page.locator('#account-number-error')).toHaveText(
      'Error: Please enter a valid 8 digit account number',
    );

    // An empty form: one message per field, each naming it (not 'Please enter your details' three times).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Set up your Direct Debit' })).toBeVisible();
    await primaryButton(page, 'Continue to review').tap();
    await expectSummaryFocused(page);
    await expect(problems(page).getByRole('link')).toHaveText([
      'Enter the name on the account',
      'Enter a sort code',
      'Enter an account number',
      'Please confirm that you can authorise Direct Debits on this account',
    ]);
    await expect(page.locator('#account-name-error')).toHaveText('Error: Enter the name on the account');
    await expect(page.getByText('Please enter your details')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await fillBank(page, { name: 'Lena Phone', sortCode: '08-99-99', account: '66374958', tick: true });
    await primaryButton(page, 'Continue to review').tap();
    await page.waitForURL('**/checkout/review-order');

    // Review: the 14-day question says so when left unanswered, and on submit.
    const question = page.getByRole('group', { name: START_WITHIN_CANCELLATION_QUESTION });
    const startError = page.locator('#start-within-cancellation-period-error');
    // Focus moving between the question's radios is not leaving it; moving on to the next control is.
    await question.getByRole('radio', { name: /^Yes/ }).focus();
    await question.getByRole('radio', { name: /^No/ }).focus();
    await expect(startError).toHaveCount(0);
    await page.getByRole('button', { name: 'Print this page' }).focus();
    await expect(startError).toHaveText(`Error: ${SELECT_AN_OPTION_MESSAGE}`);
    await primaryButton(page, 'Place order and pay monthly').tap();
    await expectSummaryFocused(page);
    await expect(problems(page).getByRole('link', { name: SELECT_AN_OPTION_MESSAGE })).toHaveAttribute(
      'href',
      '#start-within-cancellation-period',
    );
    await expectNoSeriousA11yViolations(page);
    const no = question.getByRole('radio', { name: /^No/ });
    await tapWithoutShift(no);
    await expect(no).toBeChecked();
    await expect(startError).toHaveCount(0);
  });
});
