import type { Block } from 'payload';

/** §3 'Charity card', §4 'Charity flow', §5 'Charity': the vote's words, its charities and images. */
export const charityVoteBlockConfig: Block = {
  slug: 'charity-vote',
  interfaceName: 'CharityVoteBlockData',
  labels: { singular: 'Charity vote', plural: 'Charity votes' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    { name: 'charities', type: 'relationship', relationTo: 'charities', hasMany: true, required: true },
    {
      name: 'cardImages',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 3,
      admin: { description: 'The cards cycle through these images (three in the design).' },
    },
    {
      name: 'otherDescription',
      type: 'text',
      defaultValue: 'Tell us which local charity we should support.',
    },
    { name: 'submitLabel', type: 'text', required: true, defaultValue: 'Submit my choice' },
    { name: 'thankYouHeading', type: 'text', required: true },
    { name: 'thankYouMessage', type: 'textarea' },
  ],
};
