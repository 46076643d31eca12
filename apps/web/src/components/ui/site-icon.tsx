import type { ReactNode } from 'react';
import type { SiteIconName } from './site-icon-names';

/** Each icon's strokes on a 24×24 grid, drawn in the text colour. */
const PATHS: Record<SiteIconName, ReactNode> = {
  basket: <path d="M3 6h18l-2 11H5L3 6zM8 6l2-3M16 6l-2-3M9 11v3M15 11v3" />,
  router: (
    <>
      <rect x="3" y="13" width="18" height="7" rx="2" />
      <path d="M7 16.5h.01M11 16.5h.01M8 13l-2-6M16 13l2-6" />
    </>
  ),
  wifi: <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01" />,
  'smart-home-lock': (
    <>
      <path d="M3 11 12 4l9 7v9H3z" />
      <rect x="9" y="13" width="6" height="5" rx="1" />
      <path d="M10.5 13v-1.5a1.5 1.5 0 0 1 3 0V13" />
    </>
  ),
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  check: <path d="M20 6 9 17l-5-5" />,
  upload: <path d="M12 16V4M6 10l6-6 6 6M4 20h16" />,
};

/**
 * One icon of the site's set. Decorative (hidden from assistive technology, never focusable): the
 * words beside it carry the meaning.
 */
export function SiteIcon({ name, className = 'h-6 w-6' }: { name: SiteIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={name}
    >
      {PATHS[name]}
    </svg>
  );
}
