import { orderAddressRefusal } from './order-address';
import type { PreorderContext } from './preorder-pricing';
import type { AddressItem } from './schemas/address-item';

/**
 * A chosen address the visitor can pre-order at (decision 0121, order-address.ts): eligible, not an
 * existing customer, and not orderable now. The area page offers its plans at preorder prices, and
 * the checkout runs in PREORDER mode there (decision 0260).
 */
export function canPreorderAt(address: AddressItem): boolean {
  return (
    orderAddressRefusal(address, {
      kind: 'preorder',
      postcode: address.postcode,
      checkExistingCustomer: true,
    }) === null
  );
}

/**
 * What the basket's pricing needs (preorder-pricing.ts) for the chosen address: a preorder context
 * where the address can be pre-ordered, none elsewhere, so a plan in the basket keeps its preorder
 * price on every page that reprices it and nobody gets it at an address that can be ordered now.
 */
export function preorderContextFor(address: AddressItem | null | undefined): PreorderContext | undefined {
  if (!address || !canPreorderAt(address)) return undefined;
  return {
    isPreorder: true,
    ismdu: address.ismdu,
    coverage: address.coverage,
    mdu_status: address.mdu_status,
  };
}
