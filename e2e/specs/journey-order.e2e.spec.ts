import { expect, type Locator, type Page, test } from '@playwright/test';
import { CONFIRM_ORDER_BUTTON } from '../../packages/domain/src/checkout-steps';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { answerCookies, planCard } from '../support/journey-steps';
import { cancelOrder, customerRecord, outboxMessages } from '../support/provider-api';

/**
 * Whole journeys (decision 0200), from the home page's postcode box to /success, for a home (RES), a
 * home worker (HWRK), a business (BUS) and a pre-order at HB1 1AD, each read back through the
 * provider API (GET /customer/{code}) and the order mail in the outbox; then the RES journey once
 * more with the keyboard alone. axe runs on every step. The addresses are this spec's own (1 Fibre
 * Street, 20 Home Office Way, Unit 1 Commerce Park, 10 Build Road), and every order is cancelled
 * at the end so a retry can order there again (decision 0173).
 */

const placed: string[] = [];
test.afterAll(async () => {
  for (const code of placed) await cancelOrder(code);
});

/** The demo bank pairs of demo-data.md. */
const BANK = {
  a: { sortCode: '089999', accountNumber: '66374958' },
  b: { sortCode: '107999', accountNumber: '88837491' },
  c: { sortCode: '202959', accountNumber: '63748472' },
} as const;

interface Journey {
  title: string;
  postcode: string;
  address: string;
  plan: string;
  /** Add-ons chosen on /extras, by name. */
  extras: string[];
  promo?: string;
  preorder?: boolean;
  /** An affiliate click id the visitor arrived with (?awc=): the order is in the OTHERAFF channel. */
  affiliate?: string;
  /** A pre-order that leaves the Direct Debit for later (PREORDER): no payment step. */
  directDebitLater?: boolean;
  company?: { name: string; number: string };
  /** Help switching: the current provider to choose. */
  switchFrom?: string;
  /** Keep the existing landline: its number. */
  landline?: string;
  /** The account number at the provider switched from (decision 0291). */
  switchAccount?: string;
  /** A landline at the provider switched from that is not kept: its number, to be ceased. */
  ceaseLandline?: string;
  bank: { sortCode: string; accountNumber: string } | null;
  person: { first: string; last: string; email: string };
  /** What the provider API must hold. */
  expect: {
    action: string;
    products: number[];
    promotions?: number[];
    /** Text the review shows, e.g. the ex-VAT price. */
    reviewText?: RegExp;
  };
}

const RES: Journey = {
  title:
    'RES at 1 Fibre Street: Fibre 400 with Home Phone, keeping the landline, WELCOME10, switching from a provider',
  postcode: 'HB1 1AA',
  address: '1 Fibre Street, Demoton',
  plan: 'Fibre 400',
  extras: ['Home Phone'],
  promo: 'WELCOME10',
  switchFrom: 'BT',
  landline: '01632 960001',
  bank: BANK.a,
  person: { first: 'Rosa', last: 'Fibre', email: 'rosa.fibre@example.com' },
  // 1002 Fibre 400 and 9002 'Home Phone (keep existing number)' after the landline answer; WELCOME10 is 2.
  expect: { action: 'SIGNUP', products: [1002, 9002], promotions: [2] },
};

const HWRK: Journey = {
  title:
    'HWRK at 20 Home Office Way: Home Worker 900 with Static IP, arriving from an awin link, switching from Sky and stopping its landline',
  affiliate: '1234_1764000000_a1b2c3',
  postcode: 'HB1 1AH',
  address: '20 Home Office Way, Demoton',
  plan: 'Home Worker 900',
  extras: ['Static IP'],
  switchFrom: 'Sky',
  switchAccount: 'SKY 1234 5678',
  ceaseLandline: '01632 960777',
  bank: BANK.b,
  person: { first: 'Hana', last: 'Worker', email: 'hana.worker@example.com' },
  expect: {
    action: 'SIGNUP',
    products: [2003, 9003],
    reviewText: /Your landline service with Sky stops on the day your new service goes live/,
  },
};

const BUS: Journey = {
  title: 'BUS at Unit 1 Commerce Park: Business 900 with the company fields, prices without VAT',
  postcode: 'HB1 1AF',
  address: 'Unit 1, Commerce Park, Demoton',
  plan: 'Business 900',
  extras: [],
  company: { name: 'Commerce Widgets Ltd', number: '01234567' },
  bank: BANK.c,
  person: { first: 'Bea', last: 'Business', email: 'bea.business@example.com' },
  expect: { action: 'SIGNUP', products: [3003], reviewText: /£40(\.00)? a month ex VAT/ },
};

/** The RES journey again, with the keyboard alone, at 3 Spark Lane (its own address). */
const RES_KEYBOARD: Journey = {
  ...RES,
  title: 'RES at 3 Spark Lane with the keyboard alone',
  postcode: 'HB1 1AB',
  address: '3 Spark Lane, Demoton',
  person: { first: 'Kim', last: 'Keys', email: 'kim.keys@example.com' },
  bank: BANK.b,
};

const PREORDER: Journey = {
  title: 'pre-order at 10 Build Road, HB1 1AD, setting up the Direct Debit now',
  postcode: 'HB1 1AD',
  address: '10 Build Road, Demoton',
  plan: 'Fibre 150',
  extras: [],
  preorder: true,
  bank: BANK.b,
  person: { first: 'Pia', last: 'Builder', email: 'pia.builder@example.com' },
  expect: { action: 'PREORDERDDSDU', products: [1001] },
};

/** The same area, leaving the Direct Debit until the network is ready: a plain PREORDER. */
const PREORDER_DIRECT_DEBIT_LATER: Journey = {
  title: 'pre-order at 14 Build Road, HB1 1AD, with the Direct Debit left for later',
  postcode: 'HB1 1AD',
  address: '14 Build Road, Demoton',
  plan: 'Fibre 400',
  extras: [],
  preorder: true,
  directDebitLater: true,
  bank: null,
  person: { first: 'Lou', last: 'Later', email: 'lou.later@example.com' },
  expect: { action: 'PREORDER', products: [1002] },
};

/**
 * How the visitor works the page: with the mouse (Playwright's clicks and fills) or with the
 * keyboard alone (Tab and Shift+Tab to reach a control, then Enter, Space, arrow keys or typing).
 */
interface Driver {
  page: Page;
  fill(target: Locator, text: string): Promise<void>;
  check(target: Locator): Promise<void>;
  select(target: Locator, option: string): Promise<void>;
  press(target: Locator): Promise<void>;
  /** Picks an address from the finder's list. */
  chooseAddress(address: string): Promise<void>;
}

function mouse(page: Page): Driver {
  return {
    page,
    fill: (target, text) => target.fill(text),
    check: (target) => target.check(),
    select: async (target, option) => {
      await target.selectOption({ label: option });
    },
    press: (target) => target.click(),
    chooseAddress: (address) => page.getByRole('option', { name: address, exact: true }).click(),
  };
}

/** True when the target (or, for a locator matching several, one of them) has the focus. */
async function focused(target: Locator): Promise<boolean> {
  return target
    .evaluateAll((elements) => elements.some((element) => element === document.activeElement))
    .catch(() => false);
}

/**
 * Moves the focus to the target (or into a set of targets, such as a radio group, which Tab enters
 * at its checked radio) with Tab, or Shift+Tab when it lies before the focus, as a keyboard user
 * does: at most 150 presses.
 */
async function tabTo(page: Page, target: Locator) {
  await target.first().waitFor();
  const before = await target.first().evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  const key = before ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < 150; presses += 1) {
    if (await focused(target)) return;
    await page.keyboard.press(key);
  }
  expect(await focused(target), 'the focus never reached the target').toBe(true);
}

function keyboard(page: Page): Driver {
  return {
    page,
    fill: async (target, text) => {
      await tabTo(page, target);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    },
    check: async (target) => {
      const type = await target.getAttribute('type');
      if (type === 'radio') {
        // Tab enters a radio group at its checked radio (or the first); the arrows move and check.
        const name = (await target.getAttribute('name')) ?? '';
        const group = page.locator(`input[type=radio][name="${name}"]`);
        await tabTo(page, group);
        for (let presses = 0; presses < 20 && !(await focused(target)); presses += 1) {
          await page.keyboard.press('ArrowDown');
        }
        if (!(await target.isChecked())) await page.keyboard.press('Space');
      } else {
        await tabTo(page, target);
        if (!(await target.isChecked())) await page.keyboard.press('Space');
      }
      await expect(target).toBeChecked();
    },
    select: async (target, option) => {
      await tabTo(page, target);
      const options = await target.locator('option').allTextContents();
      const wanted = options.findIndex((text) => text.trim() === option);
      expect(wanted, `no option ${option}`).toBeGreaterThanOrEqual(0);
      const current = await target.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
      const key = wanted > current ? 'ArrowDown' : 'ArrowUp';
      for (let step = 0; step < Math.abs(wanted - current); step += 1) await page.keyboard.press(key);
      await expect(target.locator('option:checked')).toHaveText(option);
    },
    press: async (target) => {
      await tabTo(page, target);
      await page.keyboard.press('Enter');
    },
    chooseAddress: async (address) => {
      const option = page.getByRole('option', { name: address, exact: true });
      await option.waitFor();
      for (let presses = 0; presses < 20; presses += 1) {
        if ((await option.getAttribute('aria-selected')) === 'true') break;
        await page.keyboard.press('ArrowDown');
      }
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
    },
  };
}

/** From the home page's postcode box to the address chosen in the finder. */
async function fromHomePage(driver: Driver, journey: Journey) {
  const { page } = driver;
  await page.goto(journey.affiliate ? `/?awc=${journey.affiliate}` : '/');
  await expectNoSeriousA11yViolations(page);
  await driver.fill(page.getByPlaceholder('Enter your postcode').first(), journey.postcode);
  await driver.press(page.getByRole('button', { name: 'Search' }).first());
  await page.waitForURL('**/address-finder');
  await expect(page.getByRole('option', { name: journey.address, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (!(await focused(page.getByRole('combobox', { name: 'Postcode' })))) {
    await tabTo(page, page.getByRole('combobox', { name: 'Postcode' }));
  }
  await driver.chooseAddress(journey.address);
}

function selectButton(page: Page, plan: string) {
  return planCard(page, plan).getByRole('button', { name: new RegExp(`^Select ${plan}$`) });
}

/** The plan, the extras and the promo code, on to the checkout door. */
async function choosePlan(driver: Driver, journey: Journey) {
  const { page } = driver;
  if (journey.preorder) {
    await page.waitForURL('**/coverage/location/demo-valley**');
    const section = page.getByRole('region', { name: 'Pre-order now' });
    await driver.press(selectButton(page, journey.plan));
    await expect(section.getByTestId('preorder-summary')).toContainText(`Pre-order ${journey.plan}`);
    await expectNoSeriousA11yViolations(page);
    await driver.press(section.getByRole('button', { name: 'Continue to checkout' }));
    await page.waitForURL('**/checkout');
    return;
  }
  await page.waitForURL('**/service-available?addressType=*');
  await expectNoSeriousA11yViolations(page);
  await driver.press(selectButton(page, journey.plan));
  await expect(planCard(page, journey.plan).getByRole('button', { name: /^Selected/ })).toBeVisible();
  await driver.press(page.getByRole('link', { name: 'Continue', exact: true }));
  await page.waitForURL('**/extras');
  for (const extra of journey.extras) {
    await driver.press(page.getByRole('button', { name: new RegExp(`^Add to basket ${extra}$`) }));
    await expect(page.getByRole('button', { name: new RegExp(`^Selected ${extra}`) })).toBeVisible();
  }
  const basket = page.getByRole('complementary', { name: 'Your selection' });
  if (journey.promo) {
    await driver.fill(basket.getByRole('textbox', { name: 'Promo code' }), journey.promo);
    await driver.press(basket.getByRole('button', { name: 'Apply promo code' }));
    await expect(basket.getByTestId('basket-promotions')).toContainText(/10% off/);
  }
  await expectNoSeriousA11yViolations(page);
  await driver.press(page.getByRole('button', { name: 'Continue', exact: true }));
  await page.waitForURL('**/checkout');
}

/** The checkout footer bar's primary button (it submits the step's form). */
function primaryButton(page: Page, label: string | RegExp) {
  return page.getByRole('button', { name: label });
}

/** A yes/no question of the contact step, by its legend. */
function answer(page: Page, question: string, choice: 'Yes' | 'No') {
  return page
    .locator('#contact-details-form')
    .getByRole('group', { name: question })
    .getByLabel(choice, { exact: true });
}

/** The contact-details step (ordering-journey.md §3 and §5) with the additional questions. */
async function contactDetails(driver: Driver, journey: Journey) {
  const { page } = driver;
  const form = page.locator('#contact-details-form');
  await expect(page.getByText(journey.address).first()).toBeVisible();
  await driver.select(form.getByLabel('Title'), 'Ms.');
  await driver.fill(form.getByLabel('First name'), journey.person.first);
  await driver.fill(form.getByLabel('Last name'), journey.person.last);
  await driver.fill(form.getByLabel('Email address', { exact: true }), journey.person.email);
  await driver.fill(form.getByLabel('Confirm email address'), journey.person.email);
  await driver.fill(form.getByLabel('Phone number'), '07700 900123');
  await driver.fill(form.getByLabel('Day'), '31');
  await driver.fill(form.getByLabel('Month'), '1');
  await driver.fill(form.getByLabel('Year'), '1985');
  await driver.select(form.getByLabel('How did you hear about us?'), 'Google or another search engine');
  if (journey.company) {
    await driver.fill(form.getByLabel('Company name'), journey.company.name);
    await driver.fill(form.getByLabel('Company number (optional)'), journey.company.number);
  }
  await driver.check(answer(page, 'Is your billing address the same as your installation address?', 'Yes'));
  await driver.check(form.getByLabel(/I agree to the terms and conditions/));

  const switching = 'Would you like us to switch your broadband from your current provider?';
  if (journey.switchFrom) {
    await driver.check(answer(page, switching, 'Yes'));
    await driver.select(form.getByLabel('Who is your current provider?'), journey.switchFrom);
    if (journey.switchAccount) {
      await driver.fill(
        form.getByLabel(`Your account number with ${journey.switchFrom} (optional)`),
        journey.switchAccount,
      );
    }
  } else {
    await driver.check(answer(page, switching, 'No'));
    await driver.fill(form.getByLabel('Who is your current provider?'), 'Old Broadband Ltd');
  }
  if (journey.extras.includes('Home Phone')) {
    const keep = 'Do you want to keep your existing landline number?';
    await driver.check(answer(page, keep, journey.landline ? 'Yes' : 'No'));
    if (journey.landline) await driver.fill(form.getByLabel('Your landline number'), journey.landline);
  }
  if (journey.switchFrom && !journey.landline) {
    const cease = `Do you have a landline with ${journey.switchFrom} that you no longer need?`;
    await driver.check(answer(page, cease, journey.ceaseLandline ? 'Yes' : 'No'));
    if (journey.ceaseLandline) {
      await driver.fill(form.getByLabel('The landline number to stop'), journey.ceaseLandline);
    }
  }
  await driver.check(
    answer(page, 'In a power cut, do you have a mobile phone or another way to call 999?', 'Yes'),
  );
  await driver.check(answer(page, 'Does anyone at this address use a telecare or medical alarm?', 'No'));
  await driver.check(
    answer(page, "Do you own the property, or have the owner's permission for us to install?", 'Yes'),
  );
  if (journey.preorder) {
    const now = journey.directDebitLater ? 'No' : 'Yes';
    await driver.check(answer(page, 'Would you like to set up your Direct Debit now?', now));
  }
  await expectNoSeriousA11yViolations(page);
  const next = journey.directDebitLater
    ? 'Continue to review'
    : journey.preorder
      ? 'Continue to payment'
      : 'Continue to installation';
  await expect(primaryButton(page, next)).toBeEnabled();
  await driver.press(primaryButton(page, next));
}

async function installation(driver: Driver): Promise<string> {
  const { page } = driver;
  await page.waitForURL('**/checkout/installation');
  const free = page.getByTestId('slot-calendar').locator('input[type=radio]:not([disabled])').first();
  await driver.check(free);
  const value = (await free.getAttribute('value')) ?? '';
  await expectNoSeriousA11yViolations(page);
  await driver.press(primaryButton(page, 'Continue to payment'));
  return value;
}

async function payment(driver: Driver, journey: Journey) {
  const { page } = driver;
  if (journey.bank === null) return;
  await page.waitForURL('**/checkout/payment');
  await driver.fill(
    page.getByLabel('Name of the account holder'),
    `${journey.person.first} ${journey.person.last}`,
  );
  await driver.fill(page.getByLabel('Sort code'), journey.bank.sortCode);
  await driver.fill(page.getByLabel('Account number'), journey.bank.accountNumber);
  await driver.check(page.getByRole('checkbox', { name: /I am the account holder/ }));
  await expectNoSeriousA11yViolations(page);
  await driver.press(primaryButton(page, 'Continue to review'));
}

async function review(driver: Driver, journey: Journey) {
  const { page } = driver;
  await page.waitForURL('**/checkout/review-order');
  await expect(page.getByTestId('review-order')).toBeVisible();
  if (journey.expect.reviewText) await expect(page.locator('main')).toContainText(journey.expect.reviewText);
  const href = await page.getByRole('link', { name: 'Download contract summary (PDF)' }).getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(href ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  if (journey.company) {
    // A business has no 14-day right to cancel (decision 0280): it is told how its contract ends, and not asked.
    await expect(page.getByTestId('business-contract-ending')).toBeVisible();
    await expect(page.getByTestId('right-to-cancel')).toHaveCount(0);
  } else {
    await driver.check(page.getByRole('radio', { name: 'Yes, start my service as soon as possible' }));
  }
  await expectNoSeriousA11yViolations(page);
  await driver.press(primaryButton(page, CONFIRM_ORDER_BUTTON));
}

async function success(page: Page): Promise<string> {
  await page.waitForURL('**/success');
  const code = (await page.getByTestId('success-order-number').textContent())?.trim() ?? '';
  expect(code).toMatch(/^FB[2-9A-HJ-NP-Z]{8}$/);
  placed.push(code);
  await expectNoSeriousA11yViolations(page);
  return code;
}

/** What the provider API holds and the mail it sent, for the order just placed. */
async function readBack(code: string, journey: Journey, slot: string | null) {
  const record = await customerRecord(code);
  expect(record.status).toBe('ORDERED');
  expect(record.action).toBe(journey.expect.action);
  const orders = record.orders as Array<{ products: number[]; promotions: number[] }>;
  expect(orders.at(-1)?.products.slice().sort()).toEqual(journey.expect.products.slice().sort());
  if (journey.expect.promotions) expect(orders.at(-1)?.promotions).toEqual(journey.expect.promotions);
  expect(record.email).toBe(journey.person.email);
  if (slot) {
    const [day, time] = slot.split('|');
    expect(record.work_order).toMatchObject({ status: 'SCHEDULED', day, time });
  } else {
    expect(record.work_order).toBeNull();
  }
  const directDebit = record.direct_debit as { account_number: string } | null;
  if (journey.bank === null) {
    expect(directDebit).toBeNull();
  } else {
    expect(directDebit?.account_number).toBe(`******${journey.bank.accountNumber.slice(-2)}`);
    expect(JSON.stringify(record)).not.toContain(journey.bank.accountNumber);
  }
  if (journey.switchFrom) {
    const switchOrder = record.switch_order as
      | { reference: string; implications: Array<{ service_type: string; action: string }> }
      | null
      | undefined;
    expect(switchOrder?.reference).toBeTruthy();
    const landline = switchOrder?.implications.find((implication) => implication.service_type === 'NBICS');
    if (journey.ceaseLandline) expect(landline?.action).toBe('cease');
    if (journey.landline) expect(landline?.action).toBe('port');
  }
  if (journey.landline) expect(JSON.stringify(record.details)).toContain(journey.landline.replace(/ /g, ''));
  if (journey.company) expect(JSON.stringify(record.details)).toContain(journey.company.name);
  // Affiliate traffic is ordered in the OTHERAFF channel with its click id (ordering-journey.md §9).
  const details = JSON.stringify(record.details);
  if (journey.affiliate) {
    expect(details).toContain('"OTHERAFF"');
    expect(details).toContain(journey.affiliate);
  } else {
    expect(details).not.toContain('"OTHERAFF"');
  }
  const mail = outboxMessages().find((message) => message.text.includes(`contract-summary-${code}.pdf`));
  expect(mail, `no order mail with contract-summary-${code}.pdf in the outbox`).toBeTruthy();
  expect(mail?.text).toContain(journey.person.email);
}

async function wholeJourney(driver: Driver, journey: Journey) {
  await fromHomePage(driver, journey);
  await choosePlan(driver, journey);
  await contactDetails(driver, journey);
  const slot = journey.preorder ? null : await installation(driver);
  await payment(driver, journey);
  await review(driver, journey);
  const code = await success(driver.page);
  if (journey.bank === null) {
    await expect(driver.page.getByRole('main')).toContainText(
      'We will ask you to set up your Direct Debit before your service starts.',
    );
  }
  await readBack(code, journey, slot);
  await cancelOrder(code);
}

test.describe('whole journeys from the home page to /success', () => {
  test.describe.configure({ timeout: 150_000 });
  test.beforeEach(async ({ page }) => answerCookies(page));

  for (const journey of [RES, HWRK, BUS, PREORDER, PREORDER_DIRECT_DEBIT_LATER]) {
    test(journey.title, async ({ page }) => {
      await wholeJourney(mouse(page), journey);
    });
  }

  test(RES_KEYBOARD.title, async ({ page }) => {
    // No pointer at all: every trusted pointer press is counted in the page, across navigations.
    await page.addInitScript(() => {
      const count = () => {
        const stored = Number(window.sessionStorage.getItem('e2e-pointer-presses') ?? '0');
        window.sessionStorage.setItem('e2e-pointer-presses', String(stored + 1));
      };
      window.addEventListener('pointerdown', (event) => event.isTrusted && count(), true);
    });
    await wholeJourney(keyboard(page), RES_KEYBOARD);
    const presses = await page.evaluate(() => window.sessionStorage.getItem('e2e-pointer-presses'));
    expect(presses).toBeNull();
  });
});
