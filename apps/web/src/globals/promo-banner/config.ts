import type { GlobalConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { offerClaimsGlobalHook } from '@/cms/offer-claims-check';
import { callToActionField } from '@/fields/call-to-action';
import { labelledOptions } from '@/fields/select-options';
import { revalidate } from './revalidate';

/** §3 'Promo banner': a message with a call to action, shown until it ends. */
export const promoBannerGlobalConfig: GlobalConfig = {
  slug: 'promo-banner',
  access: { read: anyone, update: authenticated },
  fields: [
    { name: 'displayOnPage', type: 'checkbox', defaultValue: false },
    { name: 'text', type: 'text', required: true },
    callToActionField('cta'),
    {
      name: 'theme',
      type: 'select',
      defaultValue: 'dark',
      options: labelledOptions(['dark', 'light']),
    },
    { name: 'endsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
  // Saving refuses a price or promotion the catalogue lacks (decision 0450).
  hooks: { beforeChange: [offerClaimsGlobalHook()], afterChange: [revalidate] },
};
