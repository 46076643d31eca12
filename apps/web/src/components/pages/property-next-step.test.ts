import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_REGISTER_INTEREST_AREAS } from '@fibre/domain/demo/register-interest-areas';
import { describe, expect, it } from 'vitest';
import { propertyNextStep } from './property-next-step';

const at = (uprn: string) => DEMO_ADDRESSES.find((address) => address.uprn === uprn)!;
const base = {
  addressType: 'RES' as const,
  checkoutSkipTo: null,
  registerInterestAreas: DEMO_REGISTER_INTEREST_AREAS,
};

describe('propertyNextStep', () => {
  it('sends a pre-order address to its area page, or to the checkout with a plan chosen', () => {
    expect(propertyNextStep({ ...base, address: at('100000000021'), basket: initialBasketState })).toBe(
      '/coverage/location/demo-valley?addressType=RES#register-interest',
    );
    expect(
      propertyNextStep({
        ...base,
        address: at('100000000021'),
        basket: { ...initialBasketState, basketItem: 1002 },
      }),
    ).toBe('/checkout');
  });

  it('sends an orderable address where the address step would', () => {
    expect(propertyNextStep({ ...base, address: at('100000000001'), basket: initialBasketState })).toBe(
      '/service-available?addressType=RES',
    );
    expect(
      propertyNextStep({
        ...base,
        address: at('100000000001'),
        basket: { ...initialBasketState, basketItem: 1002 },
      }),
    ).toBe('/extras');
  });
});
