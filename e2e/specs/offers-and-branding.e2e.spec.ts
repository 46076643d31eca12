import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { WEB_URL } from '../support/environment';
import { signInAsStaff } from '../support/staff';

test.describe('offers the catalogue has (decision 0450)', () => {
  test('refer-a-friend promises the friend FRIEND50’s £50 off, and nothing the catalogue lacks', async ({
    page,
  }) => {
    await page.goto('/refer-a-friend');
    const main = page.getByRole('main');
    await expect(main).toContainText('Your friend gets £50 off their full fibre with the code FRIEND50.');
    await expect(main).not.toContainText(/month free|half price/i);
  });

  test('staff cannot save a promo banner promising an offer the catalogue lacks, and see why', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const before = (await (await request.get('/cms-api/globals/promo-banner?depth=0')).json()) as {
      text: string;
    };
    await signInAsStaff(page);
    await page.goto('/admin/globals/promo-banner');
    const text = page.locator('#field-text');
    await expect(text).toHaveValue(before.text, { timeout: 20_000 });
    const save = page.getByRole('button', { name: 'Save' });
    // Typed before the admin's form has hydrated, the change goes unseen and Save stays disabled.
    await expect(async () => {
      await text.fill('');
      await text.fill('Half price for 6 months on 900 Mbps');
      await expect(save).toBeEnabled({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await save.click();
    await expect(
      page.getByText(
        "'Half price' is not in the catalogue: name a live promotion or price, or take the claim out.",
      ),
    ).toBeVisible({ timeout: 15_000 });

    // Nothing was saved: visitors still see the catalogue's offer.
    const after = (await (await request.get('/cms-api/globals/promo-banner?depth=0')).json()) as {
      text: string;
    };
    expect(after.text).toBe(before.text);
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Offer' })).toContainText(before.text);
  });
});

test.describe('branding (decision 0451)', () => {
  test('every page links the favicon set, and each icon is served', async ({ page, request }) => {
    await page.goto('/');
    const head = page.locator('head');
    const svg = await head.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
    const ico = await head.locator('link[rel="icon"][href*="favicon.ico"]').getAttribute('href');
    const apple = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('sizes', '180x180');
    for (const [href, type] of [
      [svg, 'image/svg+xml'],
      [ico, 'image/x-icon'],
      [apple, 'image/png'],
    ] as const) {
      expect(href, type).toBeTruthy();
      const response = await request.get(new URL(href ?? '', WEB_URL).toString());
      expect(response.status(), href ?? '').toBe(200);
      expect(response.headers()['content-type'], href ?? '').toContain(type);
    }
    await page.goto('/help');
    await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
  });

  test('the demo pictures are drawn artwork, sized before they load', async ({ page }) => {
    await page.goto('/refer-a-friend');
    const pictures = page.locator('main img[src*="/cms-api/media/file/"]');
    await expect(pictures.first()).toBeVisible();
    const sizes = await pictures.evaluateAll((images) =>
      images.map((image) => ({
        src: image.getAttribute('src') ?? '',
        width: Number(image.getAttribute('width')),
        height: Number(image.getAttribute('height')),
      })),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    for (const size of sizes) {
      expect(size.src).toMatch(/\.webp$/);
      expect(size.width, size.src).toBeGreaterThan(0);
      expect(size.height, size.src).toBeGreaterThan(0);
    }
    await pictures.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        pictures.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });
});
