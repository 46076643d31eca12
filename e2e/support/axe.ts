import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yOptions {
  /** CSS selectors to leave out (third-party widgets only; never our own markup). */
  exclude?: string[];
}

/**
 * Runs axe-core (WCAG 2.0-2.2 A and AA rules plus best practices) on the page as it is now and fails
 * on any serious or critical violation, listing each rule with the offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  await withoutTransitions(page, true);
  await settledTransitions(page);
  const results = await builder.analyze().finally(() => withoutTransitions(page, false));
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    )
    .join('\n');
  expect(serious, `axe found serious or critical violations on ${page.url()}:\n${report}`).toEqual([]);
}

/**
 * Turns CSS transitions off (or back on) while axe reads the page: a button the page enables as it
 * comes to life (disabled grey to primary pink) then changes colour at once instead of fading, so
 * axe never reads a colour halfway, however late hydration lands. A constructed style sheet, which
 * the nonce CSP allows, unlike an injected <style>; the page's own colours are untouched.
 */
async function withoutTransitions(page: Page, off: boolean): Promise<void> {
  await page.evaluate((turnOff) => {
    const marker = '__axeNoTransitions';
    const holder = document as Document & { [marker]?: CSSStyleSheet };
    if (turnOff && !holder[marker]) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('*, *::before, *::after { transition: none !important; }');
      holder[marker] = sheet;
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    } else if (!turnOff && holder[marker]) {
      const sheet = holder[marker];
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      delete holder[marker];
    }
  }, off);
}

/**
 * Waits for the page's finite CSS transitions and animations to end (a button's colour fading on
 * hover or focus, or as the page comes to life), so axe reads the colours a visitor sees, not a
 * frame halfway between two. A transition can start a frame after the check (hydration enabling a
 * button: a CI flake read its colour mid-fade), so the page must stay still for two frames running.
 * Endless ones (a spinner) are not waited for; a page that keeps starting new ones waits 2 s at most.
 */
async function settledTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 2_000;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    while (performance.now() < deadline) {
      await frame();
      await frame();
      const finite = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      if (finite.length === 0) return;
      const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      await Promise.race([
        ended,
        new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
      ]);
    }
  });
}
