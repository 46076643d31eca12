import type { Block } from 'payload';

/** Two columns of markdown text side by side (stacked on a phone), each with its heading. */
export const twoColumnTextBlockConfig: Block = {
  slug: 'two-column-text',
  interfaceName: 'TwoColumnTextBlockData',
  labels: { singular: 'Two-column text', plural: 'Two-column texts' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'leftHeading', type: 'text' },
        { name: 'rightHeading', type: 'text' },
      ],
    },
    { name: 'left', type: 'textarea', required: true, admin: { description: 'Markdown.' } },
    { name: 'right', type: 'textarea', required: true, admin: { description: 'Markdown.' } },
  ],
};
