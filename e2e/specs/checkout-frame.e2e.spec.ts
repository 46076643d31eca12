import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { answerCookies, chooseAddress, sentEvents, toExtras } from '../support/journey-steps';
import { cancelOrder, customerRecord } from '../support/provider-api';
import { signUpThroughSite } from '../support/site-order';

/**
 * The checkout frame, its timer and the leave-checkout guard (ordering-journey.md §4, content-and-api.md
 * §4, decisions 0200 and 0240). These specs never fill in the contact form: they stop at /checkout.
 * Addresses: 5 and 6 Fibre Street (HB1 1AA), the shell's own. The specs that need an order place it
 * at 6 Fibre Street through the provider API (the contact form is not theirs to drive) and cancel
 * whatever is left at the end.
 */

// Cancelled after each test: the next one orders at the same address (one open order each, 0173).
const placed: string[] = [];
test.afterEach(async () => {
  for (const code of placed.splice(0)) await cancelOrder(code);
});

/**
 * A basket at 6 Fibre Street through the site, a sign-up for it through the provider API, and the
 * checkout state the details step would keep; then /checkout/installation (a step in the frame).
 * With `timerLeftMs`, a running checkout timer as /checkout starts it, that much before it runs out.
 */
async function orderAtInstallation(page: Page, options: { timerLeftMs?: number } = {}): Promise<string> {
  await toExtrasAt(page, '6 Fibre Street, Demoton');
  // Through the site, as the details step does: the browser is given the order (decision 0290).
  const { code, email, basket } = await signUpThroughSite(page, {
    title: 'MR',
    first: 'Frank',
    last: 'Frame',
    emailPrefix: 'shell.frame',
    phone: '07700 900654',
    birthdate: '1980-02-03',
  });
  placed.push(code);
  await page.evaluate(
    ({ order, timerLeftMs }) => {
      const now = Date.now();
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
      window.localStorage.setItem('hb:v2:checkout', JSON.stringify({ expiresAt: now + 3_600_000, value }));
      if (timerLeftMs !== null) {
        const timer = { runsOutAt: now + timerLeftMs, isOvertime: false, checkoutEndTime: now + 3_600_000 };
        window.localStorage.setItem(
          'hb:v1:checkout-timer',
          JSON.stringify({ expiresAt: now + 3_600_000, value: timer }),
        );
      }
    },
    {
      order: { orderNumber: code, customerCode: code, email, action: 'SIGNUP', productId: basket.basketItem },
      timerLeftMs: options.timerLeftMs ?? null,
    },
  );
  // /extras to /checkout/installation is an allowed move: the journey survives this full load.
  await page.goto('/checkout/installation');
  await expect(page.getByRole('navigation', { name: 'Checkout progress' })).toContainText('Step 2 of 4');
  return code;
}

async function expectCancelled(code: string) {
  await expect.poll(async () => (await customerRecord(code)).status).toBe('CANCELLED');
}

const MESSAGE =
  "Oops! Your session timed out but don't worry, we've given you 5 extra minutes to complete your order. Lets get you connected!";

test.beforeEach(async ({ page }) => answerCookies(page));

/** From the address finder to /extras with Fibre 400, then Continue to /checkout. */
async function toCheckout(page: Page, address = '5 Fibre Street, Demoton') {
  await toExtrasAt(page, address);
  await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/checkout');
}

async function toExtrasAt(page: Page, address: string) {
  await chooseAddress(page, 'HB1 1AA', address);
  await page.waitForURL('**/service-available?addressType=RES');
  await toExtras(page, 'Fibre 400');
}

const countdown = (page: Page) => page.getByRole('timer');
const leaveModal = (page: Page) => page.getByRole('alertdialog', { name: 'Are you sure you want to leave?' });
const headerHome = (page: Page) => page.getByRole('link', { name: 'Hey!Broadband home' });
const basketButton = (page: Page) => page.getByRole('button', { name: /^Basket/ });
const storedBasket = (page: Page) => page.evaluate(() => window.localStorage.getItem('hb:v1:basket') ?? '');

async function expectEmptyBasket(page: Page) {
  await expect(basketButton(page)).toHaveCount(0);
  await expect.poll(() => storedBasket(page)).not.toContain('"basketItem":1');
}

test.describe('the timer', () => {
  test('counts down MM:SS from 10:00, gives 5 more minutes with the message, then empties the basket and goes to /', async ({
    page,
  }) => {
    await page.clock.install();
    await answerCookies(page);
    await toCheckout(page, '6 Fibre Street, Demoton');
    await expect(countdown(page)).toHaveText(/^(10:00|09:5\d)$/);
    await expect(page.getByRole('navigation', { name: 'Checkout progress' })).toContainText('Step 1 of 4');
    await expect(page.getByText(MESSAGE)).toHaveCount(0);

    await page.clock.fastForward('10:00');
    await expect(page.getByRole('status').filter({ hasText: MESSAGE })).toBeVisible();
    await expect(countdown(page)).toHaveText(/^0[45]:\d\d$/);
    await expectNoSeriousA11yViolations(page);

    await page.clock.fastForward('05:01');
    await page.waitForURL((url) => url.pathname === '/');
    await expectEmptyBasket(page);
    const timer = await page.evaluate(() => window.localStorage.getItem('hb:v1:checkout-timer') ?? '');
    expect(timer).not.toMatch(/"runsOutAt":\d/);
  });

  test('a reload keeps the basket and the running countdown', async ({ page }) => {
    await page.clock.install();
    await answerCookies(page);
    await toCheckout(page);
    await page.clock.fastForward('03:00');
    await expect(countdown(page)).toHaveText(/^0[67]:\d\d$/);
    await page.reload();
    await expect(countdown(page)).toHaveText(/^0[67]:\d\d$/);
    await expect(basketButton(page)).toBeVisible();
  });
});

test.describe('the leave guard', () => {
  test('a header link asks first: Cancel stays, Continue empties the basket and follows the link', async ({
    page,
  }) => {
    await toCheckout(page);
    await headerHome(page).click();
    await expect(leaveModal(page)).toBeVisible();
    await expect(leaveModal(page)).toContainText('If you continue, your basket will be emptied.');
    await expect(leaveModal(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await leaveModal(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(leaveModal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(headerHome(page)).toBeFocused();
    await expect(basketButton(page)).toBeVisible();

    await headerHome(page).click();
    await leaveModal(page).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectEmptyBasket(page);
  });

  test('the back button: back to /extras is allowed, back past it asks first', async ({ page }) => {
    await toCheckout(page);
    await page.goBack();
    await page.waitForURL('**/extras');
    await expect(leaveModal(page)).toBeHidden();
    await expect(basketButton(page)).toBeVisible();

    await page.goBack();
    await expect(leaveModal(page)).toBeVisible();
    await leaveModal(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/extras$/);
    await expect(basketButton(page)).toBeVisible();

    await page.goBack();
    await expect(leaveModal(page)).toBeVisible();
    await leaveModal(page).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/service-available?addressType=RES');
    await expectEmptyBasket(page);
  });

  test('from /extras to /checkout and back by Continue and the progress is allowed; a reload keeps the basket', async ({
    page,
  }) => {
    await toExtrasAt(page, '5 Fibre Street, Demoton');
    await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/checkout');
    await expect(leaveModal(page)).toBeHidden();
    // A full load of another guarded page, and a reload, keep the journey (decision 0240).
    await page.goto('/extras');
    await expect(basketButton(page)).toBeVisible();
    await page.reload();
    await expect(basketButton(page)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/checkout');
    await expect(basketButton(page)).toBeVisible();
  });

  test('closing the tab asks with the browser prompt; staying keeps the basket, leaving empties it', async ({
    page,
    context,
  }) => {
    await toCheckout(page);
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => prompts).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    await expect(basketButton(page)).toBeVisible();

    page.once('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(prompts).toEqual(['beforeunload', 'beforeunload']);

    const next = await context.newPage();
    await next.goto('/');
    await expect(next.getByRole('button', { name: /^Basket/ })).toHaveCount(0);
    expect(await next.evaluate(() => window.localStorage.getItem('hb:v1:basket') ?? '')).not.toContain(
      '"basketItem":1',
    );
  });

  test('loading another page of the site from the address bar clears the basket (unloading)', async ({
    page,
  }) => {
    await toCheckout(page);
    await page.goto('/address-finder');
    await expect(basketButton(page)).toHaveCount(0);
  });

  test('the guard is operable with the keyboard alone', async ({ page }) => {
    await toCheckout(page);
    await headerHome(page).focus();
    await page.keyboard.press('Enter');
    await expect(leaveModal(page)).toBeVisible();
    await expect(leaveModal(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(leaveModal(page).getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(leaveModal(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(leaveModal(page)).toBeHidden();
    await expect(headerHome(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(leaveModal(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expectEmptyBasket(page);
  });
});

test.describe('with an order (a step in the frame)', () => {
  test('the progress bar links the completed step and marks the current one', async ({ page }) => {
    await orderAtInstallation(page);
    const progress = page.getByRole('navigation', { name: 'Checkout progress' });
    await expect(progress.getByRole('link', { name: 'Your details (completed)' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(progress.locator('[aria-current="step"]')).toContainText('Installation');
    await expect(progress.getByRole('link')).toHaveCount(1);
    await expect(page.getByTestId('checkout-progress-fill')).toHaveAttribute('style', /width: ?50%/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the timer runs out twice: the message and 5 more minutes, then the order is cancelled, the basket emptied and the visitor sent to /', async ({
    page,
  }) => {
    await page.clock.install();
    await answerCookies(page);
    const code = await orderAtInstallation(page, { timerLeftMs: 65_000 });
    await expect(countdown(page)).toHaveText(/^01:0\d$/);
    await page.clock.fastForward('01:06');
    await expect(page.getByRole('status').filter({ hasText: MESSAGE })).toBeVisible();
    await expect(countdown(page)).toHaveText(/^0[45]:\d\d$/);
    await page.clock.fastForward('05:01');
    await page.waitForURL((url) => url.pathname === '/');
    await expectEmptyBasket(page);
    await expectCancelled(code);
  });

  test('Continue on the leave question cancels the order before going', async ({ page }) => {
    const code = await orderAtInstallation(page);
    await headerHome(page).click();
    await leaveModal(page).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectEmptyBasket(page);
    await expectCancelled(code);
  });

  test('under 768 px the summary overlay opens over the step and closes when the window widens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await orderAtInstallation(page);
    const open = page.getByRole('button', { name: 'Open Summary' });
    await open.click();
    const overlay = page.getByRole('dialog', { name: 'Order summary' });
    await expect(overlay).toContainText('Fibre 400');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(open).toBeFocused();
    await open.press('Enter');
    await expect(overlay).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Your selection' })).toContainText('Fibre 400');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });
});

test.describe('the summary overlay', () => {
  test('under 768 px: Open Summary shows the basket with scroll locked, records view_cart; Close and widening close it', async ({
    page,
  }) => {
    await answerCookies(page, { analytics: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await toCheckout(page);
    // The footer bar is fixed at the bottom until its natural place (the end of the step) shows.
    const bar = page.getByTestId('checkout-footer-bar');
    await expect(bar).toHaveAttribute('data-fixed', 'true');
    await page.getByTestId('checkout-footer-place').scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute('data-fixed', 'false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-fixed', 'true');
    const open = page.getByRole('button', { name: 'Open Summary' });
    await expect(open).toBeVisible();
    await open.click();
    const overlay = page.getByRole('dialog', { name: 'Order summary' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('Fibre 400');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await expect.poll(async () => (await sentEvents(page)).map(([name]) => name)).toContain('view_cart');
    await expectNoSeriousA11yViolations(page);

    await overlay.getByRole('button', { name: /^Close/ }).click();
    await expect(overlay).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    // Keyboard: Enter opens, Escape closes and focus returns.
    await page.keyboard.press('Enter');
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(overlay).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(overlay).toBeHidden();
    await expect(open).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Your selection' })).toBeVisible();
  });

  test('from 768 px the basket sits beside the step and there is no summary button', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await toCheckout(page);
    await expect(page.getByRole('navigation', { name: 'Checkout progress' })).toContainText('Step 1 of 4');
    await expect(page.getByRole('complementary', { name: 'Your selection' })).toContainText('Fibre 400');
    await expect(page.getByRole('button', { name: 'Open Summary' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
