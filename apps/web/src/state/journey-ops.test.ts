import { initialBasketState } from '@fibre/domain/basket-state';
import { INITIAL_CHECKOUT_TIMER } from '@fibre/domain/checkout-timer';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { initialAddressState, initialCheckoutState } from '@fibre/domain/stored-state';
import { describe, expect, it } from 'vitest';
import { applyJourneyOps, journeyReducer } from './journey-ops';
import type { JourneySnapshot } from './persistence';

const EMPTY: JourneySnapshot = {
  basket: initialBasketState,
  address: initialAddressState,
  checkout: initialCheckoutState,
  timer: INITIAL_CHECKOUT_TIMER,
};
const address = DEMO_ADDRESSES[0];
if (!address) throw new Error('no demo address');

describe('journeyReducer', () => {
  it('sets, confirms and clears the address as the store’s setters do', () => {
    const typed = journeyReducer(EMPTY, { type: 'set-postcode', postcodeString: 'hb1 1aa' });
    expect(typed.address).toEqual({ ...initialAddressState, postcodeString: 'hb1 1aa' });
    const chosen = journeyReducer(typed, { type: 'confirm-address', item: address });
    expect(chosen.address).toMatchObject({
      addressItem: address,
      hasConfirmedAddress: true,
      postcodeString: address.postcode,
    });
    expect(journeyReducer(chosen, { type: 'set-address-type', addressType: 'BUS' }).address.addressType).toBe(
      'BUS',
    );
    const cleared = journeyReducer(chosen, { type: 'clear-address' });
    expect(cleared.address).toEqual({
      ...chosen.address,
      postcodeString: '',
      addressItem: null,
      hasConfirmedAddress: false,
    });
    // The other slices keep their identity.
    expect(cleared.basket).toBe(EMPTY.basket);
    expect(cleared.checkout).toBe(EMPTY.checkout);
  });

  it('keeps a confirmed address’s typed postcode when the address has none', () => {
    const typed = journeyReducer(EMPTY, { type: 'set-postcode', postcodeString: 'HB1 1AA' });
    const chosen = journeyReducer(typed, { type: 'confirm-address', item: { ...address, postcode: '' } });
    expect(chosen.address.postcodeString).toBe('HB1 1AA');
  });

  it('keeps only a safe relative path to resume the checkout at', () => {
    const kept = journeyReducer(EMPTY, { type: 'set-skip-to', checkoutSkipTo: '/checkout/payment' });
    expect(kept.checkout.checkoutSkipTo).toBe('checkout/payment');
    const refused = journeyReducer(kept, { type: 'set-skip-to', checkoutSkipTo: 'https://evil.example/' });
    expect(refused.checkout.checkoutSkipTo).toBeNull();
  });

  it('runs the timer’s update on the timer, and clears or times out the basket, checkout and timer', () => {
    const started = journeyReducer(EMPTY, {
      type: 'timer',
      update: (timer) => ({ ...timer, runsOutAt: 1000 }),
    });
    expect(started.timer.runsOutAt).toBe(1000);
    const withAnswers = journeyReducer(started, {
      type: 'checkout',
      action: { type: 'save-answers', customer: { firstName: 'Ada' }, additional: {} },
    });
    const cleared = journeyReducer(withAnswers, { type: 'clear-basket-and-checkout' });
    expect(cleared.timer).toEqual(INITIAL_CHECKOUT_TIMER);
    expect(cleared.checkout.customer).toBeNull();
    expect(cleared.basket).toEqual(initialBasketState);
    const timedOut = journeyReducer(withAnswers, { type: 'time-out' });
    expect(timedOut.timer).toEqual(INITIAL_CHECKOUT_TIMER);
    expect(timedOut.checkout.customer).toEqual({ firstName: 'Ada' });
  });

  it('puts only the slices a restore holds in place', () => {
    const typed = journeyReducer(EMPTY, { type: 'set-postcode', postcodeString: 'HB1 1AA' });
    const other = { ...initialAddressState, postcodeString: 'AB1 2CD' };
    const restored = journeyReducer(typed, { type: 'restore', snapshot: { address: other } });
    expect(restored.address).toBe(other);
    expect(restored.checkout).toBe(typed.checkout);
    expect(journeyReducer(typed, { type: 'restore', snapshot: {} })).toBe(typed);
  });

  it('applies a list of changes oldest first', () => {
    const after = applyJourneyOps(EMPTY, [
      { type: 'set-postcode', postcodeString: 'AB1 2CD' },
      { type: 'clear-address' },
      { type: 'set-postcode', postcodeString: 'ZZ9 9ZZ' },
    ]);
    expect(after.address.postcodeString).toBe('ZZ9 9ZZ');
    expect(applyJourneyOps(EMPTY, [])).toBe(EMPTY);
  });
});
