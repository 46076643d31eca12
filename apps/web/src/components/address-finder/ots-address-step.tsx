'use client';

import type { RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { journeyContext, routeAfterAddressChoice } from '@fibre/domain/routing';
import Link from 'next/link';
import { useJourney } from '@/state/journey-store';
import { AddressFinder } from './address-finder';

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
        <div className="rounded-md border-2 border-brand-700 bg-brand-50 px-4 py-3">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-900">Your address</p>
          <p className="mt-1 text-lg text-slate-900">{item.address}</p>
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Link href={next.url} className="btn btn-primary">
            Continue
          </Link>
          <button
            type="button"
            onClick={() => journey.clearAddress()}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Change postcode
          </button>
        </div>
      </div>
    );
  }
  return <AddressFinder registerInterestAreas={registerInterestAreas} alternatePath />;
}
