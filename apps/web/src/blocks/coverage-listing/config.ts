import type { Block } from 'payload';

/** Every coverage area as cards: 6 at first, 'Load more' adds 6, region chips by county (§4). */
export const coverageListingBlockConfig: Block = {
  slug: 'coverage-listing',
  interfaceName: 'CoverageListingBlockData',
  labels: { singular: 'Coverage listing', plural: 'Coverage listings' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Where we are building' },
    { name: 'intro', type: 'textarea' },
  ],
};
