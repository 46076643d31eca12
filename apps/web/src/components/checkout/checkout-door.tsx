'use client';

import type { Product } from '@fibre/domain/schemas/product';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
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
        <section
          aria-labelledby="checkout-address-heading"
          className="mt-4 rounded-xl border-2 border-slate-200 p-5"
        >
          <h3 id="checkout-address-heading" className="font-semibold text-slate-900">
            Installation address
          </h3>
          {item ? (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
              <p className="text-lg text-slate-900" data-testid="checkout-address">
                {item.address}
                {item.postcode && !item.address.includes(item.postcode) ? `, ${item.postcode}` : ''}
              </p>
              <button
                type="button"
                onClick={change}
                className="rounded-md border-2 border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                Change<span className="sr-only"> address</span>
              </button>
            </div>
          ) : (
            <div className="mt-2">
              <p className="text-slate-700">You have not chosen an address yet.</p>
              <Link
                href="/address-finder"
                className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                Find your address
              </Link>
            </div>
          )}
        </section>
        {basket.basketItem === null && (
          <p className="mt-6 text-slate-700">
            Your basket is empty.{' '}
            <Link
              href={`/service-available?addressType=${address.addressType}`}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              Choose a plan
            </Link>
          </p>
        )}
      </div>
      <MiniBasket products={products} readOnly />
    </div>
  );
}
