'use client';

import { initialBasketState } from '@fibre/domain/basket-state';
import { campaignParamsFromSearch } from '@fibre/domain/campaign-params';
import { INITIAL_CHECKOUT_TIMER } from '@fibre/domain/checkout-timer';
import { initialAddressState, initialCheckoutState } from '@fibre/domain/stored-state';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useReducer, useState } from 'react';
import { useActivePromotions } from './active-promotions';
import { applyJourneyOps, type JourneyOp, journeyReducer } from './journey-ops';
import { type JourneyBridge, JourneyHost, type JourneyState } from './journey-store';
import type { JourneySnapshot } from './persistence';
import { readStoredJourney, useJourneyPersistence } from './use-journey-persistence';

const NOTHING_STORED: JourneySnapshot = {
  basket: initialBasketState,
  address: initialAddressState,
  checkout: initialCheckoutState,
  timer: INITIAL_CHECKOUT_TIMER,
};

/** The store's state: the journey, and how many of the calls sent to it (JourneyBridge.sent) it holds. */
interface EngineState {
  journey: JourneySnapshot;
  applied: number;
}

function engineReducer(state: EngineState, op: JourneyOp): EngineState {
  return { journey: journeyReducer(state.journey, op), applied: state.applied + 1 };
}

/** The campaign of the page the visitor landed on, kept with the checkout (decision 0462); none, no change. */
function landingCampaign(search: string): JourneyOp[] {
  const params = campaignParamsFromSearch(search);
  return params ? [{ type: 'checkout', action: { type: 'set-analytics-params', params } }] : [];
}

/**
 * The store's hydration step, run once as it first renders (in the browser only, after the page
 * hydrated): storage is read, then the landing page's campaign and every call made before now are
 * applied to it, oldest first. That is the first state anything sees: the page (through the light
 * provider), persistence and the tab sync all start from it.
 */
function hydrate(bridge: JourneyBridge): {
  read: JourneySnapshot | null;
  start: EngineState;
  taken: number;
} {
  const read = readStoredJourney();
  const waiting = bridge.waiting.slice();
  const journey = applyJourneyOps(read ?? NOTHING_STORED, [
    ...landingCampaign(bridge.landingSearch),
    ...waiting,
  ]);
  // Every call sent so far is in it: the waiting ones now, any before them by an earlier store.
  return { read, start: { journey, applied: bridge.sent }, taken: waiting.length };
}

/**
 * The journey store's code (decision 0592): the basket, address, checkout and timer reducers, their
 * persistence in browser storage, the campaign and the active promotions. The light provider
 * (journey-store.tsx) renders it beside the page once the page has hydrated; it hands its state up
 * before the browser paints, and only a state that holds every call sent to it.
 */
export function JourneyEngine({
  bridge,
  publish,
}: {
  bridge: JourneyBridge;
  publish: (state: JourneyState) => void;
}) {
  // Lazy: read once (a second call, as React's strict mode makes, reads the same and is dropped).
  const [{ read, start, taken }] = useState(() => hydrate(bridge));
  const [{ journey, applied }, dispatch] = useReducer(engineReducer, start);

  // Calls from now on come straight here. One made after the hydration step read the waiting ones
  // (while React rendered) is dispatched now; the publish below waits until the state holds it.
  useLayoutEffect(() => {
    const late = bridge.waiting.splice(0).slice(taken);
    bridge.dispatch = dispatch;
    for (const op of late) dispatch(op);
    return () => {
      if (bridge.dispatch === dispatch) bridge.dispatch = null;
    };
  }, [bridge, taken]);

  const follow = useCallback(
    (snapshot: Partial<JourneySnapshot>) => bridge.send({ type: 'restore', snapshot }),
    [bridge],
  );
  useJourneyPersistence(journey, read, follow);
  const { promotions, promotionsReady } = useActivePromotions(
    true,
    journey.address.addressItem?.postcode ?? '',
  );

  const state = useMemo<JourneyState>(
    () => ({
      hydrated: true,
      basket: journey.basket,
      address: journey.address,
      checkoutSkipTo: journey.checkout.checkoutSkipTo,
      checkout: journey.checkout,
      timer: journey.timer,
      promotions,
      promotionsReady,
    }),
    [journey, promotions, promotionsReady],
  );
  useLayoutEffect(() => {
    if (applied === bridge.sent) publish(state);
  }, [applied, bridge, publish, state]);
  return null;
}

/**
 * The whole store at once: the light provider with this module's engine rather than the lazily
 * loaded one. For tests, and any subtree that must not wait for the store's chunk; it hydrates
 * through the same steps as the root layout's LazyJourneyProvider.
 */
export function JourneyProvider({ children }: { children: ReactNode }) {
  return <JourneyHost engine={JourneyEngine}>{children}</JourneyHost>;
}
