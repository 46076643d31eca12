'use client';

import { basketReducer } from '@fibre/domain/basket';
import { type BasketAction, type BasketState, initialBasketState } from '@fibre/domain/basket-state';
import { type CheckoutAction, checkoutReducer } from '@fibre/domain/checkout-state';
import { type CheckoutTimerState, INITIAL_CHECKOUT_TIMER } from '@fibre/domain/checkout-timer';
import type { PlanAddressType } from '@fibre/domain/constants';
import { safeCheckoutSkipTo } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import {
  type AddressState,
  type CheckoutState,
  initialAddressState,
  initialCheckoutState,
} from '@fibre/domain/stored-state';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useReducer, useState } from 'react';
import { useActivePromotions } from './active-promotions';
import { useCampaignParams } from './campaign-params';
import type { JourneySnapshot } from './persistence';
import { useJourneyPersistence } from './use-journey-persistence';

/**
 * The journey's state for every client component: the basket, the chosen address and where to
 * resume the checkout, kept in browser storage (use-journey-persistence.ts) and with the active
 * promotions of the chosen address (active-promotions.ts).
 */
export interface JourneyValue {
  /** False until browser storage was read: render nothing that depends on the basket before then. */
  hydrated: boolean;
  basket: BasketState;
  dispatchBasket(action: BasketAction): void;
  address: AddressState;
  setPostcodeString(value: string): void;
  /** Stores the chosen address and marks it confirmed. */
  confirmAddress(item: AddressItem): void;
  setAddressType(addressType: PlanAddressType): void;
  /** The Change button: clears the postcode, the address item and the confirmed flag. */
  clearAddress(): void;
  checkoutSkipTo: string | null;
  /** Only a safe relative path is kept (safeCheckoutSkipTo); anything else clears it. */
  setCheckoutSkipTo(value: string | null): void;
  /** The persisted checkout (decision 0200): answers, order, slot, masked direct debit, keys. */
  checkout: CheckoutState;
  dispatchCheckout(action: CheckoutAction): void;
  /** The checkout timer (1 hour in storage); checkout-timer.ts computes its transitions. */
  timer: CheckoutTimerState;
  setTimer(update: (state: CheckoutTimerState) => CheckoutTimerState): void;
  /** Empties the basket and the checkout and stops the timer (leave guard, success). */
  clearBasketAndCheckout(): void;
  /**
   * The timer ran out (decision 0461): empties the basket and stops the timer like a clear, but the
   * checkout keeps the answers typed (and the channel and campaign) for their 4 hours.
   */
  timeOutCheckout(): void;
  /** Active promotions for the chosen address's postcode ([] with no chosen address or on failure). */
  promotions: Promotion[];
  /** True once the promotions for the current postcode have been fetched (or failed). */
  promotionsReady: boolean;
}

type StoreAction = BasketAction | { type: 'hydrate'; state: BasketState };
type CheckoutStoreAction = CheckoutAction | { type: 'hydrate'; state: CheckoutState };

function checkoutStoreReducer(state: CheckoutState, action: CheckoutStoreAction): CheckoutState {
  return action.type === 'hydrate' ? action.state : checkoutReducer(state, action);
}

function storeReducer(state: BasketState, action: StoreAction): BasketState {
  return action.type === 'hydrate' ? action.state : basketReducer(state, action);
}

const JourneyContext = createContext<JourneyValue | null>(null);

export function JourneyProvider({ children }: { children: ReactNode }) {
  const [basket, dispatch] = useReducer(storeReducer, initialBasketState);
  const [address, setAddress] = useState<AddressState>(initialAddressState);
  const [checkout, dispatchCheckoutStore] = useReducer(checkoutStoreReducer, initialCheckoutState);
  const [timer, setTimerState] = useState<CheckoutTimerState>(INITIAL_CHECKOUT_TIMER);

  const restore = useCallback((snapshot: Partial<JourneySnapshot>) => {
    if (snapshot.basket) dispatch({ type: 'hydrate', state: snapshot.basket });
    if (snapshot.address) setAddress(snapshot.address);
    if (snapshot.checkout) dispatchCheckoutStore({ type: 'hydrate', state: snapshot.checkout });
    if (snapshot.timer) setTimerState(snapshot.timer);
  }, []);
  const current = useMemo(() => ({ basket, address, checkout, timer }), [basket, address, checkout, timer]);
  const hydrated = useJourneyPersistence(current, restore);
  const { promotions, promotionsReady } = useActivePromotions(hydrated, address.addressItem?.postcode ?? '');

  // Stable setters, so components can list them in effect dependencies without re-running.
  const setPostcodeString = useCallback(
    (postcodeString: string) => setAddress((state) => ({ ...state, postcodeString })),
    [],
  );
  const confirmAddress = useCallback(
    (item: AddressItem) =>
      setAddress((state) => ({
        ...state,
        addressItem: item,
        hasConfirmedAddress: true,
        postcodeString: item.postcode || state.postcodeString,
      })),
    [],
  );
  const setAddressType = useCallback(
    (addressType: PlanAddressType) => setAddress((state) => ({ ...state, addressType })),
    [],
  );
  const clearAddress = useCallback(
    () =>
      setAddress((state) => ({
        ...state,
        postcodeString: '',
        addressItem: null,
        hasConfirmedAddress: false,
      })),
    [],
  );
  const setCheckoutSkipTo = useCallback(
    (skipTo: string | null) =>
      dispatchCheckoutStore({ type: 'set-skip-to', checkoutSkipTo: safeCheckoutSkipTo(skipTo) }),
    [],
  );
  const dispatchCheckout = useCallback((action: CheckoutAction) => dispatchCheckoutStore(action), []);
  const setTimer = useCallback(
    (update: (state: CheckoutTimerState) => CheckoutTimerState) => setTimerState(update),
    [],
  );
  const clearBasketAndCheckout = useCallback(() => {
    dispatch({ type: 'clear' });
    dispatchCheckoutStore({ type: 'clear' });
    setTimerState(INITIAL_CHECKOUT_TIMER);
  }, []);
  const timeOutCheckout = useCallback(() => {
    dispatch({ type: 'clear' });
    dispatchCheckoutStore({ type: 'time-out' });
    setTimerState(INITIAL_CHECKOUT_TIMER);
  }, []);
  useCampaignParams(hydrated, dispatchCheckoutStore);

  const value = useMemo<JourneyValue>(
    () => ({
      hydrated,
      basket,
      dispatchBasket: dispatch,
      address,
      setPostcodeString,
      confirmAddress,
      setAddressType,
      clearAddress,
      checkoutSkipTo: checkout.checkoutSkipTo,
      setCheckoutSkipTo,
      checkout,
      dispatchCheckout,
      timer,
      setTimer,
      clearBasketAndCheckout,
      timeOutCheckout,
      promotions,
      promotionsReady,
    }),
    [
      hydrated,
      basket,
      address,
      checkout,
      timer,
      promotions,
      promotionsReady,
      dispatchCheckout,
      setTimer,
      clearBasketAndCheckout,
      timeOutCheckout,
      setPostcodeString,
      confirmAddress,
      setAddressType,
      clearAddress,
      setCheckoutSkipTo,
    ],
  );

  return <JourneyContext.Provider value={value}>{children}</JourneyContext.Provider>;
}

/** The journey state; only inside JourneyProvider (mounted by the root layout). */
export function useJourney(): JourneyValue {
  const value = useContext(JourneyContext);
  if (!value) throw new Error('useJourney must be used inside JourneyProvider');
  return value;
}
