import type { Block } from 'payload';

/** §2 'large info card with download buttons': a heading, text and files to download. */
export const largeInfoCardBlockConfig: Block = {
  slug: 'large-info-card',
  interfaceName: 'LargeInfoCardBlockData',
  labels: { singular: 'Large info card', plural: 'Large info cards' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea', required: true },
    {
      name: 'downloads',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'file', type: 'upload', relationTo: 'media', required: true },
      ],
    },
  ],
};
