import type { Block } from 'payload';
import { validateAnchor } from '@/fields/anchor';

/**
 * §2 'add-on chooser' and §4 'Add-on': the add-ons from the provider's catalogue, each toggling
 * between 'Add to basket' and 'Selected', and a Proceed button (§2 routing).
 */
export const addonChooserBlockConfig: Block = {
  slug: 'addon-chooser',
  interfaceName: 'AddonChooserBlockData',
  labels: { singular: 'Add-on chooser', plural: 'Add-on choosers' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Add extras to your broadband' },
    { name: 'body', type: 'textarea' },
    {
      name: 'productIds',
      label: 'Add-ons (product ids)',
      type: 'number',
      hasMany: true,
      admin: {
        description:
          'The provider’s add-on ids to offer, in this order. Empty: every add-on enabled for the web.',
      },
    },
    { name: 'proceedLabel', type: 'text', required: true, defaultValue: 'Proceed' },
    {
      name: 'anchor',
      type: 'text',
      required: true,
      defaultValue: 'add-ons',
      admin: { description: 'The id links on this page use to reach the chooser, without #.' },
      validate: validateAnchor,
    },
  ],
};
