/**
 * The header and footer's shape. The content lives in the CMS's header, footer and metadata-defaults
 * globals (src/cms/site-navigation.ts maps them to this; the demo values are in src/cms/seed).
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

interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

interface FooterColumn {
  heading: string;
  links: NavLink[];
}

export interface FooterCard {
  title: string;
  body: string | null;
  button: NavLink | null;
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
    /** §3 'Footer content' compare link; null when the CMS leaves it empty. */
    compareLink: NavLink | null;
    /** The footer card (§3 display-card flag, title, body, button); null when not displayed. */
    card: FooterCard | null;
  };
}
