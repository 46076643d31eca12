import { PACKAGE_TYPE_LABELS, PACKAGE_TYPES, type PackageType } from '@fibre/domain/constants';

/**
 * The CMS's fixed lists in the spec's words, in a module that imports only the domain's pure
 * constants, so client components can use them without pulling the CMS's server code into the browser.
 */

/** The FAQ accordion's category chips (content-and-api.md §4). */
export const FAQ_CATEGORIES = ['Installation', 'Speed', 'Equipment', 'Phone'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** §3 'Coverage item' availability values. */
export const AVAILABILITIES = ['AVAILABLE', 'BUILDING', 'COLLECTING_INTEREST', 'COMING_SOON'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * §3 'Package type item' (key, label): the pre-order hero's dropdown, keys as the journey's
 * PACKAGE_TYPES and labels the domain's, which the register-interest notice carries too.
 */
export const PACKAGE_TYPE_ITEMS: ReadonlyArray<{ key: PackageType; label: string }> = PACKAGE_TYPES.map(
  (key) => ({ key, label: PACKAGE_TYPE_LABELS[key] }),
);
export type PackageTypeKey = PackageType;
