'use client';

import type { RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { journeyContext, routeAfterAddressChoice } from '@fibre/domain/routing';
import { useJourney } from '@/state/journey-store';
import { LinkButton, TEXT_LINK_CLASS } from '../ui/link-button';
import { AddressFinder } from './address-finder';
import { ChosenAddress } from './chosen-address';

export interface OtsAddressStepProps {
  registerInterestAreas: readonly RegisterInterestArea[];
  /** Present when the address step sent the visitor back here after a choice (?addressType=…). */
  returning: boolean;
  productId: number | null;
}

/**
 * The /ots alternate path (behind its feature flag). The address step is the same finder; when the
 * finder sends the visitor back here with a confirmed address, this step shows it and continues to
 * where the normal path would have gone (decision 0091).
 */
export function OtsAddressStep({ registerInterestAreas, returning, productId }: OtsAddressStepProps) {
  const journey = useJourney();
  const item = journey.address.addressItem;
  if (!journey.hydrated) return null;
  if (returning && journey.address.hasConfirmedAddress && item) {
    const next = routeAfterAddressChoice({
      address: item,
      registerInterestAreas,
      context: journeyContext({ basket: journey.basket, checkoutSkipTo: journey.checkoutSkipTo, productId }),
      alternatePath: false,
    });
    return (
      <div className="mx-auto w-full max-w-2xl">
        <ChosenAddress address={item.address} />
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <LinkButton href={next.url}>Continue</LinkButton>
          <button type="button" onClick={() => journey.clearAddress()} className={TEXT_LINK_CLASS}>
            Change postcode
          </button>
        </div>
      </div>
    );
  }
  return <AddressFinder registerInterestAreas={registerInterestAreas} alternatePath />;
}
