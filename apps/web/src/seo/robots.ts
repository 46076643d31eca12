import type { MetadataRoute } from 'next';

/** Never crawled: the CMS's admin and routes, the site's JSON routes, the checkout, staff previews. */
const DISALLOWED_PATHS = ['/admin', '/cms-api', '/api', '/checkout', '/cms-preview'] as const;

/**
 * robots.txt (decision 0309). A host that must not be indexed (NO_INDEX, or the metadata-defaults
 * global's flag) disallows everything and names no sitemap.
 */
export function buildRobots({ origin, noIndex }: { origin: string; noIndex: boolean }): MetadataRoute.Robots {
  if (noIndex) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
