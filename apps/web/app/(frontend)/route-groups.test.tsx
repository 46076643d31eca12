// @vitest-environment jsdom
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { demoSiteNavigation } from '@/cms/seed/demo-navigation';
import ContentLayout from './(content)/layout';
import JourneyLayout from './(journey)/layout';

// The layouts read the header and footer from the CMS; here, its demo content.
vi.mock('@/cms/queries', () => ({
  getSiteNavigation: async () => demoSiteNavigation(),
  getPromoBanner: async () => ({
    displayOnPage: true,
    text: 'Fibre 900 for £32 a month: £3 off every month on our 24-month plan',
    theme: 'dark',
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
  }),
}));

// import.meta.dirname, not new URL(): under jsdom the URL class is the page's, not Node's.
const here = import.meta.dirname;

/** The URL of every page.tsx under a folder: route groups drop out, dynamic segments stay as written. */
function pagePaths(group: string): string[] {
  const root = join(here, group);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name === 'page.tsx') {
        const segments = relative(root, dir)
          .split(sep)
          .filter((segment) => segment !== '' && !segment.startsWith('('));
        found.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(root);
  return found.sort();
}

/** ordering-journey.md §2 'Footer': only these paths (and the checkout's steps) have the reduced footer. */
const JOURNEY_ROOTS = ['/service-available', '/extras', '/checkout'];
const isJourneyPath = (path: string) =>
  JOURNEY_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));

describe('the route groups choose the footer on the server', () => {
  it('puts the ordering steps, and only they, in (journey)', () => {
    const journey = pagePaths('(journey)');
    expect(journey).toEqual(expect.arrayContaining(JOURNEY_ROOTS));
    expect(journey.filter((path) => !isJourneyPath(path))).toEqual([]);
  });

  it('puts every other page in (content), /success among them when it comes', () => {
    const content = pagePaths('(content)');
    expect(content).toEqual(
      expect.arrayContaining(['/', '/address-finder', '/service-unavailable', '/[...missing]']),
    );
    expect(content.filter(isJourneyPath)).toEqual([]);
  });

  it('gives (journey) the reduced footer and (content) the full one', async () => {
    const journey = renderToStaticMarkup(await JourneyLayout({ children: 'Step' }));
    const content = renderToStaticMarkup(await ContentLayout({ children: 'Page' }));
    expect(journey).toContain('© All rights reserved');
    expect(journey).not.toContain('Cookie settings');
    expect(content).toContain('Cookie settings');
    // The promo banner runs on the content pages only (content-and-api.md §7).
    expect(content).toContain('Fibre 900 for £32 a month: £3 off every month on our 24-month plan');
    expect(journey).not.toContain('£3 off every month');
  });

  it('leaves app/ without a root layout, so the CMS admin can bring its own <html>', () => {
    expect(existsSync(join(here, '..', 'layout.tsx'))).toBe(false);
    expect(existsSync(join(here, 'layout.tsx'))).toBe(true);
  });

  it('answers unmatched URLs with a 404 page in each group', () => {
    expect(existsSync(join(here, '(content)', 'not-found.tsx'))).toBe(true);
    expect(existsSync(join(here, '(journey)', 'not-found.tsx'))).toBe(true);
  });
});
