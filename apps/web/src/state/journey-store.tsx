'use client';

import type { BasketAction, BasketState } from '@fibre/domain/basket-state';
import type { CheckoutAction } from '@fibre/domain/checkout-state';
import type { CheckoutTimerState } from '@fibre/domain/checkout-timer';
import type { PlanAddressType } from '@fibre/domain/constants';
// The first values alone, not the modules that check and change them (decision 0592).
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
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import type { JourneyOp } from './journey-ops';
import type { JourneySnapshot } from './persistence';

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

/**
 * Between the light provider and the store's code (journey-engine.tsx). Every call is sent as a
 * change (JourneyOp): once the store is live, straight into the provider's state by the store's
 * reducer; before, it waits, and the store's hydration step applies the waiting ones to what it
 * reads from storage before anything sees it.
 */
export interface JourneyBridge {
  /** Calls made before the store was live, oldest first. */
  readonly waiting: JourneyOp[];
  /** The live store's dispatch, or null before it is live. */
  dispatch: ((op: JourneyOp) => void) | null;
  /** The query of the page the visitor landed on: its campaign is kept (decision 0462). */
  landingSearch: string;
  send(op: JourneyOp): void;
}

function createBridge(): JourneyBridge {
  const bridge: JourneyBridge = {
    waiting: [],
    dispatch: null,
    landingSearch: '',
    send(op) {
      if (bridge.dispatch) bridge.dispatch(op);
      else bridge.waiting.push(op);
    },
  };
  return bridge;
}

/** The provider's state: the journey, whether storage was read, the promotions of its postcode. */
interface HostState {
  hydrated: boolean;
  journey: JourneySnapshot;
  promotions: Promotion[];
  promotionsReady: boolean;
}

/**
 * What the store (journey-engine.tsx) does to the provider's state: hands it what storage holds with
 * the waiting calls applied, applies a later call with its own reducer (carried in the action, so
 * this module holds none of the rules), and keeps the promotions it fetched.
 */
export type JourneyHostAction =
  | { type: 'hydrate'; journey: JourneySnapshot }
  | { type: 'change'; op: JourneyOp; apply(journey: JourneySnapshot, op: JourneyOp): JourneySnapshot }
  | { type: 'promotions'; update: Partial<Pick<HostState, 'promotions' | 'promotionsReady'>> };

function hostReducer(state: HostState, action: JourneyHostAction): HostState {
  switch (action.type) {
    case 'hydrate':
      return { ...state, hydrated: true, journey: action.journey };
    case 'change': {
      const journey = action.apply(state.journey, action.op);
      return journey === state.journey ? state : { ...state, journey };
    }
    case 'promotions':
      return { ...state, ...action.update };
  }
}

/** What the store's code is given by the provider. */
export interface JourneyEngineProps {
  bridge: JourneyBridge;
  /** The journey the page renders with (the store's first value until `hydrated`). */
  journey: JourneySnapshot;
  hydrated: boolean;
  update(action: JourneyHostAction): void;
}

/** What every page renders with until the store has read browser storage (the store's own first value). */
const BEFORE_STORAGE: HostState = {
  hydrated: false,
  journey: {
    basket: initialBasketState,
    address: initialAddressState,
    checkout: initialCheckoutState,
    timer: INITIAL_CHECKOUT_TIMER,
  },
  promotions: [],
  promotionsReady: false,
};

const JourneyContext = createContext<JourneyValue | null>(null);

type EngineComponent = ComponentType<JourneyEngineProps>;

/**
 * The journey's context and state, the store's first value until the store (`engine`) has read
 * storage. The store is rendered beside the page once the page has hydrated, so its arrival
 * remounts nothing; the state stays here, so a call changes it in the same render as the component
 * that made it (as the store always did). The calls keep one identity for the page's life.
 */
export function JourneyHost({ children, engine: Engine }: { children: ReactNode; engine: EngineComponent }) {
  const [bridge] = useState(createBridge);
  const [state, update] = useReducer(hostReducer, BEFORE_STORAGE);
  const [live, setLive] = useState(false);
  useEffect(() => {
    bridge.landingSearch = window.location.search;
    setLive(true);
  }, [bridge]);

  const calls = useMemo<JourneyCalls>(
    () => ({
      dispatchBasket: (action) => bridge.send({ type: 'basket', action }),
      setPostcodeString: (postcodeString) => bridge.send({ type: 'set-postcode', postcodeString }),
      confirmAddress: (item) => bridge.send({ type: 'confirm-address', item }),
      setAddressType: (addressType) => bridge.send({ type: 'set-address-type', addressType }),
      clearAddress: () => bridge.send({ type: 'clear-address' }),
      setCheckoutSkipTo: (checkoutSkipTo) => bridge.send({ type: 'set-skip-to', checkoutSkipTo }),
      dispatchCheckout: (action) => bridge.send({ type: 'checkout', action }),
      setTimer: (update) => bridge.send({ type: 'timer', update }),
      clearBasketAndCheckout: () => bridge.send({ type: 'clear-basket-and-checkout' }),
      timeOutCheckout: () => bridge.send({ type: 'time-out' }),
    }),
    [bridge],
  );
  const value = useMemo<JourneyValue>(
    () => ({
      hydrated: state.hydrated,
      basket: state.journey.basket,
      address: state.journey.address,
      checkoutSkipTo: state.journey.checkout.checkoutSkipTo,
      checkout: state.journey.checkout,
      timer: state.journey.timer,
      promotions: state.promotions,
      promotionsReady: state.promotionsReady,
      ...calls,
    }),
    [state, calls],
  );

  return (
    <JourneyContext.Provider value={value}>
      {children}
      {live ? (
        <Engine bridge={bridge} journey={state.journey} hydrated={state.hydrated} update={update} />
      ) : null}
    </JourneyContext.Provider>
  );
}

// The store's code loads after hydration, in its own chunk: React.lazy rather than next/dynamic,
// which would preload it with the page (decision 0592).
const LazyEngine = lazy(() =>
  import('./journey-engine').then((module) => ({ default: module.JourneyEngine })),
);

/** The engine a layout's first load already holds (journey-engine-here.tsx), if any. */
let engineAtHand: EngineComponent | null = null;

/** Called by journey-engine-here.tsx as it is evaluated in the browser (and by tests, with null). */
export function provideJourneyEngine(engine: EngineComponent | null): void {
  engineAtHand = engine;
}

function LoadedEngine(props: JourneyEngineProps) {
  // Chosen once: a layout handing its engine over later (a move to the ordering steps) must not
  // swap the live store for a new one.
  const [AtHand] = useState(() => engineAtHand);
  if (AtHand) return <AtHand {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyEngine {...props} />
    </Suspense>
  );
}

/**
 * The journey's state for the whole site (the root layout). The page hydrates with the store's
 * first value (hydrated false, nothing read), without the store's code; that arrives right after
 * (journey-engine.tsx), reads storage, applies every call made meanwhile, and only then hands up
 * its state (decision 0592).
 */
export function LazyJourneyProvider({ children }: { children: ReactNode }) {
  return <JourneyHost engine={LoadedEngine}>{children}</JourneyHost>;
}

/** The journey state; only inside LazyJourneyProvider (the root layout) or JourneyProvider (journey-engine.tsx). */
export function useJourney(): JourneyValue {
  const value = useContext(JourneyContext);
  if (!value) throw new Error('useJourney must be used inside JourneyProvider');
  return value;
}
