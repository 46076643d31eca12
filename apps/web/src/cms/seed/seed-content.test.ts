import { areaCoversPostcode } from '@fibre/domain/register-interest-area';
import { describe, expect, it } from 'vitest';
import { AVAILABILITIES, FAQ_CATEGORIES } from '@/cms/vocabulary';
import { DEMO_COVERAGE_AREAS } from './coverage-areas';
import { DEMO_FAQ_ITEMS } from './faq-items';
import { DEMO_FOOTER, DEMO_HEADER, daysFrom } from './globals';
import { DEMO_LEGAL_PAGES, demoPages } from './pages';
import { DEMO_REVIEWS } from './reviews-and-charities';

const pages = demoPages({
  faqIds: [1, 2],
  heroImageId: 1,
  bannerImageId: 2,
  downloadFileId: 3,
  phone: '0808 157 0192',
  openingHours: 'Mon to Fri',
});

describe('the demo content (demo-data.md)', () => {
  it('has at least 14 coverage areas over at least 3 counties, with every availability', () => {
    expect(DEMO_COVERAGE_AREAS.length).toBeGreaterThanOrEqual(14);
    expect(new Set(DEMO_COVERAGE_AREAS.map((area) => area.county)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(DEMO_COVERAGE_AREAS.map((area) => area.availability))).toEqual(new Set(AVAILABILITIES));
    expect(new Set(DEMO_COVERAGE_AREAS.map((area) => area.slug)).size).toBe(DEMO_COVERAGE_AREAS.length);
  });

  it('has demo-valley in Demoshire, being built, matching HB1 1AD and no other demo area matching it', () => {
    const valley = DEMO_COVERAGE_AREAS.find((area) => area.slug === 'demo-valley');
    expect(valley).toMatchObject({ county: 'Demoshire', availability: 'BUILDING' });
    const matching = DEMO_COVERAGE_AREAS.filter((area) => areaCoversPostcode(area, 'HB1 1AD'));
    expect(matching.map((area) => area.slug)).toEqual(['demo-valley']);
    // The journey's orderable demo address stays orderable.
    expect(DEMO_COVERAGE_AREAS.some((area) => areaCoversPostcode(area, 'HB1 1AA'))).toBe(false);
  });

  it('has at least 10 FAQ items over the four categories', () => {
    expect(DEMO_FAQ_ITEMS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(DEMO_FAQ_ITEMS.flatMap((item) => item.category))).toEqual(new Set(FAQ_CATEGORIES));
  });

  it('has every page the header and footer link to, and the legal pages', () => {
    const slugs = new Set(pages.map((page) => `/${page.slug === 'home' ? '' : page.slug}`));
    slugs.add('/legal');
    const links = [
      ...DEMO_HEADER.menu.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]),
      ...DEMO_FOOTER.columns.flatMap((column) => column.links.map((link) => link.href)),
    ].filter(
      (href): href is string =>
        typeof href === 'string' &&
        !href.startsWith('/address-finder') &&
        !href.startsWith('/service-available'),
    );
    for (const href of links) expect(slugs, href).toContain(href);
    expect(DEMO_LEGAL_PAGES.map((page) => page.slug)).toEqual(['terms', 'privacy', 'cookie-policy']);
  });

  it('has mostly 4 and 5 star reviews, and a couple lower', () => {
    const high = DEMO_REVIEWS.filter((review) => review.stars >= 4).length;
    expect(high).toBeGreaterThan(DEMO_REVIEWS.length / 2);
    expect(DEMO_REVIEWS.filter((review) => review.stars < 4).length).toBeGreaterThanOrEqual(2);
  });

  it('dates offers from the day the seed runs', () => {
    expect(daysFrom(new Date('2026-11-24T00:00:00Z'), 14)).toBe('2026-12-08T00:00:00.000Z');
  });
});
