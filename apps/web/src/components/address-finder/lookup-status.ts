import { ADDRESS_LOOKUP_NO_RESULTS_MESSAGE } from '@fibre/domain/messages';
import type { AddressItem, PostcodeCheckResult } from '@fibre/domain/schemas/address-item';

/** Where the finder's look-up stands. */
export type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; addresses: AddressItem[]; postcode: string; location?: PostcodeCheckResult | null }
  | { status: 'none' }
  | { status: 'rate-limited'; message: string };

/** The finder's live status line for the look-up and the chosen address. */
export function lookupStatusText(lookup: LookupState, chosen: AddressItem | null): string {
  if (chosen) return `Checking what we can offer at ${chosen.address}…`;
  switch (lookup.status) {
    case 'loading':
      return 'Looking up addresses…';
    case 'none':
      return ADDRESS_LOOKUP_NO_RESULTS_MESSAGE;
    case 'found': {
      // Where the public postcode check places the postcode, so the visitor sees it is the right one.
      const place = lookup.location
        ? ` in ${lookup.location.postcode} (${lookup.location.admin_ward}, ${lookup.location.admin_district})`
        : '';
      return lookup.addresses.length === 1
        ? `1 address found${place}. Press Enter to choose it, or click it.`
        : `${lookup.addresses.length} addresses found${place}. Use the up and down arrows and Enter to choose one, or click it.`;
    }
    default:
      return '';
  }
}
