import type { APIRequestContext } from '@playwright/test';

/** The demo pages of demo-data.md the CMS serves (the legal pages and coverage areas aside). */
export const DEMO_PAGE_PATHS = [
  '/',
  '/help',
  '/coverage',
  '/contact-us',
  '/network-status',
  '/charity',
  '/speed-test',
  '/refer-a-friend',
  '/legal',
  // The heroes and commerce blocks' pages (decision 0350).
  '/bundles',
  '/add-ons',
  '/deals',
  '/landlords',
] as const;

/** Paths a crawl never follows: the site's own JSON routes, the CMS's routes and its admin. */
const SKIPPED_PREFIXES = ['/api/', '/cms-api/', '/admin', '/_next/'];

/** The same-origin paths (with their query, without the fragment) of every `<a href>` in the HTML. */
export function internalLinks(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = (match[1] ?? '').replace(/&amp;/g, '&').trim();
    if (raw === '' || raw.startsWith('#') || /^(tel|mailto|javascript):/i.test(raw)) continue;
    const url = new URL(raw, pageUrl);
    if (url.origin !== origin) continue;
    if (
      SKIPPED_PREFIXES.some(
        (prefix) => url.pathname === prefix.replace(/\/$/, '') || url.pathname.startsWith(prefix),
      )
    )
      continue;
    found.add(`${url.pathname}${url.search}`);
  }
  return [...found];
}

/** The slugs of the coverage areas the public reads from the CMS (each has a page under /coverage/location). */
export async function publishedCoverageSlugs(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/cms-api/coverage-areas?limit=100&depth=0');
  if (!response.ok()) throw new Error(`coverage areas: HTTP ${response.status()}`);
  const body = (await response.json()) as { docs: { slug: string }[] };
  return body.docs.map((area) => area.slug);
}

/** The slugs of the published legal pages (/legal/page/{slug}). */
export async function publishedLegalSlugs(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/cms-api/legal-pages?limit=100&depth=0');
  if (!response.ok()) throw new Error(`legal pages: HTTP ${response.status()}`);
  const body = (await response.json()) as { docs: { slug: string }[] };
  return body.docs.map((page) => page.slug);
}
