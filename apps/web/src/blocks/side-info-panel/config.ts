import type { Block } from 'payload';

/** §2 'side info panel': main text beside a tinted panel of key facts. */
export const sideInfoPanelBlockConfig: Block = {
  slug: 'side-info-panel',
  interfaceName: 'SideInfoPanelBlockData',
  labels: { singular: 'Side info panel', plural: 'Side info panels' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea', required: true, admin: { description: 'Markdown.' } },
    { name: 'panelHeading', type: 'text', required: true },
    {
      name: 'facts',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'value', type: 'text', required: true },
      ],
    },
  ],
};
