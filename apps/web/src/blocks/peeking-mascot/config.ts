import type { Block } from 'payload';

/** §2 'peeking mascot with a link': the mascot peeks over the edge of a speech bubble holding a link. */
export const peekingMascotBlockConfig: Block = {
  slug: 'peeking-mascot',
  interfaceName: 'PeekingMascotBlockData',
  labels: { singular: 'Peeking mascot', plural: 'Peeking mascots' },
  fields: [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'The mascot, ideally square; it is decorative, the link says where it goes.' },
    },
    { name: 'message', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'linkLabel', type: 'text', required: true },
        { name: 'linkHref', type: 'text', required: true },
      ],
    },
    {
      name: 'side',
      type: 'select',
      required: true,
      defaultValue: 'right',
      options: [
        { label: 'Peeks from the left', value: 'left' },
        { label: 'Peeks from the right', value: 'right' },
      ],
    },
  ],
};
