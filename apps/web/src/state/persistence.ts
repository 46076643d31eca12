import { type BasketState, initialBasketState } from '@fibre/domain/basket-state';
import {
  type CheckoutTimerState,
  INITIAL_CHECKOUT_TIMER,
  isCheckoutTimerState,
} from '@fibre/domain/checkout-timer';
import { safeCheckoutSkipTo } from '@fibre/domain/routing';
import {
  type AddressState,
  type CheckoutState,
  initialAddressState,
  initialCheckoutState,
  isAddressState,
  isBasketState,
  isCheckoutState,
} from '@fibre/domain/stored-state';
import { TIMINGS_MS } from '@fibre/domain/timings';

/** Versioned keys: a change of shape gets a new key rather than a crash on old data. */
export const STORAGE_KEYS = {
  basket: 'hb:v1:basket',
  address: 'hb:v1:address',
  checkout: 'hb:v2:checkout',
  timer: 'hb:v1:checkout-timer',
} as const;
export type SliceName = keyof typeof STORAGE_KEYS;

/**
 * Lifetimes of the journey's browser storage (ordering-journey.md §9 'Persistence'). A lifetime
 * runs from the last change: reading does not renew it, so a basket left alone for an hour is gone
 * on the next load however often the page was reloaded in between.
 */
export const SLICE_TTL_MS: Record<SliceName, number> = {
  basket: TIMINGS_MS.basketTtl,
  address: TIMINGS_MS.addressTtl,
  checkout: TIMINGS_MS.checkoutDataTtl,
  timer: TIMINGS_MS.timerTtl,
};

export interface JourneySnapshot {
  basket: BasketState;
  address: AddressState;
  checkout: CheckoutState;
  timer: CheckoutTimerState;
}

/** What localStorage offers that we use; tests pass a Map-backed fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a slice's stored value: only the fields the slice has, each checked. */
const SLICE_READERS: { [K in SliceName]: (value: unknown) => JourneySnapshot[K] | null } = {
  basket: (value) =>
    isBasketState(value)
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
    isAddressState(value)
      ? {
          postcodeString: value.postcodeString,
          hasConfirmedAddress: value.hasConfirmedAddress,
          addressItem: value.addressItem,
          addressType: value.addressType,
        }
      : null,
  // The resume target comes from a URL once: it is checked again on every read (no open redirect).
  checkout: (value) =>
    isCheckoutState(value)
      ? {
          ...value,
          checkoutSkipTo: safeCheckoutSkipTo(value.checkoutSkipTo),
          analyticsParams: value.analyticsParams ?? {},
        }
      : null,
  timer: (value) =>
    isCheckoutTimerState(value)
      ? {
          runsOutAt: value.runsOutAt,
          isOvertime: value.isOvertime,
          checkoutEndTime: value.checkoutEndTime,
          extensions: value.extensions ?? 0,
        }
      : null,
};

const INITIAL: JourneySnapshot = {
  basket: initialBasketState,
  address: initialAddressState,
  checkout: initialCheckoutState,
  timer: INITIAL_CHECKOUT_TIMER,
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
    timer: readSlice(storage, 'timer', now),
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
