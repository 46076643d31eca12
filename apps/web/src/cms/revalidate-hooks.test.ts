import type { CollectionConfig, GlobalConfig } from 'payload';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => {
    expired.push(tag);
  },
}));

const { coverageAreasCollectionConfig } = await import('@/collections/coverage-areas');
const { faqItemsCollectionConfig } = await import('@/collections/faq-items');
const { legalPagesCollectionConfig } = await import('@/collections/legal-pages');
const { mediaCollectionConfig } = await import('@/collections/media');
const { pagesCollectionConfig } = await import('@/collections/pages');
const { reviewsCollectionConfig } = await import('@/collections/reviews');
const { amazonVoucherOfferGlobalConfig } = await import('@/globals/amazon-voucher-offer/config');
const { footerGlobalConfig } = await import('@/globals/footer/config');
const { headerGlobalConfig } = await import('@/globals/header/config');
const { metadataDefaultsGlobalConfig } = await import('@/globals/metadata-defaults/config');
const { planChooserGlobalConfig } = await import('@/globals/plan-chooser/config');
const { promoBannerGlobalConfig } = await import('@/globals/promo-banner/config');
const { salesCountdownGlobalConfig } = await import('@/globals/sales-countdown/config');
const { CACHE_TAGS } = await import('./cache-tags');

// Hooks take Payload's whole argument object; these tests give the parts ours read (doc,
// previousDoc, req.context), so the argument is loosely typed here.
// biome-ignore lint/suspicious/noExplicitAny: a partial Payload hook argument, see above.
type LooseHook = (args: any) => unknown;

async function runHooks(
  hooks: readonly unknown[] | undefined,
  args: Record<string, unknown>,
): Promise<string[]> {
  expired.length = 0;
  for (const hook of hooks ?? []) await (hook as LooseHook)({ req: { context: {} }, ...args });
  return [...expired];
}

/** What publishing (afterChange) and deleting (afterDelete) a document of the collection expire. */
async function collectionExpires(config: CollectionConfig, doc: Record<string, unknown>, previousDoc = doc) {
  return {
    change: await runHooks(config.hooks?.afterChange, { doc, previousDoc, operation: 'update' }),
    remove: await runHooks(config.hooks?.afterDelete, { doc, id: 1 }),
  };
}

beforeEach(() => {
  expired.length = 0;
});

/**
 * Every read in queries.ts carries tags from cache-tags.ts; these say that publishing, unpublishing
 * (an afterChange to a draft) and deleting each document the reads hold expires those tags, so a
 * hook that lost one fails here (decision 0601).
 */
describe("the CMS's revalidate hooks expire every tag a cached read carries", () => {
  it('a page: its own tag (getPage), and the list (sitemap, menu pages)', async () => {
    const { change, remove } = await collectionExpires(pagesCollectionConfig, {
      slug: 'help',
      _status: 'published',
    });
    for (const tags of [change, remove])
      expect(tags).toEqual(expect.arrayContaining([CACHE_TAGS.page('help'), CACHE_TAGS.pages]));
    const unpublished = await runHooks(pagesCollectionConfig.hooks?.afterChange, {
      doc: { slug: 'help', _status: 'draft' },
      previousDoc: { slug: 'help', _status: 'published' },
    });
    expect(unpublished).toEqual(expect.arrayContaining([CACHE_TAGS.page('help'), CACHE_TAGS.pages]));
    const renamed = await runHooks(pagesCollectionConfig.hooks?.afterChange, {
      doc: { slug: 'support' },
      previousDoc: { slug: 'help' },
    });
    expect(renamed).toEqual(expect.arrayContaining([CACHE_TAGS.page('support'), CACHE_TAGS.page('help')]));
  });

  it('a legal page: its own tag and the list', async () => {
    const { change, remove } = await collectionExpires(legalPagesCollectionConfig, { slug: 'terms' });
    for (const tags of [change, remove]) {
      expect(tags).toEqual(expect.arrayContaining([CACHE_TAGS.legalPage('terms'), CACHE_TAGS.legalPages]));
    }
  });

  it.each([
    ['faq-items', faqItemsCollectionConfig, CACHE_TAGS.faqItems],
    ['coverage-areas', coverageAreasCollectionConfig, CACHE_TAGS.coverageAreas],
    ['reviews', reviewsCollectionConfig, CACHE_TAGS.reviews],
    ['media', mediaCollectionConfig, CACHE_TAGS.media],
  ] as const)('%s: its tag, on change and on delete', async (_slug, config, tag) => {
    const { change, remove } = await collectionExpires(config, { id: 1 });
    expect(change).toContain(tag);
    expect(remove).toContain(tag);
  });

  it.each([
    ['header', headerGlobalConfig],
    ['footer', footerGlobalConfig],
    ['metadata-defaults', metadataDefaultsGlobalConfig],
    ['promo-banner', promoBannerGlobalConfig],
    ['sales-countdown', salesCountdownGlobalConfig],
    ['amazon-voucher-offer', amazonVoucherOfferGlobalConfig],
    ['plan-chooser', planChooserGlobalConfig],
  ] as const)('the %s global: its tag', async (slug, config: GlobalConfig) => {
    expect(await runHooks(config.hooks?.afterChange, { doc: {}, previousDoc: {} })).toContain(
      CACHE_TAGS.global(slug),
    );
  });

  it('the seed expires nothing (context.disableRevalidate)', async () => {
    expired.length = 0;
    for (const hook of pagesCollectionConfig.hooks?.afterChange ?? []) {
      await (hook as LooseHook)({
        req: { context: { disableRevalidate: true } },
        doc: { slug: 'help' },
        previousDoc: {},
      });
    }
    expect(expired).toEqual([]);
  });
});
