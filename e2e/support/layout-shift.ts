import { type BrowserContext, expect, type Page } from '@playwright/test';
import { type BenchOrder, journeyStorage, orderAccessCookieOf } from '../../bench/web/checkout-state';
import { WEB_URL } from './environment';

/**
 * Measuring layout shift in a browser test (issue 22, decision 0583): a `PerformanceObserver` for
 * 'layout-shift' installed before any of the page's code runs, the visitor's saved journey seeded
 * into localStorage as the bench seeds it (bench/web/checkout-state.ts, decision 0261), and every
 * shift not caused by input reported with the nodes that moved.
 */

/** Lighthouse's mobile screen (a Moto G Power). */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

export interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

/** Records every layout shift from the first paint on, with a description of each moved node. */
export function recordShifts() {
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

/** Seeds localStorage entries (once per tab, not again on a reload) before any page of the site runs. */
export async function seedStorage(context: BrowserContext, entries: Record<string, string>) {
  await context.addInitScript((seeded: Record<string, string>) => {
    if (sessionStorage.getItem('__seeded') !== null) return;
    for (const [key, value] of Object.entries(seeded)) localStorage.setItem(key, value);
    sessionStorage.setItem('__seeded', '1');
  }, entries);
}

/** Seeds the visitor's journey (and the order's cookie) and starts recording shifts. */
export async function seedJourney(context: BrowserContext, order: BenchOrder | null, token: string) {
  const now = Date.now();
  await seedStorage(context, journeyStorage(order, now));
  if (order) {
    const cookie = orderAccessCookieOf(order.code, token, now);
    await context.addCookies([{ ...cookie, domain: new URL(WEB_URL).hostname }]);
  }
  await context.addInitScript(recordShifts);
}

/** Slows the page's CPU four times, as Lighthouse's mobile run does, so hydration comes late. */
export async function slowCpu(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Waits for the page to settle (no request in flight, two frames drawn) and answers its shifts. */
export async function shiftsOf(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/** Fails on any shift not caused by input, naming the moved nodes and the summed score. */
export function expectNoShift(shifts: Shift[]) {
  const moved = shifts.filter((shift) => !shift.hadRecentInput && shift.value > 0);
  const score = moved.reduce((sum, shift) => sum + shift.value, 0);
  expect(moved, `layout shifts, CLS ${score.toFixed(3)}:\n${JSON.stringify(moved, null, 2)}`).toEqual([]);
}
