import { expect, test } from '../fixtures/test';

test.describe('search engines', () => {
  test('robots.txt disallows the CMS, the JSON routes and the checkout; sitemap.xml lists the published pages only', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/admin', '/cms-api', '/api', '/checkout'])
      expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] as string).pathname,
    );
    for (const path of [
      '/',
      '/help',
      '/coverage',
      '/legal',
      '/legal/page/terms',
      '/coverage/location/demo-valley',
    ])
      expect(paths).toContain(path);
    expect(
      paths.filter((path) => /^\/(checkout|address-finder|service-available|extras|api|admin)/.test(path)),
    ).toEqual([]);
  });

  test('every page carries the Organization, /help its FAQPage, as JSON-LD with the CSP nonce', async ({
    page,
  }) => {
    const response = await page.goto('/help');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const blocks = page.locator('script[type="application/ld+json"]');
    const data = (await blocks.allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(data.map((entry) => entry['@type']).sort()).toEqual(['FAQPage', 'Organization']);
    // The browser hides a nonce from the DOM attribute once applied; the property keeps it.
    const nonces = await blocks.evaluateAll((scripts) =>
      scripts.map((script) => (script as HTMLScriptElement).nonce),
    );
    expect(nonces).toEqual(nonces.map(() => nonce));
    const faq = data.find((entry) => entry['@type'] === 'FAQPage') as { mainEntity: unknown[] };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(10);
  });
});
