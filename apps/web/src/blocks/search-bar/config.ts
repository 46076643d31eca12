import type { Block } from 'payload';

/**
 * §2 'search bar' (placeholder 'Search'): §4 'Search box' stores the typed postcode in the address
 * state and goes to /address-finder, with no call of its own.
 */
export const searchBarBlockConfig: Block = {
  slug: 'search-bar',
  interfaceName: 'SearchBarBlockData',
  labels: { singular: 'Search bar', plural: 'Search bars' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'label',
      type: 'text',
      required: true,
      defaultValue: 'Enter a postcode to check availability',
      admin: { description: 'The visible label of the box; its placeholder is always ‘Search’.' },
    },
  ],
};
