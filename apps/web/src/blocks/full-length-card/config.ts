import type { Block } from 'payload';

/** §2 'full-length card': one card the page's full width, with an optional picture and link. */
export const fullLengthCardBlockConfig: Block = {
  slug: 'full-length-card',
  interfaceName: 'FullLengthCardBlockData',
  labels: { singular: 'Full-length card', plural: 'Full-length cards' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'linkLabel', type: 'text' },
        { name: 'linkHref', type: 'text' },
      ],
    },
  ],
};
