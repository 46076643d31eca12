import type { BasketState } from '@fibre/domain/basket-state';
import { canPreorderAt } from '@fibre/domain/preorder-address';
import { journeyContext, routeAfterAddressChoice } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { SITE_PATHS } from '@fibre/domain/site-paths';

export interface ContinueToCheckoutInput {
  basket: BasketState;
  /** The confirmed address, or null when the visitor has not chosen one. */
  confirmedAddress: AddressItem | null;
  checkoutSkipTo: string | null;
  alternatePath: boolean;
  /** The path the visitor is on now, e.g. '/extras'. */
  currentPath: string;
}

/**
 * Where the basket's 'Continue to Checkout' goes (ordering-journey.md §2, decision 0092). With no
 * chosen address: the address step. With one: where the address step would send this basket (a
 * bundle to /checkout, a plan on through /extras, or /ots when the alternate path is on). A visitor
 * already on that page is taken on to /checkout. At an address kept for a pre-order (decision 0260)
 * the plan was chosen on the area page at its preorder price: straight to /checkout.
 */
export function continueToCheckoutUrl(input: ContinueToCheckoutInput): string {
  const { basket, confirmedAddress } = input;
  if (!confirmedAddress) return SITE_PATHS.addressFinder;
  if (canPreorderAt(confirmedAddress)) return SITE_PATHS.checkout;
  const route = routeAfterAddressChoice({
    address: confirmedAddress,
    registerInterestAreas: [],
    context: journeyContext({ basket, checkoutSkipTo: input.checkoutSkipTo }),
    alternatePath: input.alternatePath,
  });
  if (route.outcome !== 'available') return SITE_PATHS.addressFinder;
  const path = route.url.split(/[?#]/)[0];
  return path === input.currentPath ? SITE_PATHS.checkout : route.url;
}
