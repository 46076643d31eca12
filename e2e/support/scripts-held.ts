import type { Page } from '@playwright/test';

const PAGE_SCRIPTS = '**/_next/static/**/*.js';

/**
 * Holds the page's scripts until the returned `release` is called, so a test can type into the
 * server's HTML before React takes the page over, as a visitor on a slow phone does (decisions 0705,
 * 0706). Open the page with `waitUntil: 'domcontentloaded'`: Next's scripts are async, so the
 * document is ready while they wait, but its load event is not.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PAGE_SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
