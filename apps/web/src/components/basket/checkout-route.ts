import type { BasketState } from '@fibre/domain/basket-state';
import { routeAfterAddressChoice } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';

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
 * already on that page is taken on to /checkout.
 */
export function continueToCheckoutUrl(input: ContinueToCheckoutInput): string {
  const { basket, confirmedAddress } = input;
  if (!confirmedAddress) return '/address-finder';
  const route = routeAfterAddressChoice({
    address: confirmedAddress,
    registerInterestAreas: [],
    context: {
      checkoutSkipTo: input.checkoutSkipTo,
      productId: null,
      bundle: basket.bundle,
      hasBasketItem: basket.basketItem !== null,
    },
    alternatePath: input.alternatePath,
  });
  if (route.outcome !== 'available') return '/address-finder';
  const path = route.url.split(/[?#]/)[0];
  return path === input.currentPath ? '/checkout' : route.url;
}

/** 'Reset selection' empties the basket and starts the plan choice again for the visitor's address type. */
export function resetSelectionUrl(addressType: string): string {
  return `/service-available?addressType=${encodeURIComponent(addressType)}`;
}
