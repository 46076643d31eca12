import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { STAND_INS_PORT } from '../support/environment';

/**
 * Consent gating of the page shell's third-party scripts (content-and-api.md §7 'Loaded scripts',
 * decision 0370), read from the browser's network log: the web analytics tag and the tag manager,
 * the behavioural-tracking script (/api/synerise-js-proxy), the chat widget and the review widget
 * all come from the stand-ins host in the browser tests, and none is requested before its consent.
 */
const THIRD_PARTY_HOST = `127.0.0.1:${STAND_INS_PORT}`;
const TRACKING_PATH = '/api/synerise-js-proxy';

const kindOf = (url: string): string | null => {
  const parsed = new URL(url);
  if (parsed.pathname === TRACKING_PATH) return 'tracking';
  if (parsed.host !== THIRD_PARTY_HOST) return null;
  if (parsed.pathname === '/gtag/js') return 'analytics';
  if (parsed.pathname === '/gtm.js') return 'tag-manager';
  if (parsed.pathname === '/tracking.js') return 'chat';
  if (parsed.pathname.startsWith('/bootstrap/')) return 'reviews';
  return `other ${parsed.pathname}`;
};

/** Every third-party (or tracking) request the page makes from now on, by kind. */
function networkLog(page: Page) {
  const kinds: string[] = [];
  page.on('request', (request) => {
    const kind = kindOf(request.url());
    if (kind) kinds.push(kind);
  });
  return { kinds: () => [...kinds] };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies on Hey!Broadband' });

/** Lets anything the page would load on its own arrive (hydration, effects, lazy chunks). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

async function pageVisits(page: Page): Promise<number> {
  return page.evaluate(() => {
    const sr = (window as unknown as { SR?: { calls?: unknown[][] } }).SR;
    return (sr?.calls ?? []).filter(([name]) => name === 'pageVisit').length;
  });
}

test.describe('before any answer', () => {
  test.use({ analyticsConsent: 'unset' });

  test('nothing third-party is requested while the question is open, on a page with every widget', async ({
    page,
  }) => {
    const log = networkLog(page);
    await page.goto('/refer-a-friend');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Choose cookies' })).toBeVisible();
    await settled(page);
    expect(log.kinds()).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('rejecting keeps every service off, across pages and reloads', async ({ page }) => {
    const log = networkLog(page);
    await page.goto('/help');
    await dialog(page).getByRole('button', { name: 'Reject optional cookies' }).click();
    await expect(dialog(page)).toBeHidden();
    await page.goto('/refer-a-friend');
    await expect(page.getByTestId('reviews-widget-consent')).toBeVisible();
    await page.goto('/help');
    await settled(page);
    await expect(page.getByTestId('live-chat-prompt')).toHaveCount(0);
    expect(log.kinds()).toEqual([]);
    const stored = await page.evaluate(() => window.localStorage.getItem('hb:v1:cookie-consent'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      analytics: false,
      tracking: false,
      chat: false,
      reviews: false,
    });
  });

  test('each category loads only its own service, and the choice can be changed later', async ({ page }) => {
    const log = networkLog(page);
    await page.goto('/help');
    await dialog(page).getByRole('button', { name: 'Choose cookies' }).click();
    await expectNoSeriousA11yViolations(page);
    await dialog(page).getByRole('checkbox', { name: 'Analytics cookies' }).check();
    await dialog(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect.poll(log.kinds).toEqual(expect.arrayContaining(['analytics', 'tag-manager']));
    await settled(page);
    expect(log.kinds().filter((kind) => kind !== 'analytics' && kind !== 'tag-manager')).toEqual([]);
    await expect(page.getByTestId('live-chat-prompt')).toHaveCount(0);

    // Cookie settings reopens the question with the current choice ticked; add personalisation.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('checkbox', { name: 'Analytics cookies' })).toBeChecked();
    await expect(dialog(page).getByRole('checkbox', { name: 'Personalisation cookies' })).not.toBeChecked();
    await dialog(page).getByRole('checkbox', { name: 'Personalisation cookies' }).check();
    await dialog(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect.poll(log.kinds).toContain('tracking');
    // A page visit for this page, then one after each client route change.
    await expect.poll(() => pageVisits(page)).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Network status' }).first().click();
    await page.waitForURL('**/network-status');
    await expect.poll(() => pageVisits(page)).toBe(2);
    await page.goBack();
    await page.waitForURL('**/help');
    await expect.poll(() => pageVisits(page)).toBe(3);
    expect(log.kinds().filter((kind) => kind === 'chat' || kind === 'reviews')).toEqual([]);

    // Then live chat: the widget loads and the prompt appears.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await dialog(page).getByRole('checkbox', { name: 'Live chat cookies' }).check();
    await dialog(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect.poll(log.kinds).toContain('chat');
    await expect(page.getByTestId('live-chat-prompt')).toBeVisible();
    expect(log.kinds()).not.toContain('reviews');

    // Withdrawing live chat takes the prompt away again at once.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await dialog(page).getByRole('checkbox', { name: 'Live chat cookies' }).uncheck();
    await dialog(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect(page.getByTestId('live-chat-prompt')).toHaveCount(0);

    // Customer reviews last: the review widget's script only now.
    await page.goto('/refer-a-friend');
    await settled(page);
    expect(log.kinds()).not.toContain('reviews');
    await page.getByTestId('reviews-widget-consent').getByRole('button', { name: 'Cookie settings' }).click();
    await dialog(page).getByRole('checkbox', { name: 'Customer review cookies' }).check();
    await dialog(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect.poll(log.kinds).toContain('reviews');
    await expect(page.getByTestId('reviews-widget')).toContainText('rated 4.8 out of 5');
  });

  test('accepting all loads every service; rejecting later stops the page visits', async ({ page }) => {
    const log = networkLog(page);
    await page.goto('/help');
    await dialog(page).getByRole('button', { name: 'Accept all cookies' }).click();
    await expect
      .poll(log.kinds)
      .toEqual(expect.arrayContaining(['analytics', 'tag-manager', 'tracking', 'chat']));
    await expect.poll(() => pageVisits(page)).toBe(1);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await dialog(page).getByRole('button', { name: 'Reject optional cookies' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Network status' }).first().click();
    await page.waitForURL('**/network-status');
    await settled(page);
    expect(await pageVisits(page)).toBe(1);
    await expect(page.getByTestId('live-chat-prompt')).toHaveCount(0);
  });
});
