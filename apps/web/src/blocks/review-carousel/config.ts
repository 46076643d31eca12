import type { Block } from 'payload';

/** §2 'review carousel': the 4 and 5 star reviews, one at a time, with dots (§9: 500 ms, infinite loop). */
export const reviewCarouselBlockConfig: Block = {
  slug: 'review-carousel',
  interfaceName: 'ReviewCarouselBlockData',
  labels: { singular: 'Review carousel', plural: 'Review carousels' },
  fields: [{ name: 'heading', type: 'text', defaultValue: 'What our customers say about us' }],
};
