import type { Locator, Page } from '@playwright/test';

/** A phone as issue 19 tried the forms: 390 px wide, touch, mobile. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** Where a control's top was (document pixels) just before a tap, when the finger went down, and at its click. */
export interface TapTrace {
  before: number;
  down: number | null;
  click: number | null;
}

interface Seen {
  down: number | null;
  click: number | null;
}

/**
 * Taps a control and says where it was just before the tap, when the finger went down and when the
 * click the tap made fired: a message that appears or clears as the tap leaves another field must
 * not move the control in between, or the click lands on whatever slid under the finger. The
 * places are read in the page, in its own pixels, so a zoomed-out page cannot blur them.
 */
export async function tapWatched(target: Locator): Promise<TapTrace> {
  await target.scrollIntoViewIfNeeded();
  const before = await target.evaluate((element) => {
    const top = () => Math.round(element.getBoundingClientRect().top + window.scrollY);
    const seen: Seen = { down: null, click: null };
    Object.assign(window, { __tapSeen: seen });
    const options = { capture: true, once: true } as const;
    document.addEventListener('pointerdown', () => Object.assign(seen, { down: top() }), options);
    document.addEventListener('click', () => Object.assign(seen, { click: top() }), options);
    return top();
  });
  await target.tap();
  const seen = await target.page().evaluate(() => (window as unknown as { __tapSeen: Seen }).__tapSeen);
  return { before, ...seen };
}

/** Whether the control stayed where it was from before the tap until its click. */
export function stayedPut(trace: TapTrace): boolean {
  return trace.down === trace.before && trace.click === trace.down;
}

/**
 * Whether the page is as wide as the phone: a wider page is zoomed out to fit, and a tap then lands
 * off the control it was aimed at.
 */
export async function pageWidth(page: Page): Promise<{ page: number; screen: number }> {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
}
