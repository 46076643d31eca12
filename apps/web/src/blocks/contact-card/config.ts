import type { Block } from 'payload';
import { labelledOptions } from '@/fields/select-options';

/** §3 'Contact card'. */
export const contactCardBlockConfig: Block = {
  slug: 'contact-card',
  interfaceName: 'ContactCardBlockData',
  labels: { singular: 'Contact card', plural: 'Contact cards' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    {
      name: 'backgroundColor',
      type: 'select',
      defaultValue: 'White',
      options: labelledOptions(['White', 'Blue']),
    },
    { name: 'hasContactDetails', type: 'checkbox', defaultValue: true },
    {
      name: 'phone',
      type: 'text',
      admin: { condition: (_, sibling) => Boolean(sibling?.hasContactDetails) },
    },
    {
      name: 'phoneOpeningHours',
      type: 'text',
      admin: { condition: (_, sibling) => Boolean(sibling?.hasContactDetails) },
    },
    {
      name: 'email',
      type: 'email',
      admin: { condition: (_, sibling) => Boolean(sibling?.hasContactDetails) },
    },
    { name: 'hasRegisterButton', type: 'checkbox', defaultValue: false },
    { name: 'hasSingleCta', label: 'Has a single call to action', type: 'checkbox', defaultValue: false },
    { name: 'ctaText', type: 'text', admin: { condition: (_, sibling) => Boolean(sibling?.hasSingleCta) } },
    { name: 'ctaLink', type: 'text', admin: { condition: (_, sibling) => Boolean(sibling?.hasSingleCta) } },
    { name: 'leftImage', type: 'upload', relationTo: 'media' },
    { name: 'rightImage', type: 'upload', relationTo: 'media' },
  ],
};
