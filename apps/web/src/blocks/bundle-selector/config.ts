import type { Block } from 'payload';

/** The bundle selector's looks (§4): 'b' shows each bundle's sub-body and a 'Select bundle' button. */
const BUNDLE_SELECTOR_VARIANTS = ['a', 'b'] as const;

/**
 * §2 'bundle selector' and §4: bundles of a plan and add-ons at one monthly price; a choice puts
 * the bundle in the basket and goes on (§2 routing). The section is the #bundle-select anchor.
 */
export const bundleSelectorBlockConfig: Block = {
  slug: 'bundle-selector',
  interfaceName: 'BundleSelectorBlockData',
  labels: { singular: 'Bundle selector', plural: 'Bundle selectors' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Choose your bundle' },
    { name: 'body', type: 'textarea' },
    {
      name: 'variant',
      type: 'select',
      required: true,
      defaultValue: 'a',
      options: BUNDLE_SELECTOR_VARIANTS.map((value) => ({ label: `Variant ${value}`, value })),
    },
    {
      name: 'bundles',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'body', type: 'textarea' },
        { name: 'subBody', type: 'textarea', admin: { description: 'Shown by variant b only.' } },
        {
          name: 'productIds',
          label: 'Products (product ids)',
          type: 'number',
          hasMany: true,
          required: true,
          admin: { description: 'One plan and its add-ons, by the provider’s product ids.' },
        },
        {
          name: 'promotionCode',
          type: 'text',
          admin: { description: 'A RECURAMTOFF or RECUR%OFF promotion taken off the plan’s price.' },
        },
      ],
    },
  ],
};
