/**
 * The site's icon set by name (content-and-api.md §9 'A lazy-loaded icon set exists': basket,
 * router, wifi, smart home lock, phone, mail, arrows, checks, upload). A plain list, so a CMS field
 * can offer the names without importing the drawings.
 */
export const SITE_ICON_NAMES = [
  'basket',
  'router',
  'wifi',
  'smart-home-lock',
  'phone',
  'mail',
  'arrow-right',
  'check',
  'upload',
] as const;

export type SiteIconName = (typeof SITE_ICON_NAMES)[number];

/** How staff see each name in the CMS's list. */
export const SITE_ICON_LABELS: Record<SiteIconName, string> = {
  basket: 'Basket',
  router: 'Router',
  wifi: 'Wi-Fi',
  'smart-home-lock': 'Smart home lock',
  phone: 'Phone',
  mail: 'Mail',
  'arrow-right': 'Arrow',
  check: 'Tick',
  upload: 'Upload',
};
