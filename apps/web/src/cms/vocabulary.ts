/**
 * The CMS's fixed lists in the spec's words, in a module that imports nothing, so client
 * components can use them without pulling the CMS's server code into the browser.
 */

/** The FAQ accordion's category chips (content-and-api.md §4). */
export const FAQ_CATEGORIES = ['Installation', 'Speed', 'Equipment', 'Phone'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** §3 'Coverage item' availability values. */
export const AVAILABILITIES = ['AVAILABLE', 'BUILDING', 'COLLECTING_INTEREST', 'COMING_SOON'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** §3 'Package type item' (key, label): the pre-order hero's dropdown, keys as the journey's PACKAGE_TYPES. */
export const PACKAGE_TYPE_ITEMS = [
  { key: 'BBO', label: 'Broadband only' },
  { key: 'BBANDP', label: 'Broadband and phone' },
] as const;
export type PackageTypeKey = (typeof PACKAGE_TYPE_ITEMS)[number]['key'];
