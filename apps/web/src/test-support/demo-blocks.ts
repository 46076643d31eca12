import { demoPages, type PageRefs } from '@/cms/seed/pages';
import type { Media, Page } from '@/payload-types';

type LayoutBlock = NonNullable<Page['layout']>[number];

/** The ids a test gives the seed's pages in place of uploaded documents. */
export const TEST_PAGE_REFS: PageRefs = {
  faqIds: [],
  heroImageId: 1,
  bannerImageId: 2,
  downloadFileId: 3,
  phone: '0808 157 0192',
  openingHours: 'Mon to Fri 8am to 8pm',
};

/** The first block of a type on a demo page, as the seed writes it (throws if the page has none). */
export function demoBlock<T extends LayoutBlock['blockType']>(
  pageSlug: string,
  blockType: T,
): Extract<LayoutBlock, { blockType: T }> {
  const block = demoPages(TEST_PAGE_REFS)
    .find((page) => page.slug === pageSlug)
    ?.layout?.find((entry): entry is Extract<LayoutBlock, { blockType: T }> => entry.blockType === blockType);
  if (!block) throw new Error(`no ${blockType} block on the demo page ${pageSlug}`);
  return block;
}

/** A media document as Payload populates it at depth 1 (a 1600 × 1000 picture, as the seed's scenes). */
export function testMedia(id: number, alt: string): Media {
  const url = `/cms-api/media/file/demo-${id}.png`;
  return {
    id,
    alt,
    url,
    filename: `demo-${id}.png`,
    mimeType: 'image/png',
    filesize: 48_000,
    width: 1600,
    height: 1000,
    sizes: {
      thumbnail: { url: `/cms-api/media/file/demo-${id}-400x300.png`, width: 400, height: 300 },
      card: { url: `/cms-api/media/file/demo-${id}-768x480.png`, width: 768, height: 480 },
      large: { url, width: 1600, height: 1000 },
    },
    updatedAt: '',
    createdAt: '',
  };
}
