import type { Block } from 'payload';
import { labelledOptions } from '@/fields/select-options';

/** §3 'Colour card': title, description, colour (blue, red, purple). */
const COLOUR_CARD_COLOURS = ['blue', 'red', 'purple'] as const;

export const colourCardListBlockConfig: Block = {
  slug: 'colour-card-list',
  interfaceName: 'ColourCardListBlockData',
  labels: { singular: 'Colour card list', plural: 'Colour card lists' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea', required: true },
        {
          name: 'color',
          type: 'select',
          required: true,
          defaultValue: 'blue',
          options: labelledOptions(COLOUR_CARD_COLOURS),
        },
      ],
    },
  ],
};
