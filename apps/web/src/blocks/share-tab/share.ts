/** §9: the share pop-up's size. */
const SHARE_POPUP = { width: 600, height: 400 } as const;

/** The two networks (§2) and their share addresses, each carrying the encoded page address. */
export const SHARE_NETWORKS = [
  {
    name: 'Facebook',
    url: (page: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
  },
  { name: 'X', url: (page: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(page)}` },
] as const;

/**
 * The address a share carries: the page on the site's public origin, without its query or fragment
 * (decision 0703), so a campaign's tags or the `#share` anchor are not passed on to the network.
 */
export function sharedPageAddress(origin: string, pathname: string): string {
  return new URL(pathname, origin).href;
}

/** window.open's features for the pop-up; noopener so the network's page cannot reach this one. */
export function popupFeatures(): string {
  return `popup,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener,noreferrer`;
}
