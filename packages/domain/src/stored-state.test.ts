import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialBasketState } from './basket-state';
import { DEMO_ADDRESSES } from './demo/addresses';
import { DEMO_PROMOTIONS } from './demo/promotions';
import { addressItemSchema } from './schemas/address-item';
import { promotionSchema } from './schemas/promotion';
import {
  initialAddressState,
  initialCheckoutState,
  isAddressItem,
  isAddressState,
  isBasketState,
  isCheckoutState,
  isPromotion,
} from './stored-state';

const FIBRE_STREET = DEMO_ADDRESSES[0]!;
const GIGAAUTO = DEMO_PROMOTIONS[0]!;

/** Values that differ from a valid one in a single field, for the schema and the check alike. */
function oneFieldChanged<T extends Record<string, unknown>>(valid: T) {
  const junk = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.string(),
    fc.integer({ min: -5, max: 3_000_000_000 }),
    fc.double(),
    fc.boolean(),
    fc.array(fc.string(), { maxLength: 2 }),
    fc.constantFrom('PASSSERV', 'RES', 'STARTED', 'RECURAMTOFF', '123', 'ZZZ'),
  );
  return fc
    .tuple(fc.constantFrom(...Object.keys(valid)), junk)
    .map(([key, value]) => ({ ...valid, [key]: value }));
}

describe('the stored-state checks agree with the domain schemas', () => {
  it('accept every demo address and promotion', () => {
    for (const item of DEMO_ADDRESSES) expect(isAddressItem(item)).toBe(true);
    for (const promotion of DEMO_PROMOTIONS) expect(isPromotion(promotion)).toBe(true);
  });

  it('accept and refuse an address item exactly as addressItemSchema does', () => {
    fc.assert(
      fc.property(oneFieldChanged(FIBRE_STREET), (value) => {
        expect(isAddressItem(value)).toBe(addressItemSchema.safeParse(value).success);
      }),
    );
  });

  it('accept and refuse a promotion exactly as promotionSchema does', () => {
    fc.assert(
      fc.property(oneFieldChanged(GIGAAUTO), (value) => {
        expect(isPromotion(value)).toBe(promotionSchema.safeParse(value).success);
      }),
    );
  });
});

describe('isBasketState, isAddressState and isCheckoutState', () => {
  const basket = { ...initialBasketState, basketItem: 1003, addons: [9001], promoCodes: [GIGAAUTO] };

  it('accept the initial states and a filled-in journey', () => {
    expect(isBasketState(initialBasketState)).toBe(true);
    expect(isBasketState(basket)).toBe(true);
    expect(isAddressState(initialAddressState)).toBe(true);
    expect(
      isAddressState({
        postcodeString: 'HB1 1AA',
        hasConfirmedAddress: true,
        addressItem: FIBRE_STREET,
        addressType: 'RES',
      }),
    ).toBe(true);
    expect(isCheckoutState(initialCheckoutState)).toBe(true);
    expect(isCheckoutState({ ...initialCheckoutState, checkoutSkipTo: 'checkout' })).toBe(true);
    // The shape before decision 0200 is dropped (its storage key changed too).
    expect(isCheckoutState({ checkoutSkipTo: 'checkout' })).toBe(false);
  });

  it('refuse old shapes and tampered values', () => {
    expect(isBasketState({ ...basket, basketItem: -1 })).toBe(false);
    expect(isBasketState({ ...basket, basketItem: 1.5 })).toBe(false);
    expect(isBasketState({ ...basket, addons: ['9001'] })).toBe(false);
    expect(isBasketState({ ...basket, promoCodes: [{ ...GIGAAUTO, promotion_type: 'FREEMONEY' }] })).toBe(
      false,
    );
    expect(isBasketState({ ...basket, ots_rcpid: 'x'.repeat(65) })).toBe(false);
    const { bundleId: _dropped, ...withoutBundleId } = basket;
    expect(isBasketState(withoutBundleId)).toBe(false);
    expect(isAddressState({ ...initialAddressState, addressType: 'MSM' })).toBe(false);
    expect(isAddressState({ ...initialAddressState, postcodeString: 'H'.repeat(17) })).toBe(false);
    expect(
      isAddressState({ ...initialAddressState, addressItem: { ...FIBRE_STREET, mdu_status: 'DONE' } }),
    ).toBe(false);
    expect(isCheckoutState({ checkoutSkipTo: 3 })).toBe(false);
    expect(isCheckoutState([])).toBe(false);
  });
});
