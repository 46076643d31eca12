import type { Block } from 'payload';

/** Headed rich text: the body of a content page (§2 'two-column text' and the like build on it). */
export const richTextBlockConfig: Block = {
  slug: 'rich-text',
  interfaceName: 'RichTextBlockData',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'narrow',
      options: [
        { label: 'Narrow (reading width)', value: 'narrow' },
        { label: 'Wide', value: 'wide' },
      ],
    },
  ],
};
