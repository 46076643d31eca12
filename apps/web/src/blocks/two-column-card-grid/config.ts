import type { Block } from 'payload';

/** §2/§9 'two-column card grid': two cards a row on wide screens, a carousel below 768 px. */
export const twoColumnCardGridBlockConfig: Block = {
  slug: 'two-column-card-grid',
  interfaceName: 'TwoColumnCardGridBlockData',
  labels: { singular: 'Two-column card grid', plural: 'Two-column card grids' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            { name: 'linkLabel', type: 'text' },
            { name: 'linkHref', type: 'text' },
          ],
        },
      ],
    },
  ],
};
