import type { Metadata } from 'next';
import { RenderBlocks } from '@/blocks/render-blocks';
import { RenderHero } from '@/heroes/render-hero';
import type { Page } from '@/payload-types';

/** A CMS page's metadata: its title, description, keywords and no-index flag (§7 'Page shell'). */
export function pageMetadata(page: Page, { isRootPath }: { isRootPath: boolean }): Metadata {
  return {
    // The home page keeps the brand name alone (the root layout's default title).
    ...(isRootPath ? {} : { title: page.title }),
    ...(page.description ? { description: page.description } : {}),
    ...(page.keywords ? { keywords: page.keywords } : {}),
    ...(page.noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}

/** The JSON-LD of a page, escaped so it cannot close its script element. */
function structuredDataJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A CMS page: its hero, then its blocks, and its structured data when it has some. */
export function CmsPageView({
  page,
  isRootPath,
  nonce,
}: {
  page: Page;
  isRootPath: boolean;
  nonce?: string;
}) {
  return (
    <>
      <RenderHero hero={page.hero} isRootPath={isRootPath} />
      <RenderBlocks blocks={page.layout} />
      {page.structuredData ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped above; not executed.
          dangerouslySetInnerHTML={{ __html: structuredDataJson(page.structuredData) }}
        />
      ) : null}
    </>
  );
}
