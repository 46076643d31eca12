'use client';

import { safeCheckoutSkipTo } from '@fibre/domain/routing';
import { type RefObject, useEffect, useRef } from 'react';
import { useJourney } from '@/state/journey-store';
import { postcodeBoxText } from '../ui/postcode-input';
import { postcodeFromQuery } from './postcode-from-query';

/**
 * The finder's starting postcode, once the journey store is read: anything typed before the page
 * came to life wins; then a postcode search box submitted before its page came to life (?postcode=,
 * a new search, use-postcode-search); then the postcode the home page's box stored. Also takes
 * ?checkoutSkipTo= into the journey.
 */
export function usePostcodeFromStore(
  inputRef: RefObject<HTMLInputElement | null>,
  showPostcode: (value: string) => void,
): void {
  const journey = useJourney();
  const startedFromStore = useRef(false);

  useEffect(() => {
    if (!journey.hydrated || startedFromStore.current) return;
    startedFromStore.current = true;
    const params = new URLSearchParams(window.location.search);
    // Upper-cased only, as onPostcodeChange does: the visitor may still be typing, and a trimmed
    // 'HB1 ' would join the next keys into 'HB11AA'. The lookup normalises it (normalisePostcode).
    const typed = (inputRef.current?.value ?? '').toUpperCase();
    const searched = postcodeFromQuery(params);
    if (typed.trim()) {
      showPostcode(typed);
      journey.setPostcodeString(typed);
    } else if (searched) {
      journey.clearAddress();
      showPostcode(searched);
      journey.setPostcodeString(searched);
    } else if (journey.address.postcodeString) {
      showPostcode(postcodeBoxText(journey.address.postcodeString));
    }
    if (params.has('postcode')) {
      params.delete('postcode');
      const query = params.toString();
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${query ? `?${query}` : ''}`,
      );
    }
    const skipTo = params.get('checkoutSkipTo');
    if (skipTo !== null) journey.setCheckoutSkipTo(safeCheckoutSkipTo(skipTo));
  }, [
    journey.hydrated,
    journey.address.postcodeString,
    journey.setCheckoutSkipTo,
    journey.setPostcodeString,
    journey.clearAddress,
    inputRef,
    showPostcode,
  ]);
}
