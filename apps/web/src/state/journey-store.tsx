'use client';

import type { BasketAction, BasketState } from '@fibre/domain/basket-state';
import type { CheckoutAction } from '@fibre/domain/checkout-state';
import type { CheckoutTimerState } from '@fibre/domain/checkout-timer';
import type { PlanAddressType } from '@fibre/domain/constants';
// The first values alone, not the modules that check and change them (decision 0593).
import {
  INITIAL_CHECKOUT_TIMER,
  initialAddressState,
  initialBasketState,
  initialCheckoutState,
} from '@fibre/domain/journey-initial';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import type { AddressState, CheckoutState } from '@fibre/domain/stored-state';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

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

export const JourneyContext = createContext<JourneyValue | null>(null);

type JourneyCalls = Omit<
  JourneyValue,
  | 'hydrated'
  | 'basket'
  | 'address'
  | 'checkoutSkipTo'
  | 'checkout'
  | 'timer'
  | 'promotions'
  | 'promotionsReady'
>;

/** What every page renders with until the store has read browser storage (the store's own first value). */
const BEFORE_STORAGE: Omit<JourneyValue, keyof JourneyCalls> = {
  hydrated: false,
  basket: initialBasketState,
  address: initialAddressState,
  checkoutSkipTo: initialCheckoutState.checkoutSkipTo,
  checkout: initialCheckoutState,
  timer: INITIAL_CHECKOUT_TIMER,
  promotions: [],
  promotionsReady: false,
};

// The store's reducers, persistence, campaign and promotions load after hydration, in their own
// chunk: React.lazy rather than next/dynamic, which would preload it with the page (decision 0592).
const JourneyEngine = lazy(() =>
  import('./journey-engine').then((module) => ({ default: module.JourneyEngine })),
);

/**
 * The journey's state for the whole site (the root layout). Its first render is the store's own
 * first value (nothing read from storage yet: hydrated false), so the page hydrates without the
 * store's code; the store (journey-engine.tsx) loads right after and renders beside the page,
 * handing up each value. A call made before the store has read storage waits and runs, in order,
 * right after it, as a call made then always did. The calls keep one identity for the page's life.
 */
export function LazyJourneyProvider({ children }: { children: ReactNode }) {
  const engine = useRef<JourneyValue | null>(null);
  const waiting = useRef<Array<(store: JourneyValue) => void>>([]);
  const [published, setPublished] = useState<JourneyValue | null>(null);
  const [loadEngine, setLoadEngine] = useState(false);
  useEffect(() => setLoadEngine(true), []);

  const publish = useCallback((value: JourneyValue) => {
    engine.current = value;
    if (value.hydrated) for (const call of waiting.current.splice(0)) call(value);
    setPublished(value);
  }, []);

  const calls = useMemo<JourneyCalls>(() => {
    const call = (run: (store: JourneyValue) => void) => {
      const store = engine.current;
      if (store?.hydrated) run(store);
      else waiting.current.push(run);
    };
    return {
      dispatchBasket: (action: BasketAction) => call((store) => store.dispatchBasket(action)),
      setPostcodeString: (value: string) => call((store) => store.setPostcodeString(value)),
      confirmAddress: (item: AddressItem) => call((store) => store.confirmAddress(item)),
      setAddressType: (addressType: PlanAddressType) => call((store) => store.setAddressType(addressType)),
      clearAddress: () => call((store) => store.clearAddress()),
      setCheckoutSkipTo: (value: string | null) => call((store) => store.setCheckoutSkipTo(value)),
      dispatchCheckout: (action: CheckoutAction) => call((store) => store.dispatchCheckout(action)),
      setTimer: (update: (state: CheckoutTimerState) => CheckoutTimerState) =>
        call((store) => store.setTimer(update)),
      clearBasketAndCheckout: () => call((store) => store.clearBasketAndCheckout()),
      timeOutCheckout: () => call((store) => store.timeOutCheckout()),
    };
  }, []);

  const value = useMemo<JourneyValue>(() => {
    const state = published ?? BEFORE_STORAGE;
    return {
      hydrated: state.hydrated,
      basket: state.basket,
      address: state.address,
      checkoutSkipTo: state.checkoutSkipTo,
      checkout: state.checkout,
      timer: state.timer,
      promotions: state.promotions,
      promotionsReady: state.promotionsReady,
      ...calls,
    };
  }, [published, calls]);

  return (
    <JourneyContext.Provider value={value}>
      {children}
      {loadEngine ? (
        <Suspense fallback={null}>
          <JourneyEngine publish={publish} />
        </Suspense>
      ) : null}
    </JourneyContext.Provider>
  );
}

/** The journey state; only inside LazyJourneyProvider (the root layout) or JourneyProvider (journey-engine.tsx). */
export function useJourney(): JourneyValue {
  const value = useContext(JourneyContext);
  if (!value) throw new Error('useJourney must be used inside JourneyProvider');
  return value;
}
