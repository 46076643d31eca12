import type { Block } from 'payload';
import { labelledOptions } from '@/fields/select-options';

/** §2 'anchor-link button': a button to a place on the same page (#register-interest, #share…). */
export const anchorLinkButtonBlockConfig: Block = {
  slug: 'anchor-link-button',
  interfaceName: 'AnchorLinkButtonBlockData',
  labels: { singular: 'Anchor-link button', plural: 'Anchor-link buttons' },
  fields: [
    { name: 'label', type: 'text', required: true },
    {
      name: 'anchor',
      type: 'text',
      required: true,
      admin: { description: 'The id of the place on this page, without #.' },
      validate: (value: string | null | undefined) =>
        /^[A-Za-z][\w-]*$/.test(value ?? '') || 'Letters, digits, - and _ only, starting with a letter.',
    },
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'primary',
      options: labelledOptions(['primary', 'secondary', 'outline']),
    },
    {
      name: 'alignment',
      type: 'select',
      defaultValue: 'center',
      options: labelledOptions(['left', 'center'], { center: 'Centre' }),
    },
  ],
};
