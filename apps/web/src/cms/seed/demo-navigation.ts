import type { SiteNavigation } from '@/cms/navigation-data';
import { toSiteNavigation } from '../site-navigation';
import { DEMO_FOOTER, DEMO_HEADER, DEMO_METADATA } from './globals';

/** The seeded header and footer as the site shows them: for component tests. */
export function demoSiteNavigation(): SiteNavigation {
  return toSiteNavigation(DEMO_HEADER, DEMO_FOOTER, DEMO_METADATA);
}
