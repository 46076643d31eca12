import type { CollectionConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { CACHE_TAGS } from '@/cms/cache-tags';
import { revalidateCollection } from '@/cms/revalidate';

const revalidate = revalidateCollection(() => [CACHE_TAGS.reviews]);

/** A customer review (§3). The carousel and the hero's strip show only 4 and 5 stars (§7). */
export const reviewsCollectionConfig: CollectionConfig = {
  slug: 'reviews',
  access: { create: authenticated, delete: authenticated, read: anyone, update: authenticated },
  admin: { useAsTitle: 'keyquote', defaultColumns: ['keyquote', 'stars', 'reviewer'] },
  fields: [
    { name: 'stars', type: 'number', required: true, min: 1, max: 5 },
    { name: 'keyquote', label: 'Key quote', type: 'text', required: true },
    { name: 'quote', type: 'textarea', required: true },
    { name: 'reviewer', type: 'text', required: true },
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
};
