'use client';

import type { PlanAddressType } from '@fibre/domain/constants';
import { SITE_PATHS } from '@fibre/domain/site-paths';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { postcodeBoxText } from '@/components/ui/postcode-input';
import { useJourney } from '@/state/journey-store';

/**
 * The postcode a search form holds. Read from the form, not from React's state: text typed before
 * the page came to life is in the box but not in the state.
 */
export function typedPostcode(form: HTMLFormElement): string {
  const value = new FormData(form).get('postcode');
  return typeof value === 'string' ? value : '';
}

/**
 * content-and-api.md §4 'Search box': store the typed postcode in the address state and go to
 * /address-finder, which does the lookup; no call from here. Shared by the postcode search box and
 * the search bar block.
 */
export function usePostcodeSearch(addressType?: PlanAddressType): (typed: string) => void {
  const { setPostcodeString, clearAddress, setAddressType } = useJourney();
  const router = useRouter();
  return useCallback(
    (typed: string) => {
      // A new search starts a new address: the one chosen before no longer holds.
      clearAddress();
      // A hero's defaultAddressType (§3): the address type the journey holds until an address is chosen.
      if (addressType) setAddressType(addressType);
      setPostcodeString(postcodeBoxText(typed));
      router.push(SITE_PATHS.addressFinder);
    },
    [clearAddress, setPostcodeString, setAddressType, addressType, router],
  );
}
