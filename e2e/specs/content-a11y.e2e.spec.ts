import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PAGE_PATHS, publishedLegalSlugs } from '../support/content';

test.describe('content pages accessibility', () => {
  test('axe finds no serious or critical violation on any demo page', async ({ page, request }) => {
    test.setTimeout(120_000);
    const paths = [
      ...DEMO_PAGE_PATHS,
      ...(await publishedLegalSlugs(request)).map((slug) => `/legal/page/${slug}`),
      '/coverage/location/demo-valley',
    ];
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
});
