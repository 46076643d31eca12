'use client';

import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { useEffect, useState } from 'react';
import { useJourney } from '@/state/journey-store';
import { readInterestAddress } from '@/state/register-interest-storage';

/**
 * The postcode item the register-interest form sends: the address last chosen in the finder that
 * cannot be ordered now (kept for this tab, decision 0362), else the visitor's confirmed address
 * (a pre-order address is one). Null until the journey's storage was read, and when there is none.
 */
export function useInterestAddress(): AddressItem | null {
  const journey = useJourney();
  // Read after mount, as the journey's own storage is, so the server's markup and the first render agree.
  const [kept, setKept] = useState<AddressItem | null>(null);
  useEffect(() => setKept(readInterestAddress()), []);
  if (!journey.hydrated) return null;
  return kept ?? (journey.address.hasConfirmedAddress ? journey.address.addressItem : null);
}
