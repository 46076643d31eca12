import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { type LookupState, lookupStatusText } from '@/components/address-finder/lookup-status';

/**
 * The hero checker's live status line: the rate limit's own message, the address being checked, or
 * how many addresses were found with a prompt to choose (the hero lists them in a select).
 */
export function heroCheckStatus(lookup: LookupState, checking: AddressItem | null): string {
  if (lookup.status === 'rate-limited') return lookup.message;
  if (checking) return lookupStatusText(lookup, checking);
  if (lookup.status === 'found') {
    const count = lookup.addresses.length;
    return `${count === 1 ? '1 address' : `${count} addresses`} found. Choose yours.`;
  }
  return lookupStatusText(lookup, null);
}
