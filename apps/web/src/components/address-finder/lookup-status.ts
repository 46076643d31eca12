import { ADDRESS_LOOKUP_NO_RESULTS_MESSAGE } from '@fibre/domain/messages';
import type { AddressItem } from '@fibre/domain/schemas/address-item';

/** Where the finder's look-up stands. */
export type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; addresses: AddressItem[]; postcode: string }
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
    case 'found':
      return lookup.addresses.length === 1
        ? '1 address found. Press Enter to choose it, or click it.'
        : `${lookup.addresses.length} addresses found. Use the up and down arrows and Enter to choose one, or click it.`;
    default:
      return '';
  }
}
