'use client';

import { canPreorderAt } from '@fibre/domain/preorder-address';
import { findRegisterInterestArea, type RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { planAddressType } from '@fibre/domain/routing';
import { registerInterestPath, SITE_PATHS } from '@fibre/domain/site-paths';
import type { ReactNode } from 'react';
import { useJourney } from '@/state/journey-store';
import { addressLine } from '../ui/address-panel';
import { LinkButton, TextLink } from '../ui/link-button';

export interface NotForPreorderAddressProps {
  registerInterestAreas: readonly RegisterInterestArea[];
  children: ReactNode;
}

/**
 * Keeps the normal plans (/service-available) from a visitor whose chosen address can only be
 * pre-ordered (decision 0260): the normal prices and an installation are for addresses our network
 * serves now. Such a visitor is sent to the area page's pre-order plans, or may check another address.
 */
export function NotForPreorderAddress({ registerInterestAreas, children }: NotForPreorderAddressProps) {
  const journey = useJourney();
  const item = journey.hydrated && journey.address.hasConfirmedAddress ? journey.address.addressItem : null;
  if (item === null || !canPreorderAt(item)) return children;
  const area = findRegisterInterestArea(registerInterestAreas, item.postcode);
  return (
    <div className="max-w-3xl space-y-4 text-lg text-slate-700" data-testid="preorder-only">
      <p>
        {addressLine(item.address, item.postcode)} isn&apos;t ready to order yet: our network is still being
        built there. You can pre-order it now at our pre-order prices.
      </p>
      <div className="flex flex-wrap items-center gap-6">
        {area && (
          <LinkButton href={registerInterestPath(area.slug, planAddressType(item.address_type))}>
            See the plans to pre-order
          </LinkButton>
        )}
        <TextLink href={SITE_PATHS.addressFinder}>Check another address</TextLink>
      </div>
    </div>
  );
}
