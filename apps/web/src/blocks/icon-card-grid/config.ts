import type { Block } from 'payload';
import { labelledOptions } from '@/fields/select-options';

/** §2 'icon card grid': a heading and cards, each with an optional link button. */
export const iconCardGridBlockConfig: Block = {
  slug: 'icon-card-grid',
  interfaceName: 'IconCardGridBlockData',
  labels: { singular: 'Icon card grid', plural: 'Icon card grids' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'background',
      type: 'select',
      defaultValue: 'white',
      options: [
        { label: 'White', value: 'white' },
        { label: 'Tinted', value: 'tinted' },
      ],
    },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'icon',
          type: 'select',
          options: labelledOptions(['none', 'fibre', 'router', 'phone', 'check', 'switch'], {
            check: 'Tick',
          }),
          defaultValue: 'none',
        },
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'textarea', required: true },
        { name: 'linkLabel', type: 'text' },
        { name: 'linkHref', type: 'text' },
      ],
    },
  ],
};
