'use client';

import { journeyContext, nextStepWhenAvailable } from '@fibre/domain/routing';
import { useRouter } from 'next/navigation';
import { AddressPanel } from '@/components/ui/address-panel';
import { LinkButton } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';

/**
 * /service-property-confirmation, where an add-on's Proceed lands once a postcode is chosen: the
 * visitor confirms the property before going on to the extras (with a plan) or the plans.
 */
export function PropertyConfirmation() {
  const journey = useJourney();
  const router = useRouter();
  if (!journey.hydrated) return <p className="text-slate-600">Loading…</p>;
  const item = journey.address.hasConfirmedAddress ? journey.address.addressItem : null;
  // Where the address step would send this basket now (the domain's routing; no alternate path here).
  const next = nextStepWhenAvailable(
    journeyContext({ basket: journey.basket, checkoutSkipTo: journey.checkoutSkipTo }),
    journey.address.addressType,
    false,
  );

  if (!item) {
    return (
      <div>
        <p className="text-lg text-slate-700">We need your address before we can go on.</p>
        <LinkButton href="/address-finder" className="mt-6">
          Find your address
        </LinkButton>
      </div>
    );
  }

  return (
    <div>
      <AddressPanel
        id="confirmation-address"
        title="Your address"
        headingLevel={2}
        address={item.address}
        onChange={() => {
          journey.clearAddress();
          router.push('/address-finder');
        }}
      />
      <LinkButton href={next} className="mt-6">
        Yes, continue
      </LinkButton>
    </div>
  );
}
