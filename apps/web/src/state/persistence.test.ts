import { type BasketState, initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { type AddressState, initialAddressState, initialCheckoutState } from '@fibre/domain/stored-state';
import { describe, expect, it } from 'vitest';
import {
  readJourney,
  readSlice,
  SLICE_TTL_MS,
  STORAGE_KEYS,
  type StorageLike,
  sliceFingerprint,
  sliceForKey,
  writeSlice,
} from './persistence';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

class RefusingStorage implements StorageLike {
  getItem(): string | null {
    throw new Error('SecurityError');
  }
  setItem(): void {
    throw new Error('QuotaExceededError');
  }
  removeItem(): void {
    throw new Error('SecurityError');
  }
}

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);

const basket: BasketState = {
  ...initialBasketState,
  basketItem: 1003,
  selectedItem: 1003,
  monthlyPriceCalculated: 3200,
  originalPrice: 3500,
  addons: [9001],
  promoCodes: [DEMO_PROMOTIONS[0]!],
  ots_rcpid: 'RCP-BT0001',
};

const address: AddressState = {
  postcodeString: 'HB1 1AA',
  hasConfirmedAddress: true,
  addressItem: DEMO_ADDRESSES[0]!,
  addressType: 'RES',
};

describe('lifetimes', () => {
  it('are the spec figures: 1 hour, 24 hours, 4 hours (14,400,000 ms) and 1 hour for the timer', () => {
    expect(SLICE_TTL_MS).toEqual({
      basket: 3_600_000,
      address: 86_400_000,
      checkout: 14_400_000,
      timer: 3_600_000,
    });
  });
});

describe('writeSlice and readSlice', () => {
  it('round-trips the basket within its hour', () => {
    const storage = new MemoryStorage();
    expect(writeSlice(storage, 'basket', basket, T0)).toBe(true);
    expect(readSlice(storage, 'basket', T0 + SLICE_TTL_MS.basket - 1)).toEqual(basket);
  });

  it('drops the basket at exactly one hour and removes it from storage', () => {
    const storage = new MemoryStorage();
    writeSlice(storage, 'basket', basket, T0);
    expect(readSlice(storage, 'basket', T0 + SLICE_TTL_MS.basket)).toEqual(initialBasketState);
    expect(storage.items.has(STORAGE_KEYS.basket)).toBe(false);
  });

  it('keeps the address for 24 hours, past the basket hour', () => {
    const storage = new MemoryStorage();
    writeSlice(storage, 'address', address, T0);
    writeSlice(storage, 'basket', basket, T0);
    const later = readJourney(storage, T0 + 2 * SLICE_TTL_MS.basket);
    expect(later.address).toEqual(address);
    expect(later.basket).toEqual(initialBasketState);
    expect(readSlice(storage, 'address', T0 + SLICE_TTL_MS.address - 1)).toEqual(address);
    expect(readSlice(storage, 'address', T0 + SLICE_TTL_MS.address)).toEqual(initialAddressState);
  });

  it('keeps the checkout for 4 hours and the timer for 1 hour', () => {
    const storage = new MemoryStorage();
    const checkout = { ...initialCheckoutState, checkoutSkipTo: 'checkout/installation' };
    writeSlice(storage, 'checkout', checkout, T0);
    expect(readSlice(storage, 'checkout', T0 + SLICE_TTL_MS.checkout - 1)).toEqual(checkout);
    expect(SLICE_TTL_MS.checkout).toBe(14_400_000);
    expect(readSlice(storage, 'checkout', T0 + SLICE_TTL_MS.checkout)).toEqual(initialCheckoutState);
    const timer = {
      runsOutAt: T0 + 600_000,
      isOvertime: false,
      checkoutEndTime: T0 + 3_600_000,
      extensions: 2,
    };
    writeSlice(storage, 'timer', timer, T0);
    expect(readSlice(storage, 'timer', T0 + 3_599_999)).toEqual(timer);
    expect(readSlice(storage, 'timer', T0 + 3_600_000)).toEqual({
      runsOutAt: null,
      isOvertime: false,
      checkoutEndTime: null,
      extensions: 0,
    });
  });

  it('reads a timer stored before extensions were counted as one with none used (decision 0460)', () => {
    const storage = new MemoryStorage();
    const old = { runsOutAt: T0 + 600_000, isOvertime: true, checkoutEndTime: T0 + 3_600_000 };
    storage.setItem('hb:v1:checkout-timer', JSON.stringify({ expiresAt: T0 + 3_600_000, value: old }));
    expect(readSlice(storage, 'timer', T0)).toEqual({ ...old, extensions: 0 });
  });

  it('renews the lifetime on each write (a change), counted from that write', () => {
    const storage = new MemoryStorage();
    writeSlice(storage, 'basket', basket, T0);
    writeSlice(storage, 'basket', { ...basket, addons: [] }, T0 + 50 * 60_000);
    expect(readSlice(storage, 'basket', T0 + 100 * 60_000).addons).toEqual([]);
    expect(readSlice(storage, 'basket', T0 + 110 * 60_000)).toEqual(initialBasketState);
  });

  it('stores the expiry and value in one envelope', () => {
    const storage = new MemoryStorage();
    writeSlice(storage, 'address', address, T0);
    expect(JSON.parse(storage.items.get('hb:v1:address')!)).toEqual({
      expiresAt: T0 + SLICE_TTL_MS.address,
      value: address,
    });
  });

  it('removes a slice written back at its initial value instead of storing it', () => {
    const storage = new MemoryStorage();
    writeSlice(storage, 'basket', basket, T0);
    writeSlice(storage, 'basket', initialBasketState, T0);
    expect(storage.items.size).toBe(0);
  });

  it('returns the initial value when nothing is stored', () => {
    expect(readJourney(new MemoryStorage(), T0)).toEqual({
      basket: initialBasketState,
      address: initialAddressState,
      checkout: initialCheckoutState,
      timer: { runsOutAt: null, isOvertime: false, checkoutEndTime: null, extensions: 0 },
    });
  });
});

describe('unreadable storage', () => {
  it.each([
    ['not JSON', '{oops'],
    ['no envelope', JSON.stringify({ basketItem: 1 })],
    ['a value of the wrong shape', JSON.stringify({ expiresAt: T0 + 1000, value: { basketItem: 'x' } })],
    ['a non-numeric expiry', JSON.stringify({ expiresAt: 'never', value: initialBasketState })],
  ])('drops %s and removes it', (_name, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.basket, raw);
    expect(readSlice(storage, 'basket', T0)).toEqual(initialBasketState);
    expect(storage.items.has(STORAGE_KEYS.basket)).toBe(false);
  });

  const stored = (name: 'basket' | 'address' | 'checkout', value: unknown) => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS[name], JSON.stringify({ expiresAt: T0 + 1000, value }));
    return storage;
  };

  it.each([
    ['a string basket item', { ...basket, basketItem: '1003' }],
    ['a fractional price', { ...basket, monthlyPriceCalculated: 32.5 }],
    ['add-ons that are not ids', { ...basket, addons: ['9001'] }],
    ['a non-boolean bundle flag', { ...basket, bundle: 'yes' }],
    ['an object bundle id', { ...basket, bundleId: {} }],
    ['a promotion without a code', { ...basket, promoCodes: [{ ...DEMO_PROMOTIONS[0], code: 7 }] }],
    [
      'a promotion with text products',
      { ...basket, promoCodes: [{ ...DEMO_PROMOTIONS[0], products: ['1003'] }] },
    ],
    ['an overlong tracking id', { ...basket, ots_rcpid: 'x'.repeat(65) }],
    ['a missing field', { ...basket, addons: undefined }],
    ['a list', [basket]],
  ])('drops a basket with %s', (_name, value) => {
    expect(readSlice(stored('basket', value), 'basket', T0)).toEqual(initialBasketState);
  });

  it('keeps a bundle id that is a string or a number, and a 64-character tracking id', () => {
    for (const bundleId of ['gigaplus', 12]) {
      const value = { ...basket, bundle: true, bundleId, ots_rcpid: 'x'.repeat(64) };
      expect(readSlice(stored('basket', value), 'basket', T0)).toEqual(value);
    }
  });

  it('keeps only the fields a slice has', () => {
    expect(readSlice(stored('basket', { ...basket, injected: '<script>' }), 'basket', T0)).toEqual(basket);
    expect(readSlice(stored('address', { ...address, extra: 1 }), 'address', T0)).toEqual(address);
  });

  it.each([
    ['an unknown address type', { ...address, addressType: 'MSM' }],
    ['an overlong postcode text', { ...address, postcodeString: 'x'.repeat(17) }],
    ['a non-boolean confirmed flag', { ...address, hasConfirmedAddress: 1 }],
    ['an address item with a bad uprn', { ...address, addressItem: { ...address.addressItem, uprn: 'abc' } }],
    [
      'an address item without coverage',
      { ...address, addressItem: { ...address.addressItem, coverage: null } },
    ],
    [
      'an address item with a text ismdu',
      { ...address, addressItem: { ...address.addressItem, ismdu: 'no' } },
    ],
  ])('drops an address with %s', (_name, value) => {
    expect(readSlice(stored('address', value), 'address', T0)).toEqual(initialAddressState);
  });

  it('keeps an address item without a uprn (a new-build plot) and a 16-character postcode text', () => {
    const value = {
      ...address,
      postcodeString: 'x'.repeat(16),
      addressItem: { ...address.addressItem!, uprn: null },
    };
    expect(readSlice(stored('address', value), 'address', T0)).toEqual(value);
  });

  it('drops a resume target that is not text', () => {
    expect(readSlice(stored('checkout', { checkoutSkipTo: 5 }), 'checkout', T0)).toEqual(
      initialCheckoutState,
    );
  });

  it('never keeps an unsafe resume target from storage (no open redirect)', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({
        expiresAt: T0 + 1000,
        value: { ...initialCheckoutState, checkoutSkipTo: '//evil.example/x' },
      }),
    );
    expect(readSlice(storage, 'checkout', T0)).toEqual(initialCheckoutState);
  });

  it('survives a browser that refuses storage', () => {
    const storage = new RefusingStorage();
    expect(readJourney(storage, T0).basket).toEqual(initialBasketState);
    expect(writeSlice(storage, 'basket', basket, T0)).toBe(false);
  });

  it('still drops a corrupt entry when removal is refused', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.address, '{oops');
    storage.removeItem = () => {
      throw new Error('SecurityError');
    };
    expect(readSlice(storage, 'address', T0)).toEqual(initialAddressState);
  });
});

describe('helpers', () => {
  it('maps storage keys back to slices', () => {
    expect(sliceForKey('hb:v1:basket')).toBe('basket');
    expect(sliceForKey('hb:v1:address')).toBe('address');
    expect(sliceForKey('hb:v2:checkout')).toBe('checkout');
    expect(sliceForKey('other')).toBeNull();
    expect(sliceForKey(null)).toBeNull();
  });

  it('fingerprints equal values equally and different values differently', () => {
    expect(sliceFingerprint(basket)).toBe(sliceFingerprint({ ...basket }));
    expect(sliceFingerprint(basket)).not.toBe(sliceFingerprint({ ...basket, addons: [] }));
  });
});
