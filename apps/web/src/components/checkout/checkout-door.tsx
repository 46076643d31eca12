'use client';

import type { Product } from '@fibre/domain/schemas/product';
import { plansPath } from '@fibre/domain/site-paths';
import { useRouter } from 'next/navigation';
import { AddressPanel, addressLine } from '@/components/ui/address-panel';
import { TextLink } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';
import { MiniBasket } from '../basket/mini-basket';

/**
 * The checkout's door (/checkout): the contact-details step's heading, the chosen address with a
 * Change button that clears the postcode, and the basket. The contact-details form itself comes
 * with the checkout issue (decision 0090).
 */
export function CheckoutDoor({ products }: { products: readonly Product[] }) {
  const journey = useJourney();
  const router = useRouter();
  if (!journey.hydrated) return <p className="text-slate-600">Loading your order…</p>;
  const { address, basket } = journey;
  const item = address.hasConfirmedAddress ? address.addressItem : null;

  function change() {
    journey.clearAddress();
    router.push('/address-finder');
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div>
        <h2 className="text-2xl font-bold text-brand-900">Your details</h2>
        <div className="mt-4">
          <AddressPanel
            id="checkout-address"
            title="Installation address"
            address={item ? addressLine(item.address, item.postcode) : null}
            onChange={change}
          />
        </div>
        {basket.basketItem === null && (
          <p className="mt-6 text-slate-700">
            Your basket is empty. <TextLink href={plansPath(address.addressType)}>Choose a plan</TextLink>
          </p>
        )}
      </div>
      <MiniBasket products={products} readOnly />
    </div>
  );
}
