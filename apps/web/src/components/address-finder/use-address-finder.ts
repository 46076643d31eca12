'use client';

import type { RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useJourney } from '@/state/journey-store';
import { addressOptionId } from './address-finder-ids';
import { useAddressChoice } from './use-address-choice';
import { useAddressLookup } from './use-address-lookup';
import { usePostcodeFromStore } from './use-postcode-from-store';

/**
 * The finder's state and keyboard (ordering-journey.md §2 and §4): the postcode typed, the look-up,
 * the highlighted address and the chosen one, and what the form, the keys and 'Change postcode' do.
 */
export function useAddressFinder(
  registerInterestAreas: readonly RegisterInterestArea[],
  alternatePath: boolean,
) {
  const journey = useJourney();
  // The input is uncontrolled so that a postcode typed before the page came to life survives
  // hydration; `postcode` mirrors it, and programmatic changes go through showPostcode.
  const [postcode, setPostcode] = useState('');
  const [searchRequested, setSearchRequested] = useState(0);
  const { chosen, choose, forget } = useAddressChoice(registerInterestAreas, alternatePath);
  const { lookup, setLookup, highlighted, setHighlighted } = useAddressLookup(
    postcode,
    searchRequested,
    chosen !== null,
  );
  const inputRef = useRef<HTMLInputElement>(null);

  const showPostcode = useCallback((value: string) => {
    // Writing the same text again would move the caret of a visitor who is typing.
    if (inputRef.current && inputRef.current.value !== value) inputRef.current.value = value;
    setPostcode(value);
  }, []);

  usePostcodeFromStore(inputRef, showPostcode);

  const addresses = lookup.status === 'found' ? lookup.addresses : [];

  function onPostcodeChange(input: HTMLInputElement) {
    // Upper-case as typed, keeping the caret where it was.
    const upper = input.value.toUpperCase();
    if (upper !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = upper;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    setPostcode(upper);
    setSearchRequested(0);
    journey.setPostcodeString(upper);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen) return;
    if (addresses.length === 1) {
      void choose(addresses[0]!);
      return;
    }
    if (highlighted >= 0 && addresses[highlighted]) {
      void choose(addresses[highlighted]);
      return;
    }
    setSearchRequested((count) => count + 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (chosen || addresses.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlighted((index) => Math.min(index + 1, addresses.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Escape') {
      setHighlighted(-1);
    }
  }

  function changePostcode() {
    forget();
    showPostcode('');
    setLookup({ status: 'idle' });
    setHighlighted(-1);
    setSearchRequested(0);
    journey.clearAddress();
    inputRef.current?.focus();
  }

  // Keep the highlighted option in view in a long list.
  useEffect(() => {
    if (highlighted >= 0)
      document.getElementById(addressOptionId(highlighted))?.scrollIntoView({ block: 'nearest' });
  }, [highlighted]);

  return {
    inputRef,
    lookup,
    addresses,
    chosen,
    choose,
    highlighted,
    setHighlighted,
    listShown: addresses.length > 0 && !chosen,
    showChange: chosen !== null || lookup.status !== 'idle',
    rateLimitMessage: lookup.status === 'rate-limited' && !chosen ? lookup.message : undefined,
    onPostcodeChange,
    onSubmit,
    onKeyDown,
    changePostcode,
  };
}
