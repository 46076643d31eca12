import type { MetadataRoute } from 'next';

/** The journey and checkout pages: never in the sitemap, whatever a CMS page's slug says. */
const JOURNEY_PATH_PREFIXES = [
  '/address-finder',
  '/service-available',
  '/service-unavailable',
  '/service-property-confirmation',
  '/extras',
  '/checkout',
  '/success',
  '/ots',
  '/error',
] as const;

interface SitemapPage {
  slug: string;
  noIndex?: boolean | null;
  updatedAt?: string | null;
}

export interface SitemapInput {
  /** The public origin, without a trailing slash (https://www.example.co.uk). */
  origin: string;
  /** Published CMS pages ('home' is `/`). */
  pages: readonly SitemapPage[];
  /** Published legal pages (/legal and /legal/page/{slug}). */
  legalPages: readonly Omit<SitemapPage, 'noIndex'>[];
  /** Coverage areas (/coverage/location/{slug}). */
  coverageAreas: readonly Omit<SitemapPage, 'noIndex'>[];
}

/** Content pages written in code, not the CMS, that every install has (decisions 0682, 0684). */
const CODE_CONTENT_PATHS = ['/accessibility', '/full-fibre'] as const;

function isJourneyPath(path: string): boolean {
  return JOURNEY_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function latest(dates: readonly (string | null | undefined)[]): string | undefined {
  const times = dates.flatMap((date) => (date ? [Date.parse(date)] : [])).filter(Number.isFinite);
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : undefined;
}

/**
 * sitemap.xml's entries (decision 0309): every published page not marked no-index, /legal and each legal
 * page, each coverage area's page, the code's own content pages (/accessibility, /full-fibre); never a
 * journey or checkout page. Sorted by path, one per path.
 */
export function buildSitemap(input: SitemapInput): MetadataRoute.Sitemap {
  const entries = new Map<string, string | undefined>();
  for (const page of input.pages) {
    if (page.noIndex) continue;
    entries.set(page.slug === 'home' ? '/' : `/${page.slug}`, page.updatedAt ?? undefined);
  }
  if (input.legalPages.length > 0)
    entries.set('/legal', latest(input.legalPages.map((page) => page.updatedAt)));
  for (const page of input.legalPages) entries.set(`/legal/page/${page.slug}`, page.updatedAt ?? undefined);
  for (const area of input.coverageAreas)
    entries.set(`/coverage/location/${area.slug}`, area.updatedAt ?? undefined);
  for (const path of CODE_CONTENT_PATHS) if (!entries.has(path)) entries.set(path, undefined);
  return [...entries]
    .filter(([path]) => !isJourneyPath(path))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, lastModified]) => ({
      url: `${input.origin}${path}`,
      ...(lastModified ? { lastModified } : {}),
    }));
}
