import type { Block } from 'payload';

/** §2 'action-card list': cards that each lead somewhere (a task: report a fault, move home…). */
export const actionCardListBlockConfig: Block = {
  slug: 'action-card-list',
  interfaceName: 'ActionCardListBlockData',
  labels: { singular: 'Action-card list', plural: 'Action-card lists' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'text', required: true },
        { name: 'href', type: 'text', required: true },
      ],
    },
  ],
};
