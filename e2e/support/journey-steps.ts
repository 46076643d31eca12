import { expect, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../apps/web/src/analytics/consent';

/**
 * Steps shared by the journey specs. Every figure the specs assert comes from demo-data.md; the
 * steps only drive the pages the way a visitor does.
 */

/** The site's own storage key, imported so the answer the specs write is the one the site reads. */
export const CONSENT_KEY = CONSENT_STORAGE_KEY;

/**
 * Answers the cookie banner before the page loads (analytics refused unless asked), so it does not
 * cover the journey. With `analytics: true`, window.gtag is a stub that records every event.
 */
export async function answerCookies(page: Page, options: { analytics: boolean } = { analytics: false }) {
  await page.addInitScript(
    ({ key, analytics }) => {
      window.localStorage.setItem(key, JSON.stringify({ analytics, decidedAt: Date.now() }));
      const recorded: unknown[][] = [];
      Object.assign(window, {
        __gtagEvents: recorded,
        gtag: (...args: unknown[]) => {
          recorded.push(args);
        },
      });
    },
    { key: CONSENT_KEY, analytics: options.analytics },
  );
}

/** The analytics events sent so far, as [name, params]. */
export async function sentEvents(page: Page): Promise<Array<[string, Record<string, unknown>]>> {
  return page.evaluate(() => {
    const recorded = (window as unknown as { __gtagEvents?: unknown[][] }).__gtagEvents ?? [];
    return recorded
      .filter((args) => args[0] === 'event')
      .map((args) => [args[1], args[2]] as [string, Record<string, unknown>]);
  });
}

export function postcodeBox(page: Page) {
  return page.getByRole('combobox', { name: 'Postcode' });
}

/** Types a postcode in the finder and waits for the list of addresses. */
export async function findAddresses(page: Page, postcode: string) {
  await page.goto('/address-finder');
  await postcodeBox(page).fill(postcode);
  await expect(page.getByRole('listbox')).toBeVisible();
}

/** Chooses an address by its exact text and waits for the routing to land. */
export async function chooseAddress(page: Page, postcode: string, address: string) {
  await findAddresses(page, postcode);
  await page.getByRole('option', { name: address, exact: true }).click();
}

/** 1 Fibre Street, HB1 1AA (PASSSERV): the plans for homes. */
export async function atFibreStreet(page: Page) {
  await chooseAddress(page, 'HB1 1AA', '1 Fibre Street, Demoton');
  await page.waitForURL('**/service-available?addressType=RES');
  await expect(planCard(page, 'Fibre 900')).toBeVisible();
}

export function planCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

/** The plan's price line, e.g. '£35 now £32 a month' read as text. */
export function planPrice(page: Page, name: string) {
  return planCard(page, name).getByTestId('plan-price');
}

export async function selectPlan(page: Page, name: string) {
  await planCard(page, name)
    .getByRole('button', { name: new RegExp(`^Select ${name}$`) })
    .click();
  await expect(
    planCard(page, name).getByRole('button', { name: new RegExp(`^Selected ${name}`) }),
  ).toBeVisible();
}

/** Chooses the plan and follows Continue to /extras. */
export async function toExtras(page: Page, plan: string) {
  await selectPlan(page, plan);
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/extras');
}

/** The static mini basket 'Your selection' (on /extras). */
export function miniBasket(page: Page) {
  return page.getByRole('complementary', { name: 'Your selection' });
}

export async function openBasketPopup(page: Page) {
  await page.getByRole('button', { name: /^Basket/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Basket' });
  await expect(dialog).toBeVisible();
  return dialog;
}
