import type { Block } from 'payload';

/** §2 'image cards': a heading and cards, each a picture over a title, a line of text and an optional link. */
export const imageCardsBlockConfig: Block = {
  slug: 'image-cards',
  interfaceName: 'ImageCardsBlockData',
  labels: { singular: 'Image cards', plural: 'Image cards blocks' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'textarea' },
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
