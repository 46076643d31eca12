import { expect, type Locator, type Page } from '@playwright/test';

/** A phone as the forms were tried on: 390 px wide, touch, mobile. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/**
 * Where a control's top-left corner was on the page (viewport position plus scroll, so a scroll
 * that brings it into view does not count, but content moving above it does) at each moment of one tap.
 */
export interface TapPositions {
  before: { x: number; y: number };
  atPress: { x: number; y: number } | null;
  /** The compatibility `mousedown`, which is what blurs the field being left on a touch screen. */
  atMouseDown: { x: number; y: number } | null;
  atClick: { x: number; y: number } | null;
}

/**
 * Taps a control as a finger does (`locator.tap()`: touch, then the compatibility mouse events
 * whose `mousedown` blurs the field being left) and reads where the control was just before, when
 * the finger went down and when its click landed (decision 0420: a message appearing or clearing on
 * that blur moved the page by a line, and the click landed on nothing). The positions are read in
 * the page as the events happen, so a message that appears after the click does not count. For a
 * control in the page's flow, not a fixed bar.
 */
export async function tapSteadily(control: Locator): Promise<TapPositions> {
  await control.scrollIntoViewIfNeeded();
  // Once it has stopped moving (a popup sliding in, a scroll settling): a move during the tap is the fault.
  await control.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const top = () => element.getBoundingClientRect().top;
    for (let tries = 0; tries < 60; tries += 1) {
      const was = top();
      await frame();
      await frame();
      if (top() === was && document.getAnimations().every((animation) => animation.playState !== 'running'))
        return;
    }
  });
  const before = await control.evaluate((element) => {
    const seen: Record<string, { x: number; y: number }> = {};
    const where = () => {
      const rect = element.getBoundingClientRect();
      return { x: Math.round(rect.x + window.scrollX), y: Math.round(rect.y + window.scrollY) };
    };
    // Captured on the window: the first press and click of the tap, wherever on the control.
    window.addEventListener('pointerdown', () => (seen.atPress ??= where()), { capture: true, once: true });
    window.addEventListener('mousedown', () => (seen.atMouseDown ??= where()), { capture: true, once: true });
    window.addEventListener('click', () => (seen.atClick ??= where()), { capture: true, once: true });
    (window as unknown as { __tapSeen: typeof seen }).__tapSeen = seen;
    return where();
  });
  await control.tap();
  const seen = await control.evaluate(
    () => (window as unknown as { __tapSeen: Record<string, { x: number; y: number }> }).__tapSeen,
  );
  return {
    before,
    atPress: seen.atPress ?? null,
    atMouseDown: seen.atMouseDown ?? null,
    atClick: seen.atClick ?? null,
  };
}

/** The control did not move on the page between the moment before the tap and its click. */
export function expectSteady(positions: TapPositions): void {
  expect(positions.atPress, 'the finger went down').toEqual(positions.before);
  expect(positions.atMouseDown, 'the blur of the field left').toEqual(positions.before);
  expect(positions.atClick, 'the click landed where the finger went down').toEqual(positions.before);
}

/** Taps a control and checks it stood still from before the tap to its click (decision 0420). */
export async function tapWithoutShift(control: Locator): Promise<void> {
  expectSteady(await tapSteadily(control));
}

/**
 * How wide the page is against the phone's screen: a wider page is zoomed out to fit, and a tap then
 * lands off the control it was aimed at.
 */
export async function pageWidth(page: Page): Promise<{ page: number; screen: number }> {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
}
