import { describe, expect, it } from 'vitest';
import { initialBasketState as fromBasketState } from './basket-state';
import { INITIAL_CHECKOUT_TIMER as fromCheckoutTimer } from './checkout-timer';
import { DEFAULT_ADDRESS_TYPE } from './constants';
import {
  INITIAL_CHECKOUT_TIMER,
  initialAddressState,
  initialBasketState,
  initialCheckoutState,
} from './journey-initial';
import {
  initialAddressState as fromStoredStateAddress,
  initialCheckoutState as fromStoredStateCheckout,
  isAddressState,
  isBasketState,
  isCheckoutState,
} from './stored-state';

describe('the journey’s first values (decision 0592)', () => {
  it('are the very objects the modules that check and change them export', () => {
    expect(fromBasketState).toBe(initialBasketState);
    expect(fromStoredStateAddress).toBe(initialAddressState);
    expect(fromStoredStateCheckout).toBe(initialCheckoutState);
    expect(fromCheckoutTimer).toBe(INITIAL_CHECKOUT_TIMER);
  });

  it('hold nothing chosen and pass the storage checks', () => {
    expect(isBasketState(initialBasketState)).toBe(true);
    expect(isAddressState(initialAddressState)).toBe(true);
    expect(isCheckoutState(initialCheckoutState)).toBe(true);
    expect(initialAddressState).toMatchObject({
      postcodeString: '',
      addressItem: null,
      addressType: DEFAULT_ADDRESS_TYPE,
    });
    expect(initialBasketState.basketItem).toBeNull();
    expect(INITIAL_CHECKOUT_TIMER.runsOutAt).toBeNull();
  });
});
