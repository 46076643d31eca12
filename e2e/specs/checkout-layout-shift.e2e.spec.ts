import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  type BenchOrder,
  cancelBenchOrder,
  journeyStorage,
  orderAccessCookieOf,
  placeBenchOrder,
} from '../../bench/web/checkout-state';
import { API_URL, WEB_URL } from '../support/environment';
import { harnessState } from '../support/provider-api';

/**
 * No layout shift on the checkout (issue 22, decision 0583): the two checkout pages the web bench
 * measures, opened with the visitor's state seeded into localStorage before the page loads, as the
 * bench seeds it (bench/web/checkout-state.ts, decision 0261), on Lighthouse's phone (412 x 823, the
 * CPU slowed four times so hydration comes late, as in the bench). Every `layout-shift` entry the
 * page records until its content is drawn counts; the test fails on any, and names what moved.
 * A correctness check, not a timing one: nothing here waits on or asserts a duration.
 */

/** Lighthouse's mobile screen (a Moto G Power). */
const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** Flat 1 Tower House (the bench's eighth address): no other spec places an order there. */
const REVIEW_ADDRESS_RUN = 7;

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

/** Records every layout shift from the first paint on, with a description of each moved node. */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const nameOf = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
    const id = node.id ? `#${node.id}` : '';
    const classes = node.getAttribute('class')?.split(/\s+/).slice(0, 4).join('.') ?? '';
    return `${node.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      };
      shifts.push({
        value: shift.value,
        hadRecentInput: shift.hadRecentInput,
        sources: (shift.sources ?? []).map(
          (source) =>
            `${nameOf(source.node)} from x=${Math.round(source.previousRect.x)} y=${Math.round(source.previousRect.y)} w=${Math.round(source.previousRect.width)} h=${Math.round(source.previousRect.height)} to x=${Math.round(source.currentRect.x)} y=${Math.round(source.currentRect.y)} w=${Math.round(source.currentRect.width)} h=${Math.round(source.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Seeds the visitor's localStorage (and the order's cookie) before any page of the site runs. */
async function seed(context: BrowserContext, order: BenchOrder | null, token: string) {
  const now = Date.now();
  const entries = journeyStorage(order, now);
  await context.addInitScript((seeded: Record<string, string>) => {
    if (sessionStorage.getItem('__seeded') !== null) return;
    for (const [key, value] of Object.entries(seeded)) localStorage.setItem(key, value);
    sessionStorage.setItem('__seeded', '1');
  }, entries);
  if (order) {
    const cookie = orderAccessCookieOf(order.code, token, now);
    await context.addCookies([{ ...cookie, domain: new URL(WEB_URL).hostname }]);
  }
  await context.addInitScript(recordShifts);
}

/** Slows the page's CPU four times, as Lighthouse's mobile run does. */
async function slowCpu(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Waits for the page to settle (no request in flight, two frames drawn) and answers its shifts. */
async function shiftsOf(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

function expectNoShift(shifts: Shift[]) {
  const moved = shifts.filter((shift) => !shift.hadRecentInput && shift.value > 0);
  expect(moved, `layout shifts:\n${JSON.stringify(moved, null, 2)}`).toEqual([]);
}

test.describe('the checkout does not shift as its content is drawn', () => {
  test.use(LIGHTHOUSE_PHONE);

  test('/checkout with a plan in the basket', async ({ browser }) => {
    const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, baseURL: WEB_URL });
    try {
      await seed(context, null, harnessState().token);
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
      await seed(context, order, token);
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
