import type { PlanAddressType } from './plan-address-type';

/**
 * The journey's own pages, each path written once (ordering-journey.md §2 and §4). Links,
 * redirects and the routing after an address choice build their URLs from here, so a page that
 * moves is changed in one place.
 */
export const SITE_PATHS = {
  home: '/',
  addressFinder: '/address-finder',
  /** The plan chooser; always with ?addressType= (plansPath). */
  plans: '/service-available',
  extras: '/extras',
  checkout: '/checkout',
  ots: '/ots',
  propertyConfirmation: '/service-property-confirmation',
  serviceUnavailable: '/service-unavailable',
  existingCustomer: '/error/existing-customer',
  /** After the register-interest hero's submit, with ?firstName= (content-and-api.md §2). */
  registerInterestSuccess: '/bundles/gigaplus/success',
} as const;

// In a module of their own, as the header links to one of them on every page (decision 0704).
export { FIND_MY_ORDER_PATH, YOUR_ORDER_PATH } from './order-paths';

/** The id of the plan chooser's property-type buttons, a link target of its own. */
export const PROPERTY_TYPE_SECTION_ID = 'property-type-section';

/** A path with a query string of the given parameters in order; null values are left out. */
export function pathWithQuery(path: string, params: ReadonlyArray<[string, string | number | null]>): string {
  const query = new URLSearchParams();
  for (const [name, value] of params) {
    if (value !== null) query.append(name, String(value));
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The plan chooser for an address type, e.g. '/service-available?addressType=BUS'. */
export function plansPath(addressType: PlanAddressType, options: { hash?: string } = {}): string {
  const path = pathWithQuery(SITE_PATHS.plans, [['addressType', addressType]]);
  return options.hash ? `${path}#${options.hash}` : path;
}

/** A coverage location page's register-interest form, for the visitor's address type. */
export function registerInterestPath(areaSlug: string, addressType: PlanAddressType): string {
  const path = pathWithQuery(`/coverage/location/${encodeURIComponent(areaSlug)}`, [
    ['addressType', addressType],
  ]);
  return `${path}#register-interest`;
}

/** The register-interest hero's success page, greeting the visitor by first name. */
export function registerInterestSuccessPath(firstName: string): string {
  return pathWithQuery(SITE_PATHS.registerInterestSuccess, [['firstName', firstName]]);
}

/** After a successful register of interest from the block: the code the provider returned. */
export function confirmationOfInterestPath(code: string): string {
  return `/confirmation-of-interest/${encodeURIComponent(code)}`;
}

/** After a failed register of interest from the block (content-and-api.md §4, §8). */
export function orderErrorPath(code: string): string {
  return `/checkout/order/error/${encodeURIComponent(code)}`;
}

/** Where 'I can't find my address' under the finder's list leads (decision 0685). */
export const ADDRESS_NOT_LISTED_PATH = '/address-not-listed';
