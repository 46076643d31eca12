import type { Block } from 'payload';

/** §2 'link-list page': a heading and links, each with an optional line of description. */
export const linkListBlockConfig: Block = {
  slug: 'link-list',
  interfaceName: 'LinkListBlockData',
  labels: { singular: 'Link list', plural: 'Link lists' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'links',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'href',
          type: 'text',
          required: true,
          admin: { description: 'A path on this site (/help) or a full https:// address.' },
        },
        { name: 'description', type: 'text' },
      ],
    },
  ],
};
