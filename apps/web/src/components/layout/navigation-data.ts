/**
 * The header and footer content, typed so the CMS (a later issue) can supply the same shape from
 * its Header and Footer globals without the components changing.
 */
export interface NavLink {
  label: string;
  href: string;
  /** A short line under the label in a submenu. */
  description?: string;
}

export interface NavMenuItem {
  label: string;
  /** A top-level link; an item with children opens a submenu instead. */
  href?: string;
  children?: NavLink[];
}

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'tiktok' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export interface FooterColumn {
  heading: string;
  links: NavLink[];
}

export interface SiteNavigation {
  brandName: string;
  phone: { display: string; tel: string; openingHours: string };
  header: { menu: NavMenuItem[]; referFriend: NavLink };
  footer: {
    address: string;
    columns: FooterColumn[];
    socials: SocialLink[];
    copyright: string;
    /** The only footer line on the ordering steps (the (journey) route group). */
    reducedCopyright: string;
  };
}

export const siteNavigation: SiteNavigation = {
  brandName: 'Hey!Broadband',
  // 0808 157 0xxx is Ofcom's freephone range kept for drama and demos: it can never ring a real line.
  phone: {
    display: '0808 157 0192',
    tel: '+448081570192',
    openingHours: 'Mon to Fri 8am to 8pm, Sat 9am to 5pm',
  },
  header: {
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
  },
  footer: {
    address: 'Hey!Broadband Ltd, 1 Fibre Street, Demoton HB1 1AA',
    columns: [
      {
        heading: 'Broadband',
        links: [
          { label: 'Check availability', href: '/address-finder' },
          { label: 'Home worker plans', href: '/service-available?addressType=HWRK' },
          { label: 'Business plans', href: '/service-available?addressType=BUS' },
          { label: 'Coverage', href: '/coverage' },
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
    ],
    copyright: 'Hey!Broadband Ltd. All rights reserved.',
    reducedCopyright: '© All rights reserved',
  },
};
