'use client';

import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { useState } from 'react';
import { lookupAddresses } from './address-lookup';

/**
 * A small form's address question (call-me, refer a friend): find the postcode's addresses
 * through the finder's own lookup; the form holds the uprn chosen (its form hook's value). Only
 * addresses with a uprn are offered, since the provider's calls take the uprn.
 */
export function usePostcodeAddresses() {
  const [addresses, setAddresses] = useState<AddressItem[] | null>(null);
  const [lookupMessage, setLookupMessage] = useState<string | null>(null);

  async function findAddresses(postcode: string) {
    setLookupMessage(null);
    const found = await lookupAddresses(postcode);
    if (found.kind === 'found') {
      setAddresses(found.addresses.filter((item) => item.uprn !== null));
      setLookupMessage(`${found.addresses.length} addresses found`);
    } else {
      setAddresses([]);
      setLookupMessage(
        found.kind === 'rate-limited' ? found.message : 'No addresses found for this postcode',
      );
    }
  }

  /** The address of a uprn chosen from the list. */
  const addressOf = (uprn: string) => addresses?.find((item) => item.uprn === uprn);
  return { addresses, lookupMessage, findAddresses, addressOf };
}
