import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  atFibreStreet,
  findAddresses,
  openBasketPopup,
  planCard,
  postcodeBox,
  selectPlan,
} from '../support/journey-steps';
import { sentEmails } from '../support/stand-ins';
import { PHONE } from '../support/steady-tap';

/**
 * What a customer or a regulator expects at the point of sale (issue 23, decisions 0682-0685):
 * 'Full fibre' with its explanation, the minimum guaranteed speed and the total over the contract
 * on every plan card, the same total in the basket, 'I can't find my address' under the finder's
 * list leading to a call back, and the accessibility statement in the footer; by keyboard, at
 * phone width and axe clean.
 */

const PLANS = [
  { name: 'Fibre 900', guarantee: '450 Mbps download, 450 Mbps upload' },
  { name: 'Fibre 400', guarantee: '200 Mbps download, 200 Mbps upload' },
  { name: 'Fibre 150', guarantee: '75 Mbps download, 75 Mbps upload' },
];

/** '£852', '£1,020.50' (the last amount in a text) as pence. */
function pence(text: string): number {
  const match = [...text.matchAll(/£([\d,]+(?:\.\d{2})?)/g)].at(-1);
  expect(match, `no amount in '${text}'`).toBeDefined();
  return Math.round(Number((match?.[1] ?? '').replace(/,/g, '')) * 100);
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('the plan cards at 1 Fibre Street', () => {
  test('each says Full fibre with its explanation, the guaranteed speed and the total over 24 months', async ({
    page,
  }) => {
    await atFibreStreet(page);
    for (const plan of PLANS) {
      const card = planCard(page, plan.name);
      await expect(card.getByTestId('plan-technology')).toHaveText('Full fibre · What is full fibre?');
      await expect(card.getByRole('link', { name: 'What is full fibre?' })).toHaveAttribute(
        'href',
        '/full-fibre',
      );
      await expect(card.getByTestId('plan-guaranteed-speed')).toHaveText(
        `Minimum guaranteed speed: ${plan.guarantee}`,
      );
      await expect(card.getByTestId('plan-total')).toHaveText(/^Total over 24 months: £[\d,]+(\.\d\d)?$/);
    }
    // 24 payments of at least the monthly price (£32 for Fibre 900): the total is the whole term's.
    const total = pence((await planCard(page, 'Fibre 900').getByTestId('plan-total').textContent()) ?? '');
    expect(total).toBeGreaterThanOrEqual(24 * 3200);
    await expectNoSeriousA11yViolations(page);
  });

  test("the basket says Full fibre and gives the card's total as its total contract value", async ({
    page,
  }) => {
    await atFibreStreet(page);
    const cardTotal = (await planCard(page, 'Fibre 900').getByTestId('plan-total').textContent()) ?? '';
    await selectPlan(page, 'Fibre 900');
    const popup = await openBasketPopup(page);
    await expect(popup.getByTestId('popup-basket-technology')).toHaveText('Full fibre · What is full fibre?');
    const basketTotal = popup.getByTestId('payment-schedule').locator('tfoot td').first();
    await expect(basketTotal).toHaveText(/£/);
    expect(pence((await basketTotal.textContent()) ?? '')).toBe(pence(cardTotal));
    await expectNoSeriousA11yViolations(page);
  });

  test('a keyboard reaches the explanation from a card, and /full-fibre explains the terms', async ({
    page,
  }) => {
    await atFibreStreet(page);
    const link = planCard(page, 'Fibre 400').getByRole('link', { name: 'What is full fibre?' });
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/full-fibre');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is full fibre?');
    for (const term of ['Full fibre', 'Part fibre', 'Cable', 'Copper']) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Check your address' })).toHaveAttribute(
      'href',
      '/address-finder',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('on a 390 x 844 phone', () => {
    test.use(PHONE);

    test('the cards keep every line on screen, and /full-fibre fits', async ({ page }) => {
      await atFibreStreet(page);
      const card = planCard(page, 'Fibre 900');
      for (const id of ['plan-technology', 'plan-guaranteed-speed', 'plan-total']) {
        await card.getByTestId(id).scrollIntoViewIfNeeded();
        const box = await card.getByTestId(id).boundingBox();
        expect(box, id).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), id).toBeLessThanOrEqual(390);
      }
      await expectNoSidewaysScroll(page, 390);
      await expectNoSeriousA11yViolations(page);
      await page.goto('/full-fibre');
      await expectNoSidewaysScroll(page, 390);
      await expectNoSeriousA11yViolations(page);
    });
  });
});

test.describe("'I can't find my address'", () => {
  test('follows the list, Tab reaches it from the postcode box, and it leads to a call back', async ({
    page,
  }) => {
    await findAddresses(page, 'HB1 1AA');
    const link = page.getByRole('link', { name: 'I can’t find my address' });
    await expect(link).toBeVisible();
    // After the list in reading order: Tab from the postcode box gets there without the mouse.
    await postcodeBox(page).focus();
    for (
      let step = 0;
      step < 5 && !(await link.evaluate((node) => node === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/address-not-listed\?postcode=HB1(%20|\+)1AA$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find your address');
    await expect(page.getByText('If your address is not in our list at HB1 1AA')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try another postcode' })).toHaveAttribute(
      'href',
      '/address-finder',
    );

    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expectNoSeriousA11yViolations(page);
    const email = `not-listed-${Date.now()}@example.com`;
    await form.getByLabel('Full name').fill('Nia Newbuild');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone number').fill('07700 900321');
    await form.getByLabel('Your address, with its postcode').fill('Plot 7, New Meadow, Demoton HB1 1AA');
    await form.getByLabel(/^Would you like a call back/).fill('A call back after 5pm, please');
    await form.getByLabel('I agree to Terms & Conditions').check();
    await form.getByRole('button', { name: 'Ask for a call back' }).click();
    await expect(page.locator('#contact-form').getByRole('status')).toContainText(
      'We will call you within one working day',
    );
    await expect
      .poll(() =>
        sentEmails().some((message) => {
          const text = JSON.stringify(message);
          return text.includes(email) && text.includes('Plot 7, New Meadow') && text.includes('after 5pm');
        }),
      )
      .toBe(true);
  });

  test('is not offered once an address is chosen', async ({ page }) => {
    await findAddresses(page, 'HB1 1AA');
    await expect(page.getByTestId('address-not-listed-link')).toBeVisible();
    await page.getByRole('option', { name: '1 Fibre Street, Demoton', exact: true }).click();
    await page.waitForURL('**/service-available?addressType=RES');
    await expect(page.getByTestId('address-not-listed-link')).toHaveCount(0);
  });
});

test.describe('the accessibility statement', () => {
  test('is linked from the footer and says what the site meets and how to get the contract in another format', async ({
    page,
  }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
    for (const heading of [
      'How accessible this website is',
      'Your contract and other information in another format',
      'Reporting accessibility problems with this website',
      'Enforcement procedure',
      "Technical information about this website's accessibility",
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      page.getByText(/partially compliant with the Web Content Accessibility Guidelines version 2\.2/),
    ).toBeVisible();
    await expect(page.getByText(/free in large print, braille, audio recording or easy read/)).toBeVisible();
    await expect(page.getByText(/Equality and Human Rights Commission/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('on a 390 x 844 phone', () => {
    test.use(PHONE);

    test('fits the screen and stays axe clean', async ({ page }) => {
      await page.goto('/accessibility');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
      await expectNoSidewaysScroll(page, 390);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
