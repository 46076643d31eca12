import type { Block } from 'payload';

/** §2 'one-touch-switch box': what One Touch Switch means for the visitor, and a link to start. */
export const oneTouchSwitchBlockConfig: Block = {
  slug: 'one-touch-switch',
  interfaceName: 'OneTouchSwitchBlockData',
  labels: { singular: 'One Touch Switch box', plural: 'One Touch Switch boxes' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      defaultValue: 'Switching is simple with One Touch Switch',
    },
    { name: 'body', type: 'textarea', required: true },
    { name: 'points', type: 'array', fields: [{ name: 'point', type: 'text', required: true }] },
    {
      type: 'row',
      fields: [
        { name: 'linkLabel', type: 'text' },
        { name: 'linkHref', type: 'text' },
      ],
    },
  ],
};
