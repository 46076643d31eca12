import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

const FAQ_CATEGORIES = ['Installation', 'Speed', 'Equipment', 'Phone'] as const;

/** The accordion's question buttons (each in its h3), not the header's menu buttons. */
function faqQuestions(page: Page): Locator {
  return page
    .getByRole('region', { name: /Frequently asked/ })
    .getByRole('heading', { level: 3 })
    .getByRole('button');
}

function sortedByQuestion(questions: string[]): string[] {
  return [...questions].sort((a, b) => a.localeCompare(b, 'en-GB'));
}

test.describe('FAQ accordion on /help', () => {
  test('opens at most one answer, filters by category chip sorted by question, and See All shows all', async ({
    page,
  }) => {
    await page.goto('/help');
    const chips = page.getByRole('list', { name: 'Filter questions by topic' });
    const questions = faqQuestions(page);

    // Filters on and nothing chosen: the first 4 questions, sorted.
    await expect(questions).toHaveCount(4);
    const first = await questions.allTextContents();
    expect(first).toEqual(sortedByQuestion(first));

    // With the keyboard: Enter opens a question, a second one closes the first.
    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = page.locator(`#${await questions.nth(0).getAttribute('aria-controls')}`);
    await expect(firstPanel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(questions.and(page.locator('[aria-expanded="true"]'))).toHaveCount(1);
    // Pressing the open one again closes it.
    await page.keyboard.press('Enter');
    await expect(questions.and(page.locator('[aria-expanded="true"]'))).toHaveCount(0);

    // Each category chip shows only its questions, sorted by question, and marks itself pressed.
    let total = 0;
    for (const category of FAQ_CATEGORIES) {
      const chip = chips.getByRole('button', { name: category, exact: true });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      const shown = await questions.allTextContents();
      expect(shown.length, `${category} has questions`).toBeGreaterThan(0);
      expect(shown).toEqual(sortedByQuestion(shown));
      total += shown.length;
    }

    // See All: every question (at least 10 over the four categories), sorted.
    await chips.getByRole('button', { name: 'See All' }).click();
    await expect(chips.getByRole('button', { name: 'See All' })).toHaveAttribute('aria-pressed', 'true');
    const all = await questions.allTextContents();
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all.length).toBeLessThanOrEqual(total);
    expect(all).toEqual(sortedByQuestion(all));
  });
});

test.describe('coverage listing on /coverage', () => {
  test('shows 6 areas sorted by name, Load more adds 6, and region chips filter by county', async ({
    page,
  }) => {
    await page.goto('/coverage');
    // The listing's own region: other blocks on /coverage (the image cards) have h3 cards too.
    const listing = page.getByRole('region', { name: 'Where we are building' });
    const cards = listing.getByRole('heading', { level: 3 });
    const loadMore = page.getByRole('button', { name: 'Load more' });

    await expect(cards).toHaveCount(6);
    const firstSix = await cards.allTextContents();
    expect(firstSix).toEqual(sortedByQuestion(firstSix));

    // With the keyboard: Load more adds the next 6, in order after the first.
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(12);
    const twelve = await cards.allTextContents();
    expect(twelve.slice(0, 6)).toEqual(firstSix);
    expect(twelve).toEqual(sortedByQuestion(twelve));
    await loadMore.click();
    const all = await cards.allTextContents();
    expect(all.length).toBeGreaterThanOrEqual(14);
    await expect(loadMore).toHaveCount(0);

    // Region chips: ALL and each county, sorted; a chip shows that county's areas only.
    const chips = page.getByRole('list', { name: 'Filter areas by region' }).getByRole('button');
    const names = await chips.allTextContents();
    expect(names[0]).toBe('ALL');
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names.slice(1)).toEqual(sortedByQuestion(names.slice(1)));
    const county = names[1] as string;
    await chips.nth(1).click();
    await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const cardItems = listing.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    const count = await cardItems.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all.length);
    for (let index = 0; index < count; index += 1) await expect(cardItems.nth(index)).toContainText(county);
    await chips.nth(0).click();
    await expect(cards).toHaveCount(6);
  });
});

test.describe('sales countdown banner on /', () => {
  test('ticks down each second with the clock and hides once the offer ends', async ({ page, request }) => {
    const settings = (await (await request.get('/cms-api/globals/sales-countdown')).json()) as {
      offerEndsAt: string;
    };
    const end = Date.parse(settings.offerEndsAt);
    // 1 day, 2 hours, 3 minutes and 10 seconds before the end (the seed sets it 14 days ahead).
    const left = ((24 + 2) * 3600 + 3 * 60 + 10) * 1000;
    await page.clock.install({ time: end - left - 5000 });
    await page.goto('/');
    await page.clock.pauseAt(end - left);
    const banner = page.getByRole('region', { name: 'Offer countdown' });
    const unit = (name: string) => banner.locator(`[data-unit="${name}"]`);
    await expect(unit('days')).toHaveText('01');
    await expect(unit('hours')).toHaveText('02');
    await expect(unit('minutes')).toHaveText('03');
    await expect(unit('seconds')).toHaveText(/^1[01]$/);
    const before = Number(await unit('seconds').textContent());
    await page.clock.runFor(3000);
    await expect(unit('seconds')).toHaveText(String(before - 3).padStart(2, '0'));
    await page.clock.fastForward(left);
    await page.clock.runFor(1000);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('review carousel and share tab on /refer-a-friend', () => {
  test('the carousel loops both ways with the keyboard and its dots pick a review', async ({ page }) => {
    await page.goto('/refer-a-friend');
    const carousel = page.getByRole('region', { name: 'Customer reviews' });
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    const dots = carousel.getByRole('button', { name: /^Show review/ });
    const count = await dots.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(current).toHaveAttribute('aria-label', `1 of ${count}`);
    // Only 4 and 5 star reviews.
    for (const stars of await carousel.getByText(/out of 5 stars/).allTextContents())
      expect(Number.parseInt(stars, 10)).toBeGreaterThanOrEqual(4);

    await carousel.getByRole('button', { name: 'Previous review' }).focus();
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', `${count} of ${count}`);
    await carousel.getByRole('button', { name: 'Next review' }).focus();
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', `1 of ${count}`);
    await dots.nth(2).click();
    await expect(current).toHaveAttribute('aria-label', `3 of ${count}`);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('the share tab opens a 600×400 pop-up carrying the encoded page address', async ({
    page,
    context,
  }) => {
    // Nothing leaves the machine: the network's page is answered here.
    await context.route(/^https:\/\/(www\.facebook\.com|twitter\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Share</title>' }),
    );
    await page.goto('/refer-a-friend#share');
    // The pop-up is the script's; before it, the link opens the same address in a tab (below).
    await expect(page.locator('#share ul')).toHaveAttribute('data-hydrated', 'true');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Share on Facebook/ }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    // The page's address, without the #share it was opened at (decision 0703).
    const shared = new URL('/refer-a-friend', page.url()).href;
    expect(popup.url()).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shared)}`);
    const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    expect(size).toEqual({ width: 600, height: 400 });
    // The pop-up cannot reach back to the site's page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test('without script, each share link already carries the page address', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/refer-a-friend');
    const shared = encodeURIComponent(new URL('/refer-a-friend', page.url()).href);
    const share = page.locator('#share');
    await expect(share.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${shared}`,
    );
    await expect(share.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${shared}`,
    );
    await context.close();
  });
});

test.describe('register-interest hero on a coverage area page', () => {
  test('is the #register-interest anchor with the area, a package-type dropdown and the form’s place', async ({
    page,
  }) => {
    await page.goto('/coverage/location/demo-valley?addressType=RES#register-interest');
    const hero = page.locator('#register-interest');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Full fibre is coming to Demo Valley');
    await expect(
      hero.getByTestId('pre-order-hero-address').getByRole('link', { name: 'Find your address' }),
    ).toHaveAttribute('href', '/address-finder');
    // The form in its place (decision 0364), asking for an address before it can be sent.
    await expect(hero.getByRole('form', { name: 'Register your interest' })).toBeVisible();
    const packageType = hero.getByLabel('What would you like?');
    await packageType.focus();
    await page.keyboard.press('ArrowDown');
    await expect(packageType).toHaveValue('BBANDP');
    await expect(hero.locator('[data-form-slot="register-interest"]')).toHaveAttribute(
      'data-package-type',
      'BBANDP',
    );
    await expect(hero.getByRole('complementary')).toContainText('Demo Valley');
    await expect(hero.getByRole('list', { name: 'What you get' }).getByRole('listitem')).toHaveCount(3);
  });
});
