import type { GlobalConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { offerClaimsGlobalHook } from '@/cms/offer-claims-check';
import { revalidate } from './revalidate';

const link = [
  { name: 'label', type: 'text', required: true },
  { name: 'href', type: 'text', required: true },
] as const;

/** The site header: the menu (items with submenus), the phone and the 'Refer a friend' button. */
export const headerGlobalConfig: GlobalConfig = {
  slug: 'header',
  access: { read: anyone, update: authenticated },
  fields: [
    {
      name: 'phone',
      type: 'group',
      fields: [
        { name: 'display', type: 'text', required: true, admin: { description: 'As shown: 0808 157 0192' } },
        { name: 'tel', type: 'text', required: true, admin: { description: 'As dialled: +448081570192' } },
        { name: 'openingHours', type: 'text', required: true },
      ],
    },
    {
      name: 'menu',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'href',
          type: 'text',
          admin: { description: 'Leave empty for an item that opens a submenu.' },
        },
        {
          name: 'children',
          label: 'Submenu',
          type: 'array',
          fields: [...link, { name: 'description', type: 'text' }],
        },
      ],
    },
    { name: 'referFriend', type: 'group', fields: [...link] },
  ],
  // Saving refuses a price or promotion the catalogue lacks (decision 0450).
  hooks: { beforeChange: [offerClaimsGlobalHook()], afterChange: [revalidate] },
};
