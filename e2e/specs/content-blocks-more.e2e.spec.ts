import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { postcodeBox } from '../support/journey-steps';

/** /help's 'Popular guides' (the two-column card grid of the demo content). */
const GUIDES = [
  'Is there a problem near me?',
  'How fast is my connection?',
  'Talk to our UK team',
  'Your contract',
] as const;

function guidesSection(page: Page) {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Popular guides' }) });
}

test.describe('two-column card grid on /help', () => {
  test('is a carousel under 768 px: one slide at a time, Previous and Next by keyboard, wrapping round', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/help');
    const carousel = page.getByRole('region', { name: 'Popular guides' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(4);
    await carousel.scrollIntoViewIfNeeded();
    // By position: a slide not shown is aria-hidden, so role queries rightly cannot see it.
    const slide = (index: number) => slides.nth(index);
    const heading = (index: number) => slide(index).locator('h3', { hasText: GUIDES[index] });
    for (const index of [0, 1, 2, 3])
      await expect(slide(index)).toHaveAttribute('aria-label', `${index + 1} of 4`);
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();

    // Only the first card is on screen; the others are inert, out of the accessibility tree.
    await expect(heading(0)).toBeInViewport();
    await expect(heading(1)).not.toBeInViewport();
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveCount(1);

    // Keyboard: Tab from the first card's link reaches Previous, not a hidden card's link.
    await slide(0).getByRole('link').focus();
    await page.keyboard.press('Tab');
    const previous = carousel.getByRole('button', { name: 'Previous card' });
    const next = carousel.getByRole('button', { name: 'Next card' });
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(3)).toBeInViewport();
    await expect(slide(3)).not.toHaveAttribute('inert');
    await expect(slide(0)).toHaveAttribute('inert', '');

    await next.focus();
    await page.keyboard.press('Enter');
    await expect(heading(0)).toBeInViewport();
    await page.keyboard.press('Space');
    await expect(heading(1)).toBeInViewport();
    await expect(heading(0)).not.toBeInViewport();
    await expect(carousel.getByRole('button', { name: 'Show card 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // A dot jumps straight to its card; its link is the one the keyboard reaches.
    await carousel.getByRole('button', { name: 'Show card 4' }).click();
    await expect(heading(3)).toBeInViewport();
    await expect(carousel.getByRole('link')).toHaveCount(1);
    await expect(carousel.getByRole('link')).toHaveAttribute('href', '/legal/page/terms');
  });

  test('is a grid of two cards a row from 768 px, and turns into the carousel when the window narrows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/help');
    const section = guidesSection(page);
    await expect(section.locator('[aria-roledescription]')).toHaveCount(0);
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(section.getByRole('button', { name: 'Next card' })).toBeHidden();
    const boxes = await Promise.all([0, 1, 2].map(async (index) => cards.nth(index).boundingBox()));
    // First and second side by side, the third below them.
    expect(boxes[0]?.y).toBe(boxes[1]?.y);
    expect(boxes[1]?.x).toBeGreaterThan((boxes[0]?.x ?? 0) + (boxes[0]?.width ?? 0));
    expect(boxes[2]?.y).toBeGreaterThan((boxes[0]?.y ?? 0) + (boxes[0]?.height ?? 0));

    await page.setViewportSize({ width: 700, height: 900 });
    await expect(page.getByRole('region', { name: 'Popular guides' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(section.getByRole('button', { name: 'Next card' })).toBeVisible();
  });
});

test.describe('search bar on /refer-a-friend', () => {
  test('keeps the typed postcode and goes to /address-finder, which looks it up; no call of its own', async ({
    page,
  }) => {
    await page.goto('/refer-a-friend');
    const search = page.getByRole('search');
    const box = search.getByPlaceholder('Search');
    await expect(box).toHaveAccessibleName('Enter your friend’s postcode to check availability');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    });
    await box.fill('hb1 1aa');
    await box.press('Enter');
    await page.waitForURL('**/address-finder');
    expect(calls, 'the search bar itself makes no call').toEqual([]);
    await expect(postcodeBox(page)).toHaveValue('HB1 1AA');
    await expect(page.getByRole('option')).toHaveCount(6);
  });

  test('searches with its button too', async ({ page }) => {
    await page.goto('/refer-a-friend');
    const search = page.getByRole('search');
    await search.getByPlaceholder('Search').fill('HB1 1AH');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/address-finder');
    await expect(postcodeBox(page)).toHaveValue('HB1 1AH');
    await expect(page.getByRole('option')).toHaveCount(1);
  });

  test.describe('before its page comes to life (no JavaScript)', () => {
    test.use({ javaScriptEnabled: false });

    test('the browser sends the search to the address finder itself', async ({ page }) => {
      await page.goto('/refer-a-friend');
      const search = page.getByRole('search');
      await search.getByPlaceholder('Search').fill('hb1 1ah');
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.pathname === '/address-finder');
      expect(new URL(page.url()).searchParams.get('postcode')).toBe('hb1 1ah');
    });
  });

  test('the address finder takes a search sent as ?postcode= and looks it up', async ({ page }) => {
    await page.goto('/address-finder?postcode=hb1%201ah');
    await expect(postcodeBox(page)).toHaveValue('HB1 1AH');
    await expect(page.getByRole('option')).toHaveCount(1);
    // The search is not kept in the address bar: a reload starts from what the visitor chose.
    await expect(page).toHaveURL(/\/address-finder$/);
  });
});

test.describe('the other new blocks render from the demo content', () => {
  test('relay video, image cards, card column, text with image, mascot and recommendation cards', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const relay = page.getByRole('region', { name: 'Contact 999 in British Sign Language' });
    await expect(relay.getByRole('list', { name: 'Get the app' }).getByRole('link')).toHaveCount(2);
    await expect(relay.getByRole('link', { name: 'Use 999 BSL in your web browser' })).toBeVisible();
    // The seeded explainer video loads under the page CSP (media-src 'self'), with its length and
    // its five English caption cues; the transcript opens from its summary.
    const video = relay.locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => ({
          metadata: element.readyState >= 1,
          seconds: Math.round(element.duration),
          cues: element.textTracks[0]?.cues?.length ?? 0,
          captions: element.textTracks[0]?.kind,
        })),
      )
      .toEqual({ metadata: true, seconds: 10, cues: 5, captions: 'captions' });
    await relay.getByText('Read the video transcript').click();
    await expect(relay.getByText('Sign which emergency service you need.')).toBeVisible();

    await page.goto('/coverage');
    const buildSteps = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'How full fibre reaches your street' }) });
    for (const alt of [
      'A surveyor checking a street’s ducts',
      'Engineers pulling fibre through a duct',
      'An engineer fitting a fibre box in a hallway',
    ]) {
      const image = buildSteps.getByRole('img', { name: alt });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }

    await page.goto('/network-status');
    await expect(page.getByRole('heading', { level: 3, name: 'Router light flashing red?' })).toBeVisible();

    await page.goto('/charity');
    await expect(page.getByRole('img', { name: 'Our team repairing a footpath' })).toBeAttached();

    await page.goto('/refer-a-friend');
    const mascotLink = page.getByRole('link', { name: 'Share your link with them' });
    await mascotLink.scrollIntoViewIfNeeded();
    const mascot = page.locator('img[alt=""][src*="sparky"]');
    await expect.poll(() => mascot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Drawn at the size its box keeps for it (128×96), whatever the picture’s own size.
    expect(await mascot.boundingBox()).toMatchObject({ width: 128, height: 96 });
    await mascotLink.click();
    await expect(page).toHaveURL(/#share$/);

    await page.goto('/speed-test');
    const plans = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Which plan suits you?' }) })
      .getByRole('article');
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText([
      'Fibre 150',
      'Fibre 400',
      'Fibre 900',
    ]);
    // The provider's demo catalogue, priced by the domain: standard 24-month prices before offers.
    await expect(plans.nth(0)).toContainText('£25 a month');
    await expect(plans.nth(1)).toContainText('£30 a month');
    await expect(plans.nth(2)).toContainText('£35 a month');
  });
});
