import { SITE_PATHS } from './site-paths';

/**
 * Where a bundle choice and an add-on's Proceed go (content-and-api.md §2): to the address step
 * while no postcode is chosen; with one, a bundle goes to /checkout (it holds everything an order
 * needs) and an add-on to /service-property-confirmation. A postcode counts as chosen once an
 * address was chosen and confirmed, since both pages need the address, not only the typed text.
 */
export function bundleChoicePath(hasChosenAddress: boolean): string {
  return hasChosenAddress ? SITE_PATHS.checkout : SITE_PATHS.addressFinder;
}

export function addonProceedPath(hasChosenAddress: boolean): string {
  return hasChosenAddress ? SITE_PATHS.propertyConfirmation : SITE_PATHS.addressFinder;
}
