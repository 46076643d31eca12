'use client';

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
  const next =
    journey.basket.basketItem !== null
      ? '/extras'
      : `/service-available?addressType=${journey.address.addressType}`;

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
