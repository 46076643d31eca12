import { eligibilityOutcome, isEligible, isExistingCustomer } from './eligibility';
import type { AddressItem } from './schemas/address-item';

/**
 * Whether an address suits an order or a pre-order (decisions 0056 and 0121), the check the
 * provider makes before taking one and the site can make before offering one. An order needs an
 * address our network can serve now (the §4 success path); a pre-order one it is planned at but
 * cannot serve yet: where it can serve now, the customer orders at the normal price and books an
 * engineer, so a pre-order there (at the lower preorder price, with no installation) is refused.
 */

export type OrderKind = 'order' | 'preorder';

/** Why an address is refused, first failing check first. */
export type OrderAddressRefusal =
  /** The postcode given is not the address's own. */
  | 'postcode-mismatch'
  /** The address already has our service. */
  | 'existing-customer'
  /** An order where the network cannot serve yet. */
  | 'not-orderable-yet'
  /** A pre-order where the network is not planned. */
  | 'not-planned'
  /** A pre-order where the network can serve now: order it instead. */
  | 'orderable-now';

export interface OrderAddressCheck {
  kind: OrderKind;
  /** The postcode the order names, compared as given with the address's. */
  postcode: string;
  /** False for an update of the customer's own open order. */
  checkExistingCustomer: boolean;
}

/** An address our network can serve now: what an order (SIGNUP) needs. */
export function isOrderableNow(address: AddressItem): boolean {
  return eligibilityOutcome(address) === 'success';
}

/** Null when the address suits the order, else the first reason it does not. */
export function orderAddressRefusal(
  address: AddressItem,
  check: OrderAddressCheck,
): OrderAddressRefusal | null {
  if (address.postcode !== check.postcode) return 'postcode-mismatch';
  if (check.checkExistingCustomer && isExistingCustomer(address)) return 'existing-customer';
  const orderableNow = isOrderableNow(address);
  if (check.kind === 'order') return orderableNow ? null : 'not-orderable-yet';
  if (!isEligible(address)) return 'not-planned';
  return orderableNow ? 'orderable-now' : null;
}
