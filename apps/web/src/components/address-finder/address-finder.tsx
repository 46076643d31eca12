'use client';

import type { RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { safeCheckoutSkipTo } from '@fibre/domain/routing';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useJourney } from '@/state/journey-store';
import { describedBy, fieldMessageIds } from '../form/field-parts';
import { buttonClass, TEXT_LINK_CLASS } from '../ui/link-button';
import { POSTCODE_INPUT_ATTRIBUTES, postcodeBoxText } from '../ui/postcode-input';
import { ChosenAddress } from './chosen-address';
import { lookupStatusText } from './lookup-status';
import { postcodeFromQuery } from './postcode-from-query';
import { useAddressChoice } from './use-address-choice';
import { useAddressLookup } from './use-address-lookup';

export interface AddressFinderProps {
  registerInterestAreas: readonly RegisterInterestArea[];
  /** The feature flag that alternates the normal path with /ots. */
  alternatePath: boolean;
}

const INPUT_ID = 'postcode';
const HINT = 'For example, HB1 1AA. Then choose your address from the list.';
const LISTBOX_ID = 'address-list';
const optionId = (index: number) => `address-option-${index}`;

/**
 * The postcode finder (ordering-journey.md §2 and §4): a combobox whose list holds the addresses of
 * the postcode. Focus stays in the input; Up and Down move the highlight, Enter chooses (the only
 * address when there is one), and a click chooses too. Once an address is chosen the postcode is
 * locked until 'Change postcode'.
 */
export function AddressFinder({ registerInterestAreas, alternatePath }: AddressFinderProps) {
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
  const startedFromStore = useRef(false);

  const showPostcode = useCallback((value: string) => {
    if (inputRef.current) inputRef.current.value = value;
    setPostcode(value);
  }, []);

  // The home page's postcode box stores the typed postcode; pick it up once the store is read.
  useEffect(() => {
    if (!journey.hydrated || startedFromStore.current) return;
    startedFromStore.current = true;
    // Anything typed before the page came to life wins over the stored postcode; a postcode search
    // box submitted before its page came to life sends ?postcode=, a new search (use-postcode-search).
    const params = new URLSearchParams(window.location.search);
    const typed = postcodeBoxText(inputRef.current?.value ?? '');
    const searched = postcodeFromQuery(params);
    if (typed) {
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
    showPostcode,
  ]);

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
      document.getElementById(optionId(highlighted))?.scrollIntoView({ block: 'nearest' });
  }, [highlighted]);

  const listShown = addresses.length > 0 && !chosen;
  const showChange = chosen !== null || lookup.status !== 'idle';
  const rateLimitMessage = lookup.status === 'rate-limited' && !chosen ? lookup.message : undefined;

  return (
    <div className="mx-auto w-full max-w-2xl">
      <form onSubmit={onSubmit} noValidate aria-busy={lookup.status === 'loading'}>
        <label htmlFor={INPUT_ID} className="block text-lg font-semibold text-slate-900">
          Postcode
        </label>
        <p id={fieldMessageIds(INPUT_ID).hint} className="mt-1 text-slate-600">
          {HINT}
        </p>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <input
            ref={inputRef}
            id={INPUT_ID}
            {...POSTCODE_INPUT_ATTRIBUTES}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={listShown && highlighted >= 0 ? optionId(highlighted) : undefined}
            aria-describedby={describedBy(INPUT_ID, HINT, rateLimitMessage)}
            defaultValue=""
            readOnly={chosen !== null}
            onChange={(event) => onPostcodeChange(event.currentTarget)}
            onKeyDown={onKeyDown}
            className="h-12 w-full rounded-md border-2 border-slate-700 px-3 text-lg uppercase read-only:bg-slate-100 read-only:text-slate-700 sm:max-w-xs"
          />
          {!chosen && (
            <button type="submit" className={buttonClass()}>
              Find address
            </button>
          )}
        </div>
        {showChange && (
          <button type="button" onClick={changePostcode} className={`mt-3 ${TEXT_LINK_CLASS}`}>
            Change postcode
          </button>
        )}
      </form>

      <div className="mt-6 min-h-6">
        <p
          role="status"
          className={lookup.status === 'none' && !chosen ? 'font-semibold text-red-800' : 'text-slate-700'}
        >
          {lookupStatusText(lookup, chosen)}
        </p>
        {rateLimitMessage && (
          // The postcode box's message (<id>-error, in its aria-describedby), but without
          // FieldError's hidden 'Error:': a limit is not a wrong postcode, and the alert says it plainly.
          <p id={fieldMessageIds(INPUT_ID).error} role="alert" className="mt-2 font-semibold text-red-800">
            {rateLimitMessage}
          </p>
        )}
      </div>

      <div
        id={LISTBOX_ID}
        role="listbox"
        aria-label={lookup.status === 'found' ? `Addresses at ${lookup.postcode}` : 'Addresses'}
        hidden={!listShown}
        className="mt-2 max-h-96 overflow-y-auto rounded-md border-2 border-slate-300"
      >
        {listShown &&
          addresses.map((address, index) => (
            // The combobox owns the keyboard (focus stays in the input), so options only need a click.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox input
            <div
              key={address.uprn ?? `${address.address}-${index}`}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === highlighted}
              onClick={() => void choose(address)}
              onMouseMove={() => setHighlighted(index)}
              className="cursor-pointer border-b border-slate-200 px-4 py-3 last:border-b-0 aria-selected:bg-brand-100 aria-selected:font-semibold"
            >
              {address.address}
            </div>
          ))}
      </div>

      {chosen && <ChosenAddress address={chosen.address} className="mt-2" />}
    </div>
  );
}
