import { DEFAULT_ADDRESS_TYPE, type PlanAddressType } from '@fibre/domain/constants';
import { plansPath, SITE_PATHS } from '@fibre/domain/site-paths';
import type { ButtonType, CtaEvent } from '@/fields/call-to-action';
import type { ButtonLook } from './button-look';
import { LinkButton } from './link-button';

/** A call to action as the CMS stores it (§3 'Call-to-action'); FAQ items' cta* fields map onto it. */
export interface CmsCallToAction {
  display?: boolean | null;
  label?: string | null;
  link?: string | null;
  buttonType?: ButtonType | null;
  event?: CtaEvent | null;
}

export interface CtaTarget {
  href: string;
  newTab: boolean;
}

/**
 * Where a call to action goes (decision 0480): go-to-packages to the plans for the page's address
 * type, postcode-checker to the address finder, external-link to its link in a new tab, no event to
 * its link. Null when it must not be drawn: turned off, no words, or no link where one is needed.
 */
export function ctaTarget(
  cta: CmsCallToAction | null | undefined,
  addressType: PlanAddressType = DEFAULT_ADDRESS_TYPE,
): CtaTarget | null {
  if (!cta?.display || !cta.label?.trim()) return null;
  const link = cta.link?.trim() ?? '';
  switch (cta.event) {
    case 'go-to-packages':
      return { href: plansPath(addressType), newTab: false };
    case 'postcode-checker':
      return { href: SITE_PATHS.addressFinder, newTab: false };
    case 'external-link':
      return link ? { href: link, newTab: true } : null;
    default:
      return link ? { href: link, newTab: false } : null;
  }
}

/**
 * A CMS call to action drawn with the shared button: its buttonType is the variant (the caller's
 * `fallback` when unset), its event decides where it goes. No client code: every event is a link.
 */
export function CmsCta({
  cta,
  addressType,
  fallback = 'primary',
  ...look
}: {
  cta: CmsCallToAction | null | undefined;
  addressType?: PlanAddressType;
  fallback?: ButtonType;
} & Omit<ButtonLook, 'variant'>) {
  const target = ctaTarget(cta, addressType);
  if (!target || !cta?.label) return null;
  return (
    <LinkButton
      href={target.href}
      newTab={target.newTab}
      icon={target.newTab ? 'external' : undefined}
      variant={cta.buttonType ?? fallback}
      {...look}
    >
      {cta.label}
    </LinkButton>
  );
}
