import type { Block } from 'payload';

/**
 * §2 'sales countdown banner'. The end and words come from the sales-countdown global (§3
 * 'Countdown settings'), so one offer date serves every page; a block may give its own end.
 */
export const salesCountdownBannerBlockConfig: Block = {
  slug: 'sales-countdown-banner',
  interfaceName: 'SalesCountdownBannerBlockData',
  labels: { singular: 'Sales countdown banner', plural: 'Sales countdown banners' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      admin: { description: "Empty: the sales-countdown global's description." },
    },
    {
      name: 'endsAt',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: "Empty: the sales-countdown global's offer end.",
      },
    },
  ],
};
