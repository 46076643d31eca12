import type { BasketState } from './basket-state';
import {
  ADDRESS_TYPES,
  COVERAGE_STATUSES,
  DEFAULT_ADDRESS_TYPE,
  MDU_STATUSES,
  PLAN_ADDRESS_TYPES,
  type PlanAddressType,
  PROMOTION_TYPES,
} from './constants';
import { POSTCODE_MAX_INPUT_LENGTH } from './postcode-format';
import type { AddressItem } from './schemas/address-item';
import type { Promotion } from './schemas/promotion';

/**
 * The shapes of what the browser keeps of the journey (ordering-journey.md §9 'Persistence',
 * decision 0081) and the checks that read them back, without zod so the browser loads no schema
 * library for them (decision 0143). Each check is as strict as the domain's schema for the same
 * thing (addressItemSchema, promotionSchema; stored-state.test.ts holds them together): stored
 * data can be old, tampered with or corrupt, and is dropped rather than trusted.
 */

/** The chosen address, the postcode text and the confirmed flag (24 hours). */
export interface AddressState {
  postcodeString: string;
  hasConfirmedAddress: boolean;
  addressItem: AddressItem | null;
  addressType: PlanAddressType;
}

export const initialAddressState: AddressState = {
  postcodeString: '',
  hasConfirmedAddress: false,
  addressItem: null,
  addressType: DEFAULT_ADDRESS_TYPE,
};

/** The persisted part of the checkout so far: where to resume after the address step (4 hours). */
export interface CheckoutState {
  checkoutSkipTo: string | null;
}

export const initialCheckoutState: CheckoutState = { checkoutSkipTo: null };

/** The largest id the provider's 32-bit keys hold (productIdSchema, promotionIdSchema). */
const MAX_ID = 2_147_483_647;
/** An ots_rcpid is a provider id: at most 64 characters (schemas/provider-id). */
const RCPID_MAX_LENGTH = 64;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isString = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID;
const isPence = (value: unknown): value is number => Number.isSafeInteger(value);
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.some((candidate) => candidate === value);
const isNullOr =
  <T>(guard: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || guard(value);
const isListOf =
  <T>(guard: (value: unknown) => value is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(guard);

/** A promotion as promotionSchema accepts it. */
export function isPromotion(value: unknown): value is Promotion {
  return (
    isRecord(value) &&
    isId(value.id_promotion) &&
    isString(value.code) &&
    oneOf(PROMOTION_TYPES)(value.promotion_type) &&
    typeof value.promotion_value === 'number' &&
    Number.isFinite(value.promotion_value) &&
    value.promotion_value >= 0 &&
    isNullOr(isString)(value.text_to_show) &&
    isListOf(oneOf(COVERAGE_STATUSES))(value.uprn_status) &&
    isListOf(isId)(value.products) &&
    typeof value.auto === 'boolean' &&
    typeof value.valid === 'boolean'
  );
}

/** An address item as addressItemSchema accepts it (the uprn 1 to 12 digits, or null). */
export function isAddressItem(value: unknown): value is AddressItem {
  return (
    isRecord(value) &&
    (value.uprn === null || (isString(value.uprn) && /^\d{1,12}$/.test(value.uprn))) &&
    isString(value.address) &&
    isString(value.postcode) &&
    isString(value.coverage) &&
    isNullOr(isString)(value.oss_type) &&
    oneOf(ADDRESS_TYPES)(value.address_type) &&
    typeof value.ismdu === 'boolean' &&
    isNullOr(oneOf(MDU_STATUSES))(value.mdu_status)
  );
}

/** A stored basket: every field of BasketState, each of its type. */
export function isBasketState(value: unknown): value is BasketState {
  return (
    isRecord(value) &&
    isNullOr(isId)(value.basketItem) &&
    isNullOr(isId)(value.selectedItem) &&
    isNullOr(isPence)(value.monthlyPriceCalculated) &&
    isNullOr(isPence)(value.originalPrice) &&
    isListOf(isId)(value.addons) &&
    typeof value.bundle === 'boolean' &&
    (value.bundleId === null || isString(value.bundleId) || typeof value.bundleId === 'number') &&
    isListOf(isPromotion)(value.promoCodes) &&
    (value.ots_rcpid === null || (isString(value.ots_rcpid) && value.ots_rcpid.length <= RCPID_MAX_LENGTH))
  );
}

/** A stored address state. */
export function isAddressState(value: unknown): value is AddressState {
  return (
    isRecord(value) &&
    isString(value.postcodeString) &&
    value.postcodeString.length <= POSTCODE_MAX_INPUT_LENGTH &&
    typeof value.hasConfirmedAddress === 'boolean' &&
    isNullOr(isAddressItem)(value.addressItem) &&
    oneOf(PLAN_ADDRESS_TYPES)(value.addressType)
  );
}

/** A stored checkout state (its resume target is checked again by routing.safeCheckoutSkipTo). */
export function isCheckoutState(value: unknown): value is CheckoutState {
  return isRecord(value) && isNullOr(isString)(value.checkoutSkipTo);
}
