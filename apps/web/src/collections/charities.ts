import type { CollectionConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { CACHE_TAGS } from '@/cms/cache-tags';
import { revalidateCollection } from '@/cms/revalidate';

const revalidate = revalidateCollection(() => [CACHE_TAGS.charities]);

/** A charity visitors may vote for (§3 'Charity card'). */
export const charitiesCollectionConfig: CollectionConfig = {
  slug: 'charities',
  access: { create: authenticated, delete: authenticated, read: anyone, update: authenticated },
  admin: { useAsTitle: 'charity' },
  fields: [
    { name: 'charity', type: 'text', required: true },
    { name: 'charityDescription', type: 'textarea', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
};
