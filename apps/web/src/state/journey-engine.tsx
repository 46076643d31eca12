'use client';

import { basketReducer } from '@fibre/domain/basket';
import { type BasketAction, type BasketState, initialBasketState } from '@fibre/domain/basket-state';
import { type CheckoutAction, checkoutReducer } from '@fibre/domain/checkout-state';
import { type CheckoutTimerState, INITIAL_CHECKOUT_TIMER } from '@fibre/domain/checkout-timer';
import type { PlanAddressType } from '@fibre/domain/constants';
import { safeCheckoutSkipTo } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import {
  type AddressState,
  type CheckoutState,
  initialAddressState,
  initialCheckoutState,
} from '@fibre/domain/stored-state';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useReducer, useState } from 'react';
import { useActivePromotions } from './active-promotions';
import { useCampaignParams } from './campaign-params';
import { JourneyContext, type JourneyValue } from './journey-store';
import type { JourneySnapshot } from './persistence';
import { useJourneyPersistence } from './use-journey-persistence';

type StoreAction = BasketAction | { type: 'hydrate'; state: BasketState };
type CheckoutStoreAction = CheckoutAction | { type: 'hydrate'; state: CheckoutState };

function checkoutStoreReducer(state: CheckoutState, action: CheckoutStoreAction): CheckoutState {
  return action.type === 'hydrate' ? action.state : checkoutReducer(state, action);
}

function storeReducer(state: BasketState, action: StoreAction): BasketState {
  return action.type === 'hydrate' ? action.state : basketReducer(state, action);
}

/**
 * The journey store itself: the basket, address, checkout and timer reducers, their persistence in
 * browser storage, the campaign and the active promotions. The root layout loads it after hydration
 * (LazyJourneyProvider, decision 0592); JourneyProvider below holds it synchronously.
 */
export function useJourneyEngine(): JourneyValue {
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

  return value;
}

/** The whole store around its children at once (tests, and any subtree that needs it at first render). */
export function JourneyProvider({ children }: { children: ReactNode }) {
  return <JourneyContext.Provider value={useJourneyEngine()}>{children}</JourneyContext.Provider>;
}

/**
 * The store as LazyJourneyProvider loads it: rendered beside the page, not around it, so its arrival
 * remounts nothing; it hands each new value up before the browser paints.
 */
export function JourneyEngine({ publish }: { publish: (value: JourneyValue) => void }) {
  const value = useJourneyEngine();
  useLayoutEffect(() => publish(value), [publish, value]);
  return null;
}
