import { type BasketState, initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { describe, expect, it } from 'vitest';
import { continueToCheckoutUrl } from './checkout-route';

const fibreStreet = DEMO_ADDRESSES.find((address) => address.uprn === '100000000001')!;
const plan: BasketState = { ...initialBasketState, basketItem: 1002, selectedItem: 1002 };
const bundle: BasketState = { ...plan, bundle: true, bundleId: 'gigaplus' };

const input = (overrides: Partial<Parameters<typeof continueToCheckoutUrl>[0]>) => ({
  basket: plan,
  confirmedAddress: fibreStreet,
  checkoutSkipTo: null,
  alternatePath: false,
  currentPath: '/service-available',
  ...overrides,
});

describe('continueToCheckoutUrl', () => {
  it('goes to the address step when no address is chosen', () => {
    expect(continueToCheckoutUrl(input({ confirmedAddress: null }))).toBe('/address-finder');
    expect(continueToCheckoutUrl(input({ confirmedAddress: null, basket: bundle }))).toBe('/address-finder');
  });

  it('goes to /checkout with a bundle and an address', () => {
    expect(continueToCheckoutUrl(input({ basket: bundle }))).toBe('/checkout');
  });

  it('goes on to the extras with a plan, and from the extras to /checkout', () => {
    expect(continueToCheckoutUrl(input({}))).toBe('/extras');
    expect(continueToCheckoutUrl(input({ currentPath: '/extras' }))).toBe('/checkout');
  });

  it('takes the alternate path when its flag is on', () => {
    expect(continueToCheckoutUrl(input({ alternatePath: true }))).toBe('/ots?addressType=RES');
  });

  it('resumes at the skip-to route', () => {
    expect(continueToCheckoutUrl(input({ checkoutSkipTo: 'checkout/installation' }))).toBe(
      '/checkout/installation?addressType=RES',
    );
  });

  it('sends a stored address that can no longer be ordered back to the address step', () => {
    const farLane = DEMO_ADDRESSES.find((address) => address.uprn === '100000000031')!;
    expect(continueToCheckoutUrl(input({ confirmedAddress: farLane }))).toBe('/address-finder');
  });

  it('takes a pre-order at an address being built straight to /checkout (decision 0260)', () => {
    const buildRoad = DEMO_ADDRESSES.find((address) => address.uprn === '100000000021')!;
    expect(continueToCheckoutUrl(input({ confirmedAddress: buildRoad }))).toBe('/checkout');
    expect(continueToCheckoutUrl(input({ confirmedAddress: buildRoad, currentPath: '/checkout' }))).toBe(
      '/checkout',
    );
  });
});
