import 'server-only';
import type { RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { unstable_cache } from 'next/cache';
import { draftMode, headers } from 'next/headers';
import { cache } from 'react';
import type { SiteNavigation } from '@/cms/navigation-data';
import type { CoverageArea, LegalPage, Page, Review } from '@/payload-types';
import { CACHE_TAGS, type CmsGlobalSlug, legalPageChangeTags, pageReadTags } from './cache-tags';
import { cmsPayload } from './payload-client';
import { type MenuPage, toSiteNavigation, withMenuPages } from './site-navigation';

/**
 * Every front-end read of the CMS (decision 0303): as the public (`overrideAccess: false`, so only
 * published documents), cached in Next.js's data cache under tags from cache-tags.ts, which the
 * collections' and globals' hooks expire on publish. A page in draft mode (a signed-in editor's
 * preview) reads uncached, as that editor.
 *
 * Each read is also wrapped in React's `cache` (decision 0601): a hit in the data cache still parses
 * the stored JSON, and a page reads the same entries more than once (the root and content layouts
 * both draw the navigation, generateMetadata and the page both read the page), so one request reads
 * and parses each entry once. React's cache lives for one server request only, so a publish is seen
 * by the next request as before.
 */

async function readPage(slug: string): Promise<Page | null> {
  const payload = await cmsPayload();
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  });
  return docs[0] ?? null;
}

/** A published page by slug, or, in an editor's draft mode, its latest draft. */
export const getPage = cache(async (slug: string): Promise<Page | null> => {
  const draft = await draftMode();
  if (draft.isEnabled) {
    const payload = await cmsPayload();
    const { user } = await payload.auth({ headers: await headers() });
    if (user) {
      const { docs } = await payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        depth: 1,
        limit: 1,
        draft: true,
        overrideAccess: false,
        user,
      });
      return docs[0] ?? null;
    }
  }
  return unstable_cache(() => readPage(slug), ['cms-page', slug], { tags: pageReadTags(slug) })();
});

/** The published pages' slugs, no-index flags and last changes (sitemap.xml). */
export const getPublishedPageSummaries = cache(
  unstable_cache(
    async (): Promise<Pick<Page, 'slug' | 'noIndex' | 'updatedAt'>[]> => {
      const payload = await cmsPayload();
      const { docs } = await payload.find({
        collection: 'pages',
        depth: 0,
        limit: 1000,
        overrideAccess: false,
        select: { slug: true, noIndex: true, updatedAt: true },
      });
      return docs.map((page) => ({ slug: page.slug, noIndex: page.noIndex, updatedAt: page.updatedAt }));
    },
    ['cms-page-summaries'],
    { tags: [CACHE_TAGS.pages] },
  ),
);

export const getLegalPages = cache(
  unstable_cache(
    async (): Promise<LegalPage[]> => {
      const payload = await cmsPayload();
      const { docs } = await payload.find({
        collection: 'legal-pages',
        depth: 0,
        limit: 100,
        overrideAccess: false,
      });
      return docs;
    },
    ['cms-legal-pages'],
    { tags: [CACHE_TAGS.legalPages] },
  ),
);

export const getLegalPage = cache(
  (slug: string): Promise<LegalPage | null> =>
    unstable_cache(
      async () => {
        const payload = await cmsPayload();
        const { docs } = await payload.find({
          collection: 'legal-pages',
          where: { slug: { equals: slug } },
          depth: 1,
          limit: 1,
          overrideAccess: false,
        });
        return docs[0] ?? null;
      },
      ['cms-legal-page', slug],
      { tags: legalPageChangeTags(slug) },
    )(),
);

/** Every coverage area, sorted by name, with its image. */
export const getCoverageAreas = cache(
  unstable_cache(
    async (): Promise<CoverageArea[]> => {
      const payload = await cmsPayload();
      const { docs } = await payload.find({
        collection: 'coverage-areas',
        depth: 1,
        limit: 1000,
        sort: 'name',
        overrideAccess: false,
      });
      return docs;
    },
    ['cms-coverage-areas'],
    { tags: [CACHE_TAGS.coverageAreas, CACHE_TAGS.media] },
  ),
);

/**
 * The areas the address step routes to register interest: every area not yet AVAILABLE, with the
 * postcodes it matches (decision 0306). The rule itself stays in packages/domain.
 */
export async function getRegisterInterestAreas(): Promise<RegisterInterestArea[]> {
  const areas = await getCoverageAreas();
  return areas
    .filter((area) => area.availability !== 'AVAILABLE')
    .map((area) => ({
      slug: area.slug,
      name: area.name,
      postcodes: (area.postcodes ?? []).map((entry) => entry.postcode),
    }));
}

/** Reviews of 4 and 5 stars only, for the strip and the carousel (content-and-api.md §7). */
export const getTopReviews = cache(
  unstable_cache(
    async (): Promise<Review[]> => {
      const payload = await cmsPayload();
      const { docs } = await payload.find({
        collection: 'reviews',
        where: { stars: { greater_than_equal: 4 } },
        depth: 0,
        limit: 20,
        overrideAccess: false,
      });
      return docs;
    },
    ['cms-top-reviews'],
    { tags: [CACHE_TAGS.reviews] },
  ),
);

const getGlobal = cache(<T extends CmsGlobalSlug>(slug: T) =>
  unstable_cache(
    async () => {
      const payload = await cmsPayload();
      return payload.findGlobal({ slug, depth: 1, overrideAccess: false });
    },
    ['cms-global', slug],
    { tags: [CACHE_TAGS.global(slug)] },
  )(),
);

export const getMetadataDefaults = () => getGlobal('metadata-defaults');
export const getSalesCountdown = () => getGlobal('sales-countdown');
export const getPromoBanner = () => getGlobal('promo-banner');
export const getAmazonVoucherOffer = () => getGlobal('amazon-voucher-offer');
export const getPlanChooser = () => getGlobal('plan-chooser');

/** The published pages staff put in the header or footer menu from the page (decision 0504), by title. */
export const getMenuPages = cache(
  unstable_cache(
    async (): Promise<MenuPage[]> => {
      const payload = await cmsPayload();
      const { docs } = await payload.find({
        collection: 'pages',
        where: { or: [{ 'menu.header': { equals: true } }, { 'menu.footer': { equals: true } }] },
        depth: 0,
        limit: 50,
        sort: 'title',
        overrideAccess: false,
        select: { title: true, slug: true, menu: true },
      });
      return docs;
    },
    ['cms-menu-pages'],
    { tags: [CACHE_TAGS.pages] },
  ),
);

/**
 * The header and footer as the layout components take them, from the header, footer and metadata
 * globals, with the pages put in a menu from the page itself.
 */
export const getSiteNavigation = cache(async (): Promise<SiteNavigation> => {
  const [header, footer, meta, menuPages] = await Promise.all([
    getGlobal('header'),
    getGlobal('footer'),
    getGlobal('metadata-defaults'),
    getMenuPages(),
  ]);
  return withMenuPages(toSiteNavigation(header, footer, meta), menuPages);
});
