'use client';

import { isUkPostcode } from '@fibre/domain/postcode-format';
import { TIMINGS_MS } from '@fibre/domain/timings';
import { useEffect, useState } from 'react';
import { lookupAddresses } from './address-lookup';
import type { LookupState } from './lookup-status';

/**
 * The finder's look-up machine (ordering-journey.md §4, decision 0095): a well-formed postcode is
 * looked up once typing pauses (TIMINGS_MS.addressLookupDebounce), at once when a search is
 * requested (Enter, the button); a newer postcode aborts the older look-up. Nothing is looked up
 * while an address is chosen.
 */
export function useAddressLookup(postcode: string, searchRequested: number, paused: boolean) {
  const [lookup, setLookup] = useState<LookupState>({ status: 'idle' });
  const [highlighted, setHighlighted] = useState(-1);

  useEffect(() => {
    if (paused) return;
    const trimmed = postcode.trim();
    if (!isUkPostcode(trimmed)) {
      setLookup(searchRequested > 0 ? { status: 'none' } : { status: 'idle' });
      setHighlighted(-1);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(
      async () => {
        setLookup({ status: 'loading' });
        setHighlighted(-1);
        try {
          const result = await lookupAddresses(trimmed, controller.signal);
          if (result.kind === 'found')
            setLookup({
              status: 'found',
              addresses: result.addresses,
              postcode: trimmed,
              location: result.location,
            });
          else if (result.kind === 'rate-limited')
            setLookup({ status: 'rate-limited', message: result.message });
          else setLookup({ status: 'none' });
        } catch {
          // Aborted: a newer postcode took over.
        }
      },
      searchRequested > 0 ? 0 : TIMINGS_MS.addressLookupDebounce,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [postcode, searchRequested, paused]);

  return { lookup, setLookup, highlighted, setHighlighted };
}
