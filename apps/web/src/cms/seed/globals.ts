import type { SocialNetwork } from '@/cms/navigation-data';

/**
 * The header, footer and metadata the site had in code (components/layout/navigation-data.ts
 * before the CMS), now the demo content of the CMS's globals (decision 0302).
 */

// 0808 157 0xxx is Ofcom's freephone range kept for drama and demos: it can never ring a real line.
export const DEMO_PHONE = {
  display: '0808 157 0192',
  tel: '+448081570192',
  openingHours: 'Mon to Fri 8am to 8pm, Sat 9am to 5pm',
};

export const DEMO_HEADER = {
  phone: DEMO_PHONE,
  menu: [
    {
      label: 'Broadband',
      children: [
        { label: 'Home broadband', href: '/address-finder', description: 'Full-fibre plans for your home' },
        {
          label: 'Home worker',
          href: '/service-available?addressType=HWRK',
          description: 'Plans with a static IP option',
        },
        {
          label: 'Business',
          href: '/service-available?addressType=BUS',
          description: 'Prices shown without VAT',
        },
        {
          label: 'Check availability',
          href: '/address-finder',
          description: 'See what you can get at your address',
        },
      ],
    },
    {
      label: 'Help',
      children: [
        { label: 'Help centre', href: '/help' },
        { label: 'Network status', href: '/network-status' },
        { label: 'Speed test', href: '/speed-test' },
        { label: 'Contact us', href: '/contact-us' },
      ],
    },
    { label: 'Coverage', href: '/coverage' },
    {
      label: 'About us',
      children: [
        { label: 'Our charity partners', href: '/charity' },
        { label: 'Refer a friend', href: '/refer-a-friend' },
        { label: 'Legal', href: '/legal' },
      ],
    },
  ],
  referFriend: { label: 'Refer a friend', href: '/refer-a-friend' },
};

export const DEMO_FOOTER = {
  address: 'Hey!Broadband Ltd, 1 Fibre Street, Demoton HB1 1AA',
  columns: [
    {
      heading: 'Broadband',
      links: [
        { label: 'Check availability', href: '/address-finder' },
        { label: 'Home worker plans', href: '/service-available?addressType=HWRK' },
        { label: 'Business plans', href: '/service-available?addressType=BUS' },
        { label: 'Coverage', href: '/coverage' },
        { label: 'Bundles', href: '/bundles' },
        { label: 'Add-ons', href: '/add-ons' },
        { label: 'Deals', href: '/deals' },
        { label: 'Landlords and developers', href: '/landlords' },
      ],
    },
    {
      heading: 'Help',
      links: [
        { label: 'Help centre', href: '/help' },
        { label: 'Network status', href: '/network-status' },
        { label: 'Speed test', href: '/speed-test' },
        { label: 'Contact us', href: '/contact-us' },
      ],
    },
    {
      heading: 'About',
      links: [
        { label: 'Refer a friend', href: '/refer-a-friend' },
        { label: 'Charity', href: '/charity' },
        { label: 'Terms and policies', href: '/legal' },
      ],
    },
  ],
  socials: [
    { network: 'facebook', label: 'Hey!Broadband on Facebook', href: 'https://www.facebook.com/' },
    { network: 'instagram', label: 'Hey!Broadband on Instagram', href: 'https://www.instagram.com/' },
    { network: 'x', label: 'Hey!Broadband on X', href: 'https://x.com/' },
    { network: 'linkedin', label: 'Hey!Broadband on LinkedIn', href: 'https://www.linkedin.com/' },
  ] satisfies Array<{ network: SocialNetwork; label: string; href: string }>,
  compareLink: { label: 'Compare our plans', href: '/service-available#product-selector' },
  copyright: 'Hey!Broadband Ltd. All rights reserved.',
  reducedCopyright: '© All rights reserved',
  displayCard: true,
  cardTitle: 'Switching is simple',
  cardBody: 'We arrange the switch with your current provider through One Touch Switch.',
  cardButton: { label: 'Check availability', href: '/address-finder' },
};

export const DEMO_METADATA = {
  siteName: 'Hey!Broadband',
  description:
    'Full-fibre broadband for homes, home workers and businesses. Check your postcode to see the plans available at your address.',
  keywords: 'full fibre, broadband, gigabit, home broadband, business broadband',
  noIndex: false,
  organisationStructuredData: {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Hey!Broadband',
    telephone: DEMO_PHONE.tel,
    address: 'Hey!Broadband Ltd, 1 Fibre Street, Demoton HB1 1AA',
  },
};

/** Ends a number of days after the day the seed runs (demo-data.md: never an offer that has ended). */
export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * The plan chooser's bottom link and card on /service-available (ordering-journey.md §2): where
 * the visitor who is not ready to choose can go next.
 */
export const DEMO_PLAN_CHOOSER = {
  bottomLink: { label: 'Not sure which speed you need? Try our speed test', href: '/speed-test' },
  displayCard: true,
  card: {
    title: 'Questions before you choose?',
    body: 'Our UK team can talk you through the plans, six days a week.',
    buttonLabel: 'Contact us',
    buttonHref: '/contact-us',
  },
};
