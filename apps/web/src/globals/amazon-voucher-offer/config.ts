import type { GlobalConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { revalidate } from './revalidate';

/**
 * The Amazon voucher flash offer (decision 0373): while it runs, each 24-month residential plan
 * shows its voucher (900 Mbps £50, 400 Mbps £30, 150 Mbps £20: packages/domain
 * amazon-voucher-offer.ts) wherever plans are shown.
 */
export const amazonVoucherOfferGlobalConfig: GlobalConfig = {
  slug: 'amazon-voucher-offer',
  label: 'Amazon voucher offer',
  access: { read: anyone, update: authenticated },
  fields: [
    { name: 'display', type: 'checkbox', defaultValue: false },
    {
      name: 'terms',
      type: 'text',
      admin: { description: 'Small print under the voucher, e.g. when and how it is sent.' },
    },
    {
      name: 'endsAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
  hooks: { afterChange: [revalidate] },
};
