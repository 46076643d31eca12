'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
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
        <Link href="/address-finder" className="mt-6 btn btn-primary">
          Find your address
        </Link>
      </div>
    );
  }

  return (
    <div>
      <div className="rounded-md border-2 border-brand-700 bg-brand-50 px-4 py-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-900">Your address</p>
        <p className="mt-1 text-lg text-slate-900">{item.address}</p>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Link href={next} className="btn btn-primary">
          Yes, continue
        </Link>
        <button
          type="button"
          onClick={() => {
            journey.clearAddress();
            router.push('/address-finder');
          }}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Change<span className="sr-only"> address</span>
        </button>
      </div>
    </div>
  );
}
