import type { MetadataRoute } from 'next';
import { getMetadataDefaults } from '@/cms/queries';
import { serverEnv } from '@/lib/env';
import { siteOrigin } from '@/seo/request';
import { buildRobots } from '@/seo/robots';

// NO_INDEX and the metadata-defaults global are read when served, not when built.
export const dynamic = 'force-dynamic';

/** /robots.txt: the CMS, the JSON routes and the checkout disallowed, the sitemap named (decision 0309). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const [origin, defaults] = await Promise.all([siteOrigin(), getMetadataDefaults()]);
  return buildRobots({ origin, noIndex: serverEnv().noIndex || Boolean(defaults.noIndex) });
}
