import {
  AVAILABLE_COVERAGE,
  BUILDING_COVERAGE,
  type CoverageStatus,
  EXISTING_CUSTOMER_OSS_TYPES,
  NOT_AVAILABLE_COVERAGE,
} from './constants';
import type { AddressItem } from './schemas/address-item';

/**
 * The coverage groups of ordering-journey.md §3. 'unknown' covers INSTALLED (in no group), an empty
 * coverage and any string the network adds later: none of them may be sold to online.
 */
export type CoverageClass = 'available' | 'not-available' | 'building' | 'unknown';

/** The oss_type of an address whose order is already with the network: never sold to again online. */
export const CERTIFIED_CUSTOMER_OSS_TYPE = 'CERTIFIED_CUSTOMER';

/**
 * Coverage values that make an address eligible (decision 0030, the second reading of §4):
 * the available group plus the building group.
 */
export const ELIGIBLE_COVERAGE: readonly CoverageStatus[] = [...AVAILABLE_COVERAGE, ...BUILDING_COVERAGE];

function isIn(list: readonly unknown[], value: string | null | undefined): boolean {
  return list.includes(value);
}

/** A uprn is present: a plot the network does not know yet (a new build) has none. */
export function hasUprn(address: AddressItem): boolean {
  return address.uprn != null && address.uprn !== '';
}

/** The coverage group a coverage string belongs to. Exact match: the wire value is upper case. */
export function coverageClass(coverage: string | null | undefined): CoverageClass {
  if (isIn(AVAILABLE_COVERAGE, coverage)) return 'available';
  if (isIn(NOT_AVAILABLE_COVERAGE, coverage)) return 'not-available';
  if (isIn(BUILDING_COVERAGE, coverage)) return 'building';
  return 'unknown';
}

/** Coverage CUSTOMER with oss status ACTIVECUST or PREACTIVECUST: the address already has our service. */
export function isExistingCustomer(address: AddressItem): boolean {
  return address.coverage === 'CUSTOMER' && isIn(EXISTING_CUSTOMER_OSS_TYPES, address.oss_type);
}

/** A uprn, available coverage (PASSSERV, CUSTOMER, PREINSTALLED) and an oss_type other than CERTIFIED_CUSTOMER. */
export function isAvailable(address: AddressItem): boolean {
  return (
    hasUprn(address) &&
    coverageClass(address.coverage) === 'available' &&
    address.oss_type !== CERTIFIED_CUSTOMER_OSS_TYPE
  );
}

/**
 * A uprn and coverage in PASSSERV, CUSTOMER, PREINSTALLED, PASSED, DESIGN, INPROGRESS or CERTIFIED
 * (decision 0030). NOTPASSED, STOPED, INSTALLED, empty or unknown coverage are not eligible.
 */
export function isEligible(address: AddressItem): boolean {
  return hasUprn(address) && isIn(ELIGIBLE_COVERAGE, address.coverage);
}

/** A multi-dwelling building whose mdu_status is not RFS (ready for service) cannot be ordered in yet (decision 0031). */
export function isMultiDwellingNotReady(address: AddressItem): boolean {
  return address.ismdu && address.mdu_status !== 'RFS';
}

/**
 * The §4 outcome rule: the ineligible path runs when coverage is not-available or building, or the
 * address is multi-dwelling and not RFS. An address that is not eligible at all (no uprn, unknown
 * coverage) or not available (CERTIFIED_CUSTOMER, decision 0032) also takes it: only an address that
 * can be sold to now reaches the success path.
 */
export function eligibilityOutcome(address: AddressItem): 'success' | 'ineligible' {
  // isAvailable implies isEligible (available coverage is a subset of eligible coverage).
  return isAvailable(address) && !isMultiDwellingNotReady(address) ? 'success' : 'ineligible';
}
