import type { ReactNode } from 'react';
import type { SocialNetwork } from '@/cms/navigation-data';

/** Decorative icons: always aria-hidden, the accessible name comes from the link or button text. */
interface IconProps {
  className?: string;
}

/** Line icons: drawn with the text colour's stroke, no fill. */
const OUTLINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The one place the decorative rule lives: hidden from assistive technology and never focusable. */
function DecorativeSvg({
  className,
  viewBox = '0 0 24 24',
  outline = false,
  children,
}: IconProps & { viewBox?: string; outline?: boolean; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={viewBox}
      className={className}
      {...(outline ? OUTLINE : { fill: 'currentColor' })}
    >
      {children}
    </svg>
  );
}

export function PhoneIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <DecorativeSvg className={className}>
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z" />
    </DecorativeSvg>
  );
}

/** A parcel: Find my order's header link where there is no room for its words. */
export function ParcelIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <DecorativeSvg className={className} outline>
      <path d="M21 8 12 3 3 8v8l9 5 9-5V8z" />
      <path d="M3 8l9 5 9-5M12 13v8" />
    </DecorativeSvg>
  );
}

export function BasketIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <DecorativeSvg className={className} outline>
      <path d="M3 6h18l-2 11H5L3 6z" />
      <path d="M8 6l2-3M16 6l-2-3M9 11v3M15 11v3" />
    </DecorativeSvg>
  );
}

export function ChevronDownIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <DecorativeSvg className={className} viewBox="0 0 20 20">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </DecorativeSvg>
  );
}

// The menu's strokes are separate lines with no corners, so the outline's round joins change nothing.
export function MenuIcon({ open, className = 'h-6 w-6' }: IconProps & { open: boolean }) {
  return (
    <DecorativeSvg className={className} outline>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </DecorativeSvg>
  );
}
const SOCIAL_PATHS: Record<SocialNetwork, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5.5-3.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  x: 'M4 4h4.5l4 5.6L17 4h3l-6 7.2L21 20h-4.5l-4.3-6-5 6H4l6.8-8.1z',
  linkedin:
    'M4 9h4v11H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h3.8v1.6A4.2 4.2 0 0 1 17.5 9C20 9 21 10.7 21 13.6V20h-4v-5.6c0-1.4-.3-2.4-1.7-2.4S13.8 13 13.8 14.4V20H10z',
  tiktok: 'M14 3h3a4 4 0 0 0 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3a3 3 0 1 0 3 3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

export function SocialIcon({ network, className = 'h-5 w-5' }: IconProps & { network: SocialNetwork }) {
  return (
    <DecorativeSvg className={className}>
      <path d={SOCIAL_PATHS[network]} />
    </DecorativeSvg>
  );
}
