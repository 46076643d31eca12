import { describe, expect, it } from 'vitest';
import { DEMO_FAQ_ITEMS } from '@/cms/seed/faq-items';
import { DEMO_METADATA } from '@/cms/seed/globals';
import { nonceFromPolicy } from './request';
import { buildRobots } from './robots';
import { buildSitemap } from './sitemap';
import { faqPageJsonLd, jsonLdText, markdownToPlainText, organizationJsonLd } from './structured-data';

const origin = 'https://www.heybroadband.example';

describe('buildSitemap', () => {
  const sitemap = buildSitemap({
    origin,
    pages: [
      { slug: 'home', updatedAt: '2026-11-20T10:00:00.000Z' },
      { slug: 'help', updatedAt: '2026-11-21T10:00:00.000Z' },
      { slug: 'hidden-offer', noIndex: true },
      { slug: 'checkout' },
      { slug: 'success' },
    ],
    legalPages: [
      { slug: 'terms', updatedAt: '2026-11-01T00:00:00.000Z' },
      { slug: 'privacy', updatedAt: '2026-11-05T00:00:00.000Z' },
    ],
    coverageAreas: [{ slug: 'demo-valley' }],
  });

  it("lists the published pages, /legal, each legal page, each coverage area and the code's content pages, sorted by path", () => {
    expect(sitemap.map((entry) => entry.url)).toEqual([
      `${origin}/`,
      `${origin}/accessibility`,
      `${origin}/coverage/location/demo-valley`,
      `${origin}/full-fibre`,
      `${origin}/help`,
      `${origin}/legal`,
      `${origin}/legal/page/privacy`,
      `${origin}/legal/page/terms`,
    ]);
  });

  it('leaves out no-index pages and the journey and checkout pages', () => {
    const urls = sitemap.map((entry) => entry.url).join(' ');
    expect(urls).not.toContain('hidden-offer');
    expect(urls).not.toContain('/checkout');
    expect(urls).not.toContain('/success');
  });

  it('dates each entry by its last change, /legal by its newest legal page', () => {
    expect(sitemap.find((entry) => entry.url === `${origin}/help`)?.lastModified).toBe(
      '2026-11-21T10:00:00.000Z',
    );
    expect(sitemap.find((entry) => entry.url === `${origin}/legal`)?.lastModified).toBe(
      '2026-11-05T00:00:00.000Z',
    );
    expect(sitemap.find((entry) => entry.url.endsWith('demo-valley'))).not.toHaveProperty('lastModified');
  });
});

describe('buildRobots', () => {
  it('disallows the admin, the CMS routes, the JSON routes and the checkout, and names the sitemap', () => {
    const robots = buildRobots({ origin, noIndex: false });
    expect(robots.sitemap).toBe(`${origin}/sitemap.xml`);
    expect(robots.rules).toEqual({
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/cms-api', '/api', '/checkout', '/cms-preview'],
    });
  });

  it('disallows everything on a host that must not be indexed', () => {
    expect(buildRobots({ origin, noIndex: true })).toEqual({ rules: { userAgent: '*', disallow: '/' } });
  });
});

describe('structured data', () => {
  it('builds the Organization from the metadata-defaults global, adding the site address', () => {
    const organization = organizationJsonLd({
      siteName: DEMO_METADATA.siteName,
      organisationStructuredData: DEMO_METADATA.organisationStructuredData,
      origin,
    });
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Hey!Broadband',
      url: `${origin}/`,
      telephone: '+448081570192',
    });
  });

  it('falls back to the brand name when staff gave no JSON object', () => {
    for (const given of [null, 'text', [1]]) {
      expect(
        organizationJsonLd({ siteName: 'Hey!Broadband', organisationStructuredData: given, origin }),
      ).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Hey!Broadband',
        url: `${origin}/`,
      });
    }
  });

  it('builds the FAQPage from the FAQ items, answers as plain text', () => {
    const items = DEMO_FAQ_ITEMS;
    const faqPage = faqPageJsonLd(items);
    expect(faqPage?.['@type']).toBe('FAQPage');
    const entities = faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities).toHaveLength(items.length);
    expect(entities[0]?.name).toBe(items[0]?.question);
    for (const entity of entities) expect(entity.acceptedAnswer.text).not.toMatch(/\]\(|\*\*/);
    expect(faqPageJsonLd([])).toBeNull();
  });

  it('turns markdown into plain text: link words kept, marks removed', () => {
    expect(markdownToPlainText('See **our** [speed test](/speed-test).\n\n- one\n- _two_')).toBe(
      'See our speed test. one two',
    );
  });

  it('escapes < so the JSON cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});

describe('nonceFromPolicy', () => {
  it('reads the nonce from a Content-Security-Policy', () => {
    expect(nonceFromPolicy("default-src 'self'; script-src 'self' 'nonce-AbC+/12=' 'strict-dynamic'")).toBe(
      'AbC+/12=',
    );
    expect(nonceFromPolicy("default-src 'self'")).toBeUndefined();
    expect(nonceFromPolicy(null)).toBeUndefined();
  });
});
