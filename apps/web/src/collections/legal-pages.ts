import type { CollectionConfig } from 'payload';
import { authenticated } from '@/access/authenticated';
import { authenticatedOrPublished } from '@/access/authenticated-or-published';
import { legalPageChangeTags } from '@/cms/cache-tags';
import { revalidateCollection } from '@/cms/revalidate';
import { slugField } from '@/fields/slug';

const revalidate = revalidateCollection<{ slug?: string | null }>((doc, previous) =>
  legalPageChangeTags(doc.slug, previous?.slug !== doc.slug ? previous?.slug : undefined),
);

/** Terms, privacy, cookie policy: listed at /legal and shown at /legal/page/{slug}. */
export const legalPagesCollectionConfig: CollectionConfig = {
  slug: 'legal-pages',
  access: {
    create: authenticated,
    delete: authenticated,
    read: authenticatedOrPublished,
    update: authenticated,
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'summary', type: 'textarea', admin: { description: 'One line shown in the /legal list.' } },
    { name: 'body', type: 'richText', required: true },
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: true, maxPerDoc: 20 },
};
