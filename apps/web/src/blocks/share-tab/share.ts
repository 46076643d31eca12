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

/** window.open's features for the pop-up; noopener so the network's page cannot reach this one. */
export function popupFeatures(): string {
  return `popup,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener,noreferrer`;
}
