import { expect, test } from '@playwright/test';
import { cancelBenchOrder, placeBenchOrder } from '../../bench/web/checkout-state';
import { API_URL, WEB_URL } from '../support/environment';
import { expectNoShift, LIGHTHOUSE_PHONE, seedJourney, shiftsOf, slowCpu } from '../support/layout-shift';
import { harnessState } from '../support/provider-api';

/**
 * No layout shift on the checkout (issue 22, decision 0583): the two checkout pages the web bench
 * measures, opened with the visitor's state seeded into localStorage before the page loads, as the
 * bench seeds it (bench/web/checkout-state.ts, decision 0261), on Lighthouse's phone (412 x 823, the
 * CPU slowed four times so hydration comes late, as in the bench). Every `layout-shift` entry the
 * page records until its content is drawn counts; the test fails on any, and names what moved.
 * A correctness check, not a timing one: nothing here waits on or asserts a duration.
 */

/** Flat 1 Tower House (the bench's eighth address): no other spec places an order there. */
const REVIEW_ADDRESS_RUN = 7;

test.describe('the checkout does not shift as its content is drawn', () => {
  test.use(LIGHTHOUSE_PHONE);

  test('/checkout with a plan in the basket', async ({ browser }) => {
    const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, baseURL: WEB_URL });
    try {
      await seedJourney(context, null, harnessState().token);
      const page = await context.newPage();
      await slowCpu(page);
      await page.goto('/checkout');
      await expect(page.getByTestId('checkout-address')).toBeVisible();
      await expect(page.locator('#contact-details-form')).toBeVisible();
      expectNoShift(await shiftsOf(page));
    } finally {
      await context.close();
    }
  });

  test('/checkout/review-order with an order placed', async ({ browser }) => {
    const { token } = harnessState();
    const order = await placeBenchOrder(API_URL, token, REVIEW_ADDRESS_RUN);
    const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, baseURL: WEB_URL });
    try {
      await seedJourney(context, order, token);
      const page = await context.newPage();
      await slowCpu(page);
      await page.goto('/checkout/review-order');
      await expect(page.getByRole('heading', { name: 'Check your order' })).toBeVisible();
      await expect(page.getByTestId('review-direct-debit')).toBeVisible();
      expectNoShift(await shiftsOf(page));
    } finally {
      await context.close();
      await cancelBenchOrder(API_URL, token, order.code);
    }
  });
});
