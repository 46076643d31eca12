import { basketReducer } from '@fibre/domain/basket';
import type { BasketAction } from '@fibre/domain/basket-state';
import { type CheckoutAction, checkoutReducer } from '@fibre/domain/checkout-state';
import { type CheckoutTimerState, INITIAL_CHECKOUT_TIMER } from '@fibre/domain/checkout-timer';
import type { PlanAddressType } from '@fibre/domain/constants';
import { safeCheckoutSkipTo } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { JourneySnapshot } from './persistence';

/**
 * Every change the journey store makes, as data: what each of the store's calls (JourneyValue)
 * sends, and a restore of slices read from storage. Being data, a call made before the store's code
 * has loaded can wait in the light provider and be applied to what storage holds (decision 0592).
 */
export type JourneyOp =
  | { type: 'basket'; action: BasketAction }
  | { type: 'set-postcode'; postcodeString: string }
  | { type: 'confirm-address'; item: AddressItem }
  | { type: 'set-address-type'; addressType: PlanAddressType }
  | { type: 'clear-address' }
  | { type: 'set-skip-to'; checkoutSkipTo: string | null }
  | { type: 'checkout'; action: CheckoutAction }
  | { type: 'timer'; update: (state: CheckoutTimerState) => CheckoutTimerState }
  | { type: 'clear-basket-and-checkout' }
  | { type: 'time-out' }
  | { type: 'restore'; snapshot: Partial<JourneySnapshot> };

/** The journey with one slice changed; the same object when the slice did not change. */
function withSlice<K extends keyof JourneySnapshot>(
  state: JourneySnapshot,
  name: K,
  value: JourneySnapshot[K],
): JourneySnapshot {
  return state[name] === value ? state : { ...state, [name]: value };
}

/** The address calls, as the store's setters always made them. */
function addressAfter(state: JourneySnapshot, op: JourneyOp): JourneySnapshot['address'] {
  const { address } = state;
  switch (op.type) {
    case 'set-postcode':
      return { ...address, postcodeString: op.postcodeString };
    case 'confirm-address':
      return {
        ...address,
        addressItem: op.item,
        hasConfirmedAddress: true,
        postcodeString: op.item.postcode || address.postcodeString,
      };
    case 'set-address-type':
      return { ...address, addressType: op.addressType };
    case 'clear-address':
      return { ...address, postcodeString: '', addressItem: null, hasConfirmedAddress: false };
    default:
      return address;
  }
}

/** The journey with the slices a snapshot holds put in place (the others as they were). */
function restored(state: JourneySnapshot, snapshot: Partial<JourneySnapshot>): JourneySnapshot {
  let next = state;
  if (snapshot.basket) next = withSlice(next, 'basket', snapshot.basket);
  if (snapshot.address) next = withSlice(next, 'address', snapshot.address);
  if (snapshot.checkout) next = withSlice(next, 'checkout', snapshot.checkout);
  if (snapshot.timer) next = withSlice(next, 'timer', snapshot.timer);
  return next;
}

/** The journey after one change: the basket's and checkout's own reducers, the address setters, the timer. */
export function journeyReducer(state: JourneySnapshot, op: JourneyOp): JourneySnapshot {
  switch (op.type) {
    case 'basket':
      return withSlice(state, 'basket', basketReducer(state.basket, op.action));
    case 'set-postcode':
    case 'confirm-address':
    case 'set-address-type':
    case 'clear-address':
      return withSlice(state, 'address', addressAfter(state, op));
    case 'set-skip-to':
      // Only a safe relative path is kept; anything else clears it.
      return withSlice(
        state,
        'checkout',
        checkoutReducer(state.checkout, {
          type: 'set-skip-to',
          checkoutSkipTo: safeCheckoutSkipTo(op.checkoutSkipTo),
        }),
      );
    case 'checkout':
      return withSlice(state, 'checkout', checkoutReducer(state.checkout, op.action));
    case 'timer':
      return withSlice(state, 'timer', op.update(state.timer));
    case 'clear-basket-and-checkout':
      return {
        ...state,
        basket: basketReducer(state.basket, { type: 'clear' }),
        checkout: checkoutReducer(state.checkout, { type: 'clear' }),
        timer: INITIAL_CHECKOUT_TIMER,
      };
    case 'time-out':
      return {
        ...state,
        basket: basketReducer(state.basket, { type: 'clear' }),
        checkout: checkoutReducer(state.checkout, { type: 'time-out' }),
        timer: INITIAL_CHECKOUT_TIMER,
      };
    case 'restore':
      return restored(state, op.snapshot);
  }
}

/** The journey after a list of changes, oldest first. */
export function applyJourneyOps(state: JourneySnapshot, ops: readonly JourneyOp[]): JourneySnapshot {
  return ops.reduce(journeyReducer, state);
}
