'use client';

import { useMemo, useRef } from 'react';
import { lookupAddresses } from '@/components/address-finder/address-lookup';

/** Whether the address lookup knows a postcode (§5): at least one address, else 'Postcode not found'. */
async function postcodeExists(postcode: string): Promise<boolean> {
  return (await lookupAddresses(postcode)).kind === 'found';
}

export interface PostcodeExistence {
  /** True once the lookup has said this postcode has no address; false while it is not known. */
  notFound(postcode: string): boolean;
  /** Asks the lookup once per postcode; whether it has addresses. */
  check(postcode: string): Promise<boolean>;
}

/**
 * The contact form's postcode existence check (§5): asked when the postcode is left with a right
 * format and again before sending, each postcode once. The form's rules read the answers
 * synchronously, so they join the schema's messages.
 */
export function usePostcodeExistence(): PostcodeExistence {
  const known = useRef(new Map<string, boolean>());
  return useMemo(
    () => ({
      notFound: (postcode) => known.current.get(postcode.trim()) === false,
      check: async (postcode) => {
        const key = postcode.trim();
        const seen = known.current.get(key);
        if (seen !== undefined) return seen;
        const found = await postcodeExists(key);
        known.current.set(key, found);
        return found;
      },
    }),
    [],
  );
}
