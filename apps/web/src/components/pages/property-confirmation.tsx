'use client';

import type { RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { useRouter } from 'next/navigation';
import { AddressPanel } from '@/components/ui/address-panel';
import { LinkButton } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';
import { propertyNextStep } from './property-next-step';

/**
 * /service-property-confirmation, where an add-on's Proceed lands once a postcode is chosen: the
 * visitor confirms the property before going on to the extras (with a plan) or the plans.
 */
export function PropertyConfirmation({
  registerInterestAreas,
}: {
  registerInterestAreas: readonly RegisterInterestArea[];
}) {
  const journey = useJourney();
  const router = useRouter();
  if (!journey.hydrated) return <p className="text-slate-600">Loading…</p>;
  const item = journey.address.hasConfirmedAddress ? journey.address.addressItem : null;
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

  const next = propertyNextStep({
    address: item,
    addressType: journey.address.addressType,
    basket: journey.basket,
    checkoutSkipTo: journey.checkoutSkipTo,
    registerInterestAreas,
  });
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
