import type { GlobalConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { offerClaimsGlobalHook } from '@/cms/offer-claims-check';
import { labelledOptions } from '@/fields/select-options';
import { revalidate } from './revalidate';

const link = [
  { name: 'label', type: 'text', required: true },
  { name: 'href', type: 'text', required: true },
] as const;

/** §3 'Footer content': address, link columns, socials, compare link, copyright and the card. */
export const footerGlobalConfig: GlobalConfig = {
  slug: 'footer',
  access: { read: anyone, update: authenticated },
  fields: [
    { name: 'address', type: 'text', required: true },
    {
      name: 'columns',
      type: 'array',
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'links', type: 'array', fields: [...link] },
      ],
    },
    {
      name: 'socials',
      type: 'array',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: labelledOptions(['facebook', 'instagram', 'x', 'linkedin', 'tiktok', 'youtube']),
        },
        ...link,
      ],
    },
    {
      name: 'compareLink',
      type: 'group',
      fields: [
        { name: 'label', type: 'text' },
        { name: 'href', type: 'text' },
      ],
    },
    { name: 'copyright', type: 'text', required: true },
    {
      name: 'reducedCopyright',
      type: 'text',
      required: true,
      defaultValue: '© All rights reserved',
      admin: { description: 'The only footer line on the ordering steps.' },
    },
    { name: 'displayCard', type: 'checkbox', defaultValue: false },
    { name: 'cardTitle', type: 'text' },
    { name: 'cardBody', type: 'textarea' },
    {
      name: 'cardButton',
      type: 'group',
      fields: [
        { name: 'label', type: 'text' },
        { name: 'href', type: 'text' },
      ],
    },
  ],
  // Saving refuses a price or promotion the catalogue lacks (decision 0450).
  hooks: { beforeChange: [offerClaimsGlobalHook()], afterChange: [revalidate] },
};
