import type { Block } from 'payload';

/** §2 'card column': a heading and cards stacked in one column, each with an optional label and link. */
export const cardColumnBlockConfig: Block = {
  slug: 'card-column',
  interfaceName: 'CardColumnBlockData',
  labels: { singular: 'Card column', plural: 'Card columns' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        {
          name: 'label',
          type: 'text',
          admin: { description: 'A short line above the title, e.g. a date or a topic.' },
        },
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
