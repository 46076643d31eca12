import type { CollectionConfig } from 'payload';
import { authenticated } from '@/access/authenticated';
import { authenticatedOrPublished } from '@/access/authenticated-or-published';
import { PAGE_BLOCKS } from '@/blocks/configs';
import { SELF_HOSTED_JSON_FIELD } from '@/cms/admin/json-field';
import { pageChangeTags } from '@/cms/cache-tags';
import { offerClaimsCollectionHook } from '@/cms/offer-claims-check';
import { HOME_SLUG, pagePath } from '@/cms/page-path';
import { revalidateCollection } from '@/cms/revalidate';
import { slugField } from '@/fields/slug';
import { heroField } from '@/heroes/config';
import { pageMenuField } from './menu-field';

export { HOME_SLUG, pagePath };

/**
 * The page every `/coverage/location/{slug}` is built from: its hero (the register-interest hero,
 * `{area}` standing for the area's name) and its blocks. Not served at its own path.
 */
export const AREA_PAGE_SLUG = 'coverage-location';

/** The draft-mode view of a page for staff, or null before it has a slug. */
function previewPath(slug: unknown): string | null {
  return typeof slug === 'string' && slug !== ''
    ? `/cms-preview?path=${encodeURIComponent(pagePath(slug))}`
    : null;
}

const revalidate = revalidateCollection<{ slug?: string | null }>((doc, previous) =>
  pageChangeTags(doc.slug, previous?.slug !== doc.slug ? previous?.slug : undefined),
);

/** A content page: a hero and a layout of blocks, with its search metadata (decision 0305). */
export const pagesCollectionConfig: CollectionConfig = {
  slug: 'pages',
  access: {
    create: authenticated,
    delete: authenticated,
    read: authenticatedOrPublished,
    update: authenticated,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    // Opens the page in draft mode for the signed-in editor (app/(frontend)/cms-preview).
    preview: (doc) => previewPath(doc?.slug),
    // The same draft view beside the editor, refreshed on each save (decision 0313).
    livePreview: {
      url: ({ data }) => previewPath(data?.slug) ?? '',
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField({ description: '"home" is the home page at /.' }),
    pageMenuField,
    {
      type: 'tabs',
      tabs: [
        { label: 'Hero', fields: [heroField] },
        {
          label: 'Content',
          fields: [{ name: 'layout', type: 'blocks', blocks: PAGE_BLOCKS, admin: { initCollapsed: true } }],
        },
        {
          label: 'Search',
          fields: [
            { name: 'description', type: 'textarea' },
            { name: 'keywords', type: 'text', admin: { description: 'Comma-separated.' } },
            { name: 'noIndex', label: 'Hide from search engines', type: 'checkbox', defaultValue: false },
            {
              name: 'structuredData',
              type: 'json',
              admin: {
                description: 'Optional schema.org JSON-LD for this page.',
                components: { Field: SELF_HOSTED_JSON_FIELD },
              },
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    // Publishing refuses a price or promotion the catalogue lacks (decision 0450).
    beforeChange: [offerClaimsCollectionHook()],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  versions: { drafts: true, maxPerDoc: 25 },
};
