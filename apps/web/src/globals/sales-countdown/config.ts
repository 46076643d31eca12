import type { GlobalConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { offerClaimsGlobalHook } from '@/cms/offer-claims-check';
import { callToActionField } from '@/fields/call-to-action';
import { revalidate } from './revalidate';

/** §3 'Countdown settings': CTA, description, display, offerEndsAt, displayOnPage. */
export const salesCountdownGlobalConfig: GlobalConfig = {
  slug: 'sales-countdown',
  access: { read: anyone, update: authenticated },
  fields: [
    { name: 'display', type: 'checkbox', defaultValue: false },
    { name: 'displayOnPage', type: 'checkbox', defaultValue: false },
    { name: 'description', type: 'text', required: true },
    callToActionField('cta'),
    {
      name: 'offerEndsAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
  // Saving refuses a price or promotion the catalogue lacks (decision 0450).
  hooks: { beforeChange: [offerClaimsGlobalHook()], afterChange: [revalidate] },
};
