import type { CollectionConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { CACHE_TAGS } from '@/cms/cache-tags';
import { revalidateCollection } from '@/cms/revalidate';
import { slugField } from '@/fields/slug';

const revalidate = revalidateCollection(() => [CACHE_TAGS.coverageAreas]);

/**
 * An area of the network. The one source of truth for register-interest routing: the address step
 * sends a postcode an area matches to that area's page (decision 0306).
 */
export const coverageAreasCollectionConfig: CollectionConfig = {
  slug: 'coverage-areas',
  access: { create: authenticated, delete: authenticated, read: anyone, update: authenticated },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'county', 'availability'] },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField({ from: 'name' }),
    { name: 'excerpt', type: 'textarea', required: true },
    { name: 'county', type: 'text', required: true, index: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'availability',
      type: 'select',
      required: true,
      defaultValue: 'COMING_SOON',
      options: [
        { label: 'Available (green)', value: 'AVAILABLE' },
        { label: 'Building (blue)', value: 'BUILDING' },
        { label: 'Collecting interest (red)', value: 'COLLECTING_INTEREST' },
        { label: 'Coming soon (yellow)', value: 'COMING_SOON' },
      ],
    },
    {
      name: 'postcodes',
      type: 'array',
      admin: {
        description:
          'Full postcodes (HB1 1AD), sectors (HB1 1) or outward codes (HB1) this area matches. A visitor whose postcode matches is sent to this area’s page to register interest.',
      },
      fields: [{ name: 'postcode', type: 'text', required: true }],
    },
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
};
