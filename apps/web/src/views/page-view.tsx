import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { RenderBlocks } from '@/blocks/render-blocks';
import { LivePreviewListener } from '@/cms/live-preview/listener.lazy';
import { RenderHero } from '@/heroes/render-hero';
import type { FaqItem, Page } from '@/payload-types';
import { JsonLdScript } from '@/seo/json-ld';
import { requestNonce } from '@/seo/request';
import { faqPageJsonLd } from '@/seo/structured-data';

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

/** The questions the page's FAQ blocks show, once each (populated at depth 1; hidden ones left out). */
function pageFaqItems(page: Pick<Page, 'layout'>): FaqItem[] {
  const items = new Map<number, FaqItem>();
  for (const block of page.layout ?? []) {
    if (block.blockType !== 'faq-accordion') continue;
    for (const item of block.faqs ?? []) {
      if (typeof item === 'object' && item.display !== false) items.set(item.id, item);
    }
  }
  return [...items.values()];
}

/**
 * A CMS page: its hero, then its blocks, and its structured data: staff's own JSON-LD when given,
 * and a FAQPage when its blocks show questions (/help), each with the response's CSP nonce. Staff
 * previewing a draft also get the live preview's listener (decision 0313).
 */
export async function CmsPageView({ page, isRootPath }: { page: Page; isRootPath: boolean }) {
  const nonce = await requestNonce();
  const { isEnabled: previewing } = await draftMode();
  const faqPage = faqPageJsonLd(pageFaqItems(page));
  return (
    <>
      <RenderHero hero={page.hero} isRootPath={isRootPath} />
      <RenderBlocks blocks={page.layout} />
      {page.structuredData ? <JsonLdScript data={page.structuredData} nonce={nonce} /> : null}
      {faqPage ? <JsonLdScript data={faqPage} nonce={nonce} /> : null}
      {previewing ? <LivePreviewListener /> : null}
    </>
  );
}
