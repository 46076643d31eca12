import { type BasketState, initialBasketState } from '@fibre/domain/basket-state';
import { DEFAULT_ADDRESS_TYPE, PLAN_ADDRESS_TYPES, type PlanAddressType } from '@fibre/domain/constants';
import { safeCheckoutSkipTo } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';

/**
 * Lifetimes of the journey's browser storage (ordering-journey.md §9 'Persistence'). A lifetime
 * runs from the last change: reading does not renew it, so a basket left alone for an hour is gone
 * on the next load however often the page was reloaded in between.
 */
export const BASKET_TTL_MS = 60 * 60 * 1000;
export const ADDRESS_TTL_MS = 24 * 60 * 60 * 1000;
export const CHECKOUT_TTL_MS = 14_400_000;

/** Versioned keys: a change of shape gets a new key rather than a crash on old data. */
export const STORAGE_KEYS = {
  basket: 'hb:v1:basket',
  address: 'hb:v1:address',
  checkout: 'hb:v1:checkout',
} as const;
export type SliceName = keyof typeof STORAGE_KEYS;

export const SLICE_TTL_MS: Record<SliceName, number> = {
  basket: BASKET_TTL_MS,
  address: ADDRESS_TTL_MS,
  checkout: CHECKOUT_TTL_MS,
};

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

/** The persisted part of the checkout this issue needs: where to resume after the address step (4 hours). */
export interface CheckoutState {
  checkoutSkipTo: string | null;
}

export const initialCheckoutState: CheckoutState = { checkoutSkipTo: null };

export interface JourneySnapshot {
  basket: BasketState;
  address: AddressState;
  checkout: CheckoutState;
}

/** What localStorage offers that we use; tests pass a Map-backed fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/*
 * Shape checks of what this code itself stored, run in the browser without zod (it would double
 * the page's script): they only need to reject old shapes and tampered or corrupt entries.
 */
type Guard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isNullable =
  <T>(guard: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || guard(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isIntList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isInt);

function isStoredPromotion(value: unknown): boolean {
  return (
    isRecord(value) &&
    isInt(value.id_promotion) &&
    isString(value.code) &&
    isString(value.promotion_type) &&
    typeof value.promotion_value === 'number' &&
    Array.isArray(value.uprn_status) &&
    isIntList(value.products) &&
    typeof value.auto === 'boolean' &&
    typeof value.valid === 'boolean'
  );
}

function isStoredAddressItem(value: unknown): value is AddressItem {
  return (
    isRecord(value) &&
    (value.uprn === null || (isString(value.uprn) && /^\d{1,12}$/.test(value.uprn))) &&
    isString(value.address) &&
    isString(value.postcode) &&
    isString(value.coverage) &&
    isNullable(isString)(value.oss_type) &&
    isString(value.address_type) &&
    typeof value.ismdu === 'boolean' &&
    isNullable(isString)(value.mdu_status)
  );
}

const isBasket: Guard<BasketState> = (value): value is BasketState =>
  isRecord(value) &&
  isNullable(isInt)(value.basketItem) &&
  isNullable(isInt)(value.selectedItem) &&
  isNullable(isInt)(value.monthlyPriceCalculated) &&
  isNullable(isInt)(value.originalPrice) &&
  isIntList(value.addons) &&
  typeof value.bundle === 'boolean' &&
  (value.bundleId === null || isString(value.bundleId) || typeof value.bundleId === 'number') &&
  Array.isArray(value.promoCodes) &&
  value.promoCodes.every(isStoredPromotion) &&
  (value.ots_rcpid === null || (isString(value.ots_rcpid) && value.ots_rcpid.length <= 64));

const isAddress: Guard<AddressState> = (value): value is AddressState =>
  isRecord(value) &&
  isString(value.postcodeString) &&
  value.postcodeString.length <= 16 &&
  typeof value.hasConfirmedAddress === 'boolean' &&
  (value.addressItem === null || isStoredAddressItem(value.addressItem)) &&
  PLAN_ADDRESS_TYPES.some((type) => type === value.addressType);

const isCheckout: Guard<CheckoutState> = (value): value is CheckoutState =>
  isRecord(value) && (value.checkoutSkipTo === null || isString(value.checkoutSkipTo));

/** Reads a slice's stored value: only the fields the slice has, each checked. */
const SLICE_READERS: { [K in SliceName]: (value: unknown) => JourneySnapshot[K] | null } = {
  basket: (value) =>
    isBasket(value)
      ? {
          basketItem: value.basketItem,
          selectedItem: value.selectedItem,
          monthlyPriceCalculated: value.monthlyPriceCalculated,
          originalPrice: value.originalPrice,
          addons: value.addons,
          bundle: value.bundle,
          bundleId: value.bundleId,
          promoCodes: value.promoCodes,
          ots_rcpid: value.ots_rcpid,
        }
      : null,
  address: (value) =>
    isAddress(value)
      ? {
          postcodeString: value.postcodeString,
          hasConfirmedAddress: value.hasConfirmedAddress,
          addressItem: value.addressItem,
          addressType: value.addressType,
        }
      : null,
  // The resume target comes from a URL once: it is checked again on every read (no open redirect).
  checkout: (value) =>
    isCheckout(value) ? { checkoutSkipTo: safeCheckoutSkipTo(value.checkoutSkipTo) } : null,
};

const INITIAL: JourneySnapshot = {
  basket: initialBasketState,
  address: initialAddressState,
  checkout: initialCheckoutState,
};

/** Storage that may refuse (private mode, full quota, disabled): every access is guarded. */
function tryGet(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function tryRemove(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more to do: the entry will be ignored when it expires.
  }
}

/**
 * One slice from storage, or its initial value when absent, expired, corrupt or of an old shape.
 * Expired and unreadable entries are removed so they are not read again.
 */
export function readSlice<K extends SliceName>(
  storage: StorageLike,
  name: K,
  now: number,
): JourneySnapshot[K] {
  const key = STORAGE_KEYS[name];
  const raw = tryGet(storage, key);
  if (raw === null) return INITIAL[name];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    tryRemove(storage, key);
    return INITIAL[name];
  }
  if (!isRecord(json) || typeof json.expiresAt !== 'number' || json.expiresAt <= now) {
    tryRemove(storage, key);
    return INITIAL[name];
  }
  const value = SLICE_READERS[name](json.value);
  if (value === null) {
    tryRemove(storage, key);
    return INITIAL[name];
  }
  return value;
}

/** Every slice, with expired data dropped (the journey store calls this once on load). */
export function readJourney(storage: StorageLike, now: number): JourneySnapshot {
  return {
    basket: readSlice(storage, 'basket', now),
    address: readSlice(storage, 'address', now),
    checkout: readSlice(storage, 'checkout', now),
  };
}

/** A stable text of a slice's value, to tell a real change from a re-render. */
export function sliceFingerprint(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * Stores a slice with a fresh lifetime. A slice back at its initial value is removed instead (an
 * empty basket needs no storage). Returns false when the browser refused to store it.
 */
export function writeSlice<K extends SliceName>(
  storage: StorageLike,
  name: K,
  value: JourneySnapshot[K],
  now: number,
): boolean {
  const key = STORAGE_KEYS[name];
  try {
    if (sliceFingerprint(value) === sliceFingerprint(INITIAL[name])) {
      storage.removeItem(key);
    } else {
      storage.setItem(key, JSON.stringify({ expiresAt: now + SLICE_TTL_MS[name], value }));
    }
    return true;
  } catch {
    return false;
  }
}

/** The slice a storage key belongs to (for the `storage` event of another tab), if any. */
export function sliceForKey(key: string | null): SliceName | null {
  const entry = Object.entries(STORAGE_KEYS).find(([, storageKey]) => storageKey === key);
  return entry ? (entry[0] as SliceName) : null;
}
