import type { AddressType, PlanAddressType } from './constants';
import {
  CERTIFIED_CUSTOMER_OSS_TYPE,
  coverageClass,
  hasUprn,
  isAvailable,
  isExistingCustomer,
  isMultiDwellingNotReady,
} from './eligibility';
import { canPreorderAt } from './preorder-address';
import { findRegisterInterestArea, type RegisterInterestArea } from './register-interest-area';
import type { AddressItem } from './schemas/address-item';
import { pathWithQuery, plansPath, registerInterestPath, SITE_PATHS } from './site-paths';

/** What the visitor was doing before choosing an address (basket and resume state). */
export interface JourneyContext {
  /** Where to resume after the address step, e.g. 'checkout/installation'. */
  checkoutSkipTo: string | null;
  /** The product chosen before the address, carried in the URL as `product`. */
  productId: number | null;
  /** A bundle is in the basket: it already has everything needed to check out. */
  bundle: boolean;
  /** A product is in the basket (chosen before the address). */
  hasBasketItem: boolean;
}

export interface AddressRoute {
  /**
   * 'preorder' and 'register-interest' both go to the area page; at an address that can be
   * pre-ordered the address is kept for the pre-order (decision 0260).
   */
  outcome: 'existing-customer' | 'unavailable' | 'register-interest' | 'preorder' | 'available';
  url: string;
  clearBasket: boolean;
  /**
   * Store the address item and mark the address confirmed: when it can be ordered now, or
   * pre-ordered from its area page (decision 0260), where the checkout needs it.
   */
  confirmAddress: boolean;
}

export interface RouteAfterAddressChoiceInput {
  address: AddressItem;
  registerInterestAreas: readonly RegisterInterestArea[];
  context: JourneyContext;
  /** The feature flag that alternates the normal path with /ots. */
  alternatePath: boolean;
}

export const SERVICE_UNAVAILABLE_PATH = SITE_PATHS.serviceUnavailable;
export const EXISTING_CUSTOMER_PATH = SITE_PATHS.existingCustomer;

/** MSM is a routing and labelling type only: multi-dwelling residents are shown the RES plans. */
export function planAddressType(addressType: AddressType): PlanAddressType {
  return addressType === 'MSM' ? 'RES' : addressType;
}

// One or more path segments of letters, digits and hyphens: no scheme, host, '//', '..', '\', query or hash.
const SKIP_TO_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/i;
const SKIP_TO_MAX_LENGTH = 100;

/**
 * The resume target if it is a safe relative path such as 'checkout/installation' (one leading '/'
 * is tolerated), otherwise null. It comes from the URL, so anything else is ignored: it must never
 * become an open redirect (decision 0033).
 */
export function safeCheckoutSkipTo(value: string | null | undefined): string | null {
  if (value == null) return null;
  const path = value.startsWith('/') ? value.slice(1) : value;
  if (path.length > SKIP_TO_MAX_LENGTH || !SKIP_TO_PATTERN.test(path)) return null;
  return path;
}

/** What the journey state says about the visitor, in the shape the routing reads (one builder). */
export interface JourneyContextInput {
  basket: { basketItem: number | null; bundle: boolean };
  checkoutSkipTo: string | null;
  /** The product carried in the URL as `product`, if any. */
  productId?: number | null;
}

/** The routing context from the journey state: the one place it is built. */
export function journeyContext(input: JourneyContextInput): JourneyContext {
  return {
    checkoutSkipTo: input.checkoutSkipTo,
    productId: input.productId ?? null,
    bundle: input.basket.bundle,
    hasBasketItem: input.basket.basketItem !== null,
  };
}

/**
 * Where a visitor whose address can be ordered goes next: /ots on the alternate path, the resume
 * target, /checkout with a bundle, /extras with a plan, else the plans for the address type.
 */
export function nextStepWhenAvailable(
  context: JourneyContext,
  addressType: PlanAddressType,
  alternatePath: boolean,
): string {
  const skipTo = safeCheckoutSkipTo(context.checkoutSkipTo);
  if (alternatePath) {
    return pathWithQuery(SITE_PATHS.ots, [
      ['addressType', addressType],
      ['product', context.productId],
      ['checkoutSkipTo', skipTo],
    ]);
  }
  if (skipTo !== null) {
    return pathWithQuery(`/${skipTo}`, [
      ['addressType', addressType],
      ['product', context.productId],
    ]);
  }
  if (context.bundle) return SITE_PATHS.checkout;
  if (context.hasBasketItem) return SITE_PATHS.extras;
  return plansPath(addressType);
}

const UNAVAILABLE: AddressRoute = {
  outcome: 'unavailable',
  url: SERVICE_UNAVAILABLE_PATH,
  clearBasket: true,
  confirmAddress: false,
};

/**
 * Where the visitor goes once an address is chosen (ordering-journey.md §4 'Routing after an address
 * is chosen'), in this order: no uprn, existing customer, ineligible (the area page to pre-order or
 * register interest when a building area matches the postcode, else unavailable), available.
 */
export function routeAfterAddressChoice(input: RouteAfterAddressChoiceInput): AddressRoute {
  const { address, registerInterestAreas, context, alternatePath } = input;
  if (!hasUprn(address)) return UNAVAILABLE;
  if (isExistingCustomer(address)) {
    return {
      outcome: 'existing-customer',
      url: EXISTING_CUSTOMER_PATH,
      clearBasket: false,
      confirmAddress: false,
    };
  }
  const addressType = planAddressType(address.address_type);
  if (isAvailable(address) && !isMultiDwellingNotReady(address)) {
    return {
      outcome: 'available',
      url: nextStepWhenAvailable(context, addressType, alternatePath),
      clearBasket: false,
      confirmAddress: true,
    };
  }
  // Being built, or certified but not released for online orders (decision 0032): the visitor can
  // register interest where an area covers the postcode. Either way nothing can be ordered here now,
  // so the basket is cleared (decision 0033).
  const mayRegisterInterest =
    coverageClass(address.coverage) === 'building' || address.oss_type === CERTIFIED_CUSTOMER_OSS_TYPE;
  const area = mayRegisterInterest
    ? findRegisterInterestArea(registerInterestAreas, address.postcode)
    : undefined;
  if (area === undefined) return UNAVAILABLE;
  // An address that can be pre-ordered (decision 0121) is kept as the chosen one: the area page
  // offers its plans at preorder prices and the checkout needs it (decision 0260). The basket is
  // still cleared: it was priced for an order. Elsewhere (a CERTIFIED_CUSTOMER address with coverage
  // that is not eligible) the visitor can only register interest.
  const preorder = canPreorderAt(address);
  return {
    outcome: preorder ? 'preorder' : 'register-interest',
    url: registerInterestPath(area.slug, addressType),
    clearBasket: true,
    confirmAddress: preorder,
  };
}
