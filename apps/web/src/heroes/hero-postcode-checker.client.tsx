'use client';

import { eligibilityOutcome, isExistingCustomer } from '@fibre/domain/eligibility';
import { planAddressType, routeAfterAddressChoice } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { SITE_PATHS } from '@fibre/domain/site-paths';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { lookupAddresses, markUprnChecked, refreshAddress } from '@/components/address-finder/address-lookup';
import { type LookupState, lookupStatusText } from '@/components/address-finder/lookup-status';
import { typedPostcode } from '@/components/home/use-postcode-search';
import { addressLine } from '@/components/ui/address-panel';
import { buttonClass } from '@/components/ui/link-button';
import { PostcodeInput, postcodeBoxText } from '@/components/ui/postcode-input';
import { useJourney } from '@/state/journey-store';

export interface EligibleMessage {
  /** 'Congrats! {product} is in your area' (page hero) or 'Congrats' (bundle hero). */
  heading: string;
  /** The in-page link shown once eligible: "What's in the page?" or "What's in the bundle?". */
  linkLabel: string;
  /** '#whats-included' or '#bundle-select'. */
  linkHref: string;
}

/** An address the visitor can order at now: eligible (decision 0030) and not already ours. */
function canOrderAt(item: AddressItem): boolean {
  return eligibilityOutcome(item) === 'success' && !isExistingCustomer(item);
}

/**
 * The page and bundle heroes' postcode checker (content-and-api.md §2, §4 'FAQ postcode checker'):
 * the postcode is looked up here and the visitor picks the address from a list. Then the routing
 * rule of the address step decides, with no register-interest areas so that every ineligible
 * address goes to /service-unavailable as §4 says: an existing customer goes to
 * /error/existing-customer; otherwise the address is stored and marked confirmed, and the hero says
 * so with its in-page link. A visitor who already chose an orderable address sees that at once.
 */
export function HeroPostcodeChecker({
  label,
  eligible,
  tone = 'dark',
}: {
  label: string;
  eligible: EligibleMessage;
  tone?: 'dark' | 'light';
}) {
  const journey = useJourney();
  const router = useRouter();
  const inputId = useId();
  const selectId = useId();
  const [postcode, setPostcode] = useState('');
  const [lookup, setLookup] = useState<LookupState>({ status: 'idle' });
  const [choice, setChoice] = useState('');
  const [checking, setChecking] = useState<AddressItem | null>(null);

  const confirmed =
    journey.hydrated && journey.address.hasConfirmedAddress ? journey.address.addressItem : null;
  const textClass = tone === 'dark' ? 'text-white' : 'text-brand-900';

  if (confirmed && canOrderAt(confirmed)) {
    return (
      <div className="rounded-2xl bg-white p-6 text-slate-900" data-testid="hero-eligible">
        <p role="status" className="text-2xl font-extrabold text-brand-900">
          {eligible.heading}
        </p>
        <p className="mt-1 text-slate-700">{addressLine(confirmed.address, confirmed.postcode)}</p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <a href={eligible.linkHref} className={buttonClass('primary')}>
            {eligible.linkLabel}
          </a>
          <button
            type="button"
            onClick={() => {
              journey.clearAddress();
              setLookup({ status: 'idle' });
              setChoice('');
            }}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Change<span className="sr-only"> your address</span>
          </button>
        </div>
      </div>
    );
  }

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // From the form: text typed before the page came to life is not in the state.
    const trimmed = postcodeBoxText(typedPostcode(event.currentTarget));
    setPostcode(trimmed);
    setChoice('');
    setLookup({ status: 'loading' });
    const result = await lookupAddresses(trimmed).catch(() => ({ kind: 'none' }) as const);
    if (result.kind === 'found')
      setLookup({ status: 'found', addresses: result.addresses, postcode: trimmed });
    else if (result.kind === 'rate-limited') setLookup({ status: 'rate-limited', message: result.message });
    else setLookup({ status: 'none' });
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lookup.status !== 'found' || checking) return;
    const item = lookup.addresses[Number(choice)];
    if (!item) return;
    setChecking(item);
    const address = await refreshAddress(item);
    await markUprnChecked(address.uprn);
    const route = routeAfterAddressChoice({
      address,
      registerInterestAreas: [],
      context: { checkoutSkipTo: null, productId: null, bundle: false, hasBasketItem: false },
      alternatePath: false,
    });
    setChecking(null);
    if (route.outcome === 'available') {
      journey.confirmAddress(address);
      journey.setAddressType(planAddressType(address.address_type));
      return;
    }
    if (route.clearBasket) journey.dispatchBasket({ type: 'clear' });
    router.push(route.url);
  }

  const status =
    lookup.status === 'rate-limited'
      ? lookup.message
      : checking
        ? lookupStatusText(lookup, checking)
        : lookup.status === 'found'
          ? `${lookup.addresses.length === 1 ? '1 address' : `${lookup.addresses.length} addresses`} found. Choose yours.`
          : lookupStatusText(lookup, null);

  return (
    <div className="w-full max-w-xl">
      {/* Before the page comes to life the browser sends the search to the address finder. */}
      <form
        onSubmit={search}
        action={SITE_PATHS.addressFinder}
        method="get"
        aria-busy={lookup.status === 'loading'}
      >
        <label htmlFor={inputId} className={`block text-base font-semibold ${textClass}`}>
          {label}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <PostcodeInput
            id={inputId}
            value={postcode}
            onValueChange={setPostcode}
            placeholder="Enter your postcode"
            required
            className="min-h-12 w-full rounded-md border-2 border-slate-500 bg-white px-4 text-lg uppercase text-slate-900 placeholder:normal-case placeholder:text-slate-600 sm:flex-1"
          />
          <button type="submit" className={buttonClass('primary', 'sm:w-40')}>
            Search
          </button>
        </div>
      </form>
      <p role="status" className={`mt-3 min-h-6 ${textClass}`}>
        {status}
      </p>
      {lookup.status === 'found' ? (
        <form onSubmit={check} className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:flex-1">
            <label htmlFor={selectId} className={`block font-semibold ${textClass}`}>
              Choose your address
            </label>
            <select
              id={selectId}
              value={choice}
              required
              onChange={(event) => setChoice(event.target.value)}
              className="mt-2 min-h-12 w-full rounded-md border-2 border-slate-500 bg-white px-3 text-slate-900"
            >
              <option value="">Choose your option</option>
              {lookup.addresses.map((address, index) => (
                <option key={address.uprn ?? `${address.address}-${index}`} value={String(index)}>
                  {address.address}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            disabled={choice === '' || checking !== null}
            className={buttonClass('secondary')}
          >
            Check address
          </button>
        </form>
      ) : null}
    </div>
  );
}
