import { expect, test } from '../fixtures/test';
import { internalLinks, publishedCoverageSlugs } from '../support/content';

/** A bound on the crawl, far above the site's size, so a link loop cannot run the test to its timeout. */
const MAX_PAGES = 150;

test.describe('content crawl', () => {
  test('every internal link from / (header, footer and page bodies) leads to a page, never a 404 or 5xx', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    // The coverage listing shows 6 areas before 'Load more'; every area's page is a link target too.
    const areaPaths = (await publishedCoverageSlugs(request)).map((slug) => `/coverage/location/${slug}`);
    const queue: string[] = ['/', ...areaPaths];
    const seen = new Set(queue);
    const linkedFrom = new Map<string, string>(queue.map((path) => [path, 'start']));
    const broken: string[] = [];
    while (queue.length > 0 && seen.size <= MAX_PAGES) {
      const path = queue.shift() as string;
      // Redirects (the journey pages with nothing chosen) are followed; their end must be a page.
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      const html = await response.text();
      if (response.status() >= 400 || html.includes('<title>Page not found')) {
        broken.push(`${path} → ${response.status()} (linked from ${linkedFrom.get(path)})`);
        continue;
      }
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
      for (const link of internalLinks(html, response.url())) {
        if (seen.has(link)) continue;
        seen.add(link);
        linkedFrom.set(link, path);
        queue.push(link);
      }
    }
    expect(broken, 'broken internal links').toEqual([]);
    expect(seen.size, 'the crawl stayed within its bound').toBeLessThanOrEqual(MAX_PAGES);
    // The demo site has some 30 linked pages: far fewer means the links were not found.
    expect(seen.size).toBeGreaterThanOrEqual(25);
    // The header's and footer's eight content links were reached.
    for (const path of [
      '/help',
      '/coverage',
      '/contact-us',
      '/network-status',
      '/charity',
      '/speed-test',
      '/refer-a-friend',
      '/legal',
    ])
      expect(seen.has(path), `${path} is linked from the site`).toBe(true);
  });
});
