import type { Block } from 'payload';

/** §2 'check-availability block': a heading, a line of text and the postcode search box (§4). */
export const checkAvailabilityBlockConfig: Block = {
  slug: 'check-availability',
  interfaceName: 'CheckAvailabilityBlockData',
  labels: { singular: 'Check availability', plural: 'Check availability blocks' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Can you get Hey!Broadband?' },
    { name: 'text', type: 'text', defaultValue: 'Enter your postcode to check availability.' },
  ],
};
