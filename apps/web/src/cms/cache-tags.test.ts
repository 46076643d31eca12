import { describe, expect, it } from 'vitest';
import { CACHE_TAGS, legalPageChangeTags, pageChangeTags, pageReadTags } from './cache-tags';

describe('the CMS cache-tag map', () => {
  it('names each global, page and collection tag once, without collisions', () => {
    const tags = [
      CACHE_TAGS.global('header'),
      CACHE_TAGS.global('footer'),
      CACHE_TAGS.global('metadata-defaults'),
      CACHE_TAGS.global('promo-banner'),
      CACHE_TAGS.global('sales-countdown'),
      CACHE_TAGS.page('help'),
      CACHE_TAGS.legalPage('help'),
      CACHE_TAGS.pages,
      CACHE_TAGS.legalPages,
      CACHE_TAGS.faqItems,
      CACHE_TAGS.coverageAreas,
      CACHE_TAGS.reviews,
      CACHE_TAGS.charities,
      CACHE_TAGS.media,
    ];
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('expires what a page read carries when that page is published', () => {
    const changed = pageChangeTags('help');
    expect(changed).toContain(CACHE_TAGS.page('help'));
    expect(pageReadTags('help')).toContain(CACHE_TAGS.page('help'));
    // Another page's reads are left alone.
    expect(changed).not.toContain(CACHE_TAGS.page('coverage'));
  });

  it('expires the old slug too when a page is renamed, and the list every time', () => {
    expect(pageChangeTags('support', 'help').sort()).toEqual(
      [CACHE_TAGS.pages, CACHE_TAGS.page('support'), CACHE_TAGS.page('help')].sort(),
    );
    expect(legalPageChangeTags('terms')).toEqual([CACHE_TAGS.legalPages, CACHE_TAGS.legalPage('terms')]);
  });

  it('expires page reads when a FAQ item or a media file they populate changes', () => {
    expect(pageReadTags('help')).toEqual(expect.arrayContaining([CACHE_TAGS.faqItems, CACHE_TAGS.media]));
  });
});
