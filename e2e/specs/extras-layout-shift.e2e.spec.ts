import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { journeyStorage, viewStorage } from '../../bench/web/checkout-state';
import { WEB_URL } from '../support/environment';
import { expectNoShift, recordShifts, seedStorage, shiftsOf, slowCpu } from '../support/layout-shift';

/**
 * No layout shift on /extras (issue 22): the page is drawn from the visitor's saved basket, which
 * only the browser holds, so what stands in its place until storage is read must hold the room of
 * what replaces it. Measured as the checkout's spec does (decision 0583), on a phone with the CPU
 * slowed four times (hydration comes late) and on Lighthouse's desktop screen, for the two things a
 * visitor can find there: an empty basket, and a plan (Fibre 400, the bench's 'basket' state).
 */

const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

const BASKETS = {
  // Only the cookie question answered, as for any visitor past the home page.
  empty: (now: number) => viewStorage(now),
  'a plan': (now: number) => journeyStorage(null, now),
} as const;

/**
 * A first visit, unmeasured: the site's store reads the seeded basket and writes its plan cookie
 * (decision 0686), as it does for a visitor who chose a plan on the plans page.
 */
async function visitOnce(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/extras');
  await expect(page.getByRole('heading', { name: 'Extras for Fibre 400' })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'hb_basket')?.value)
    .toBe('1002');
  await page.close();
}

async function open(context: BrowserContext, screen: keyof typeof SCREENS): Promise<Page> {
  const page = await context.newPage();
  if (screen === 'phone') await slowCpu(page);
  await page.goto('/extras');
  return page;
}

for (const screen of Object.keys(SCREENS) as Array<keyof typeof SCREENS>) {
  for (const basket of Object.keys(BASKETS) as Array<keyof typeof BASKETS>) {
    test(`/extras with ${basket === 'empty' ? 'an empty basket' : 'a plan in the basket'} does not shift (${screen})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ ...SCREENS[screen], baseURL: WEB_URL });
      try {
        await seedStorage(context, BASKETS[basket](Date.now()));
        if (basket === 'a plan') await visitOnce(context);
        await context.addInitScript(recordShifts);
        const page = await open(context, screen);
        if (basket === 'empty') {
          await expect(page.getByText('You have not chosen a plan yet.')).toBeVisible();
        } else {
          await expect(page.getByRole('heading', { name: 'Extras for Fibre 400' })).toBeVisible();
          await expect(page.getByTestId('mini-basket').getByTestId('basket-monthly-cost')).toHaveText(
            /a month/,
          );
        }
        expectNoShift(await shiftsOf(page));
      } finally {
        await context.close();
      }
    });
  }
}
