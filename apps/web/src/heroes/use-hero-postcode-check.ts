'use client';

import { planAddressType, routeAfterAddressChoice } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { lookupAddresses, markUprnChecked, refreshAddress } from '@/components/address-finder/address-lookup';
import type { LookupState } from '@/components/address-finder/lookup-status';
import { typedPostcode } from '@/components/home/use-postcode-search';
import { postcodeBoxText } from '@/components/ui/postcode-input';
import { useJourney } from '@/state/journey-store';

/**
 * The hero checker's state: the postcode, its look-up, the address picked from the list and the one
 * being checked. Search looks the postcode up; check routes the picked address with no
 * register-interest areas (content-and-api.md §4 'FAQ postcode checker'), confirming it here when it
 * is available and going to the route's page otherwise.
 */
export function useHeroPostcodeCheck(initialPostcode = '') {
  const journey = useJourney();
  const router = useRouter();
  const [postcode, setPostcode] = useState(initialPostcode);
  const [lookup, setLookup] = useState<LookupState>({ status: 'idle' });
  const [choice, setChoice] = useState('');
  const [checking, setChecking] = useState<AddressItem | null>(null);

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

  /** 'Change' on the eligible card: forget the address and start again. */
  function changeAddress() {
    journey.clearAddress();
    setLookup({ status: 'idle' });
    setChoice('');
  }

  return { postcode, setPostcode, lookup, choice, setChoice, checking, search, check, changeAddress };
}
