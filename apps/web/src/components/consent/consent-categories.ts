import type { ConsentCategory } from '@/analytics/consent';

/** How the cookie question names each optional category, and what accepting it lets run. */
export const CONSENT_CATEGORY_TEXT: Record<ConsentCategory, { label: string; hint: string }> = {
  analytics: {
    label: 'Analytics cookies',
    hint: 'Our web analytics and tag manager measure how the site is used, so we can improve it.',
  },
  tracking: {
    label: 'Personalisation cookies',
    hint: 'A behavioural-tracking service records the pages you visit, so the offers we show suit you.',
  },
  chat: {
    label: 'Live chat cookies',
    hint: 'Lets you chat to our team from any page. The chat service sets its own cookies.',
  },
  reviews: {
    label: 'Customer review cookies',
    hint: 'Shows our customers’ reviews from an independent review site, which sets its own cookies.',
  },
};
