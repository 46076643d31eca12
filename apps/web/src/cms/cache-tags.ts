/**
 * The one map of the CMS's cache tags (decision 0303). Every cached front-end read is tagged from
 * here (src/cms/queries.ts) and every revalidate hook revalidates from here, so a read and the hook
 * that expires it can never disagree on a tag's spelling.
 */
export type CmsGlobalSlug =
  | 'header'
  | 'footer'
  | 'metadata-defaults'
  | 'promo-banner'
  | 'sales-countdown'
  | 'amazon-voucher-offer'
  | 'plan-chooser';

export const CACHE_TAGS = {
  /** One global's document. */
  global: (slug: CmsGlobalSlug) => `cms:global:${slug}`,
  /** One published page, by its slug ('home' is `/`). */
  page: (slug: string) => `cms:page:${slug}`,
  /** The list of published pages (sitemap). */
  pages: 'cms:pages',
  /** One legal page, by its slug. */
  legalPage: (slug: string) => `cms:legal-page:${slug}`,
  /** The list of legal pages (/legal). */
  legalPages: 'cms:legal-pages',
  /** Collections read whole by blocks, or populated into pages. */
  faqItems: 'cms:faq-items',
  coverageAreas: 'cms:coverage-areas',
  reviews: 'cms:reviews',
  charities: 'cms:charities',
  media: 'cms:media',
} as const;

/** The collections a page read populates (depth 1): a change to any of them expires page reads. */
const PAGE_POPULATED_TAGS = [CACHE_TAGS.media, CACHE_TAGS.faqItems] as const;

/** The tags a page read carries: its own, and those of what it populates. */
export function pageReadTags(slug: string): string[] {
  return [CACHE_TAGS.page(slug), ...PAGE_POPULATED_TAGS];
}

/** What to expire when a page changes: its slug now, its slug before (if renamed) and the list. */
export function pageChangeTags(slug: string | null | undefined, previousSlug?: string | null): string[] {
  const tags = new Set<string>([CACHE_TAGS.pages]);
  if (slug) tags.add(CACHE_TAGS.page(slug));
  if (previousSlug) tags.add(CACHE_TAGS.page(previousSlug));
  return [...tags];
}

/** What to expire when a legal page changes. */
export function legalPageChangeTags(slug: string | null | undefined, previousSlug?: string | null): string[] {
  const tags = new Set<string>([CACHE_TAGS.legalPages]);
  if (slug) tags.add(CACHE_TAGS.legalPage(slug));
  if (previousSlug) tags.add(CACHE_TAGS.legalPage(previousSlug));
  return [...tags];
}
