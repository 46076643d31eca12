import type { MetadataRoute } from 'next';
import { getCoverageAreas, getLegalPages, getPublishedPageSummaries } from '@/cms/queries';
import { siteOrigin } from '@/seo/request';
import { buildSitemap } from '@/seo/sitemap';

// Read per request from the CMS's cached reads: the build has no CMS database (decision 0303).
export const dynamic = 'force-dynamic';

/** /sitemap.xml from the published pages, legal pages and coverage areas (decision 0309). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [origin, pages, legalPages, coverageAreas] = await Promise.all([
    siteOrigin(),
    getPublishedPageSummaries(),
    getLegalPages(),
    getCoverageAreas(),
  ]);
  return buildSitemap({ origin, pages, legalPages, coverageAreas });
}
