import {
  type AddressItem,
  addressItemSchema,
  DEFAULT_ADDRESS_TYPE,
  PLAN_ADDRESS_TYPES,
  type PlanAddressType,
  promotionListSchema,
} from '@fibre/domain';
import { type BasketState, initialBasketState } from '@fibre/domain/basket-state';
import { safeCheckoutSkipTo } from '@fibre/domain/routing';
import { z } from 'zod';

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

const basketSchema = z.object({
  basketItem: z.number().int().nullable(),
  selectedItem: z.number().int().nullable(),
  monthlyPriceCalculated: z.number().int().nullable(),
  originalPrice: z.number().int().nullable(),
  addons: z.array(z.number().int()),
  bundle: z.boolean(),
  bundleId: z.union([z.string(), z.number()]).nullable(),
  promoCodes: promotionListSchema,
  ots_rcpid: z.string().max(64).nullable(),
}) satisfies z.ZodType<BasketState>;

const addressSchema = z.object({
  postcodeString: z.string().max(16),
  hasConfirmedAddress: z.boolean(),
  addressItem: addressItemSchema.nullable(),
  addressType: z.enum(PLAN_ADDRESS_TYPES),
}) satisfies z.ZodType<AddressState>;

const checkoutSchema = z.object({
  checkoutSkipTo: z
    .string()
    .nullable()
    .transform((value) => safeCheckoutSkipTo(value)),
}) satisfies z.ZodType<CheckoutState, unknown>;

const SLICE_SCHEMAS = { basket: basketSchema, address: addressSchema, checkout: checkoutSchema };
const INITIAL: JourneySnapshot = {
  basket: initialBasketState,
  address: initialAddressState,
  checkout: initialCheckoutState,
};

const envelopeSchema = z.object({ expiresAt: z.number(), value: z.unknown() });

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
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success || envelope.data.expiresAt <= now) {
    tryRemove(storage, key);
    return INITIAL[name];
  }
  const value = SLICE_SCHEMAS[name].safeParse(envelope.data.value);
  if (!value.success) {
    tryRemove(storage, key);
    return INITIAL[name];
  }
  return value.data as JourneySnapshot[K];
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
