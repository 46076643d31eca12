'use client';

import { initialBasketState } from '@fibre/domain/basket-state';
import { campaignParamsFromSearch } from '@fibre/domain/campaign-params';
import { INITIAL_CHECKOUT_TIMER } from '@fibre/domain/checkout-timer';
import { initialAddressState, initialCheckoutState } from '@fibre/domain/stored-state';
import { type ReactNode, startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type ActivePromotions, useActivePromotions } from './active-promotions';
import { applyJourneyOps, type JourneyOp, journeyReducer } from './journey-ops';
import { type JourneyBridge, type JourneyEngineProps, JourneyHost } from './journey-store';
import type { JourneySnapshot } from './persistence';
import { readStoredJourney, useJourneyPersistence } from './use-journey-persistence';

const NOTHING_STORED: JourneySnapshot = {
  basket: initialBasketState,
  address: initialAddressState,
  checkout: initialCheckoutState,
  timer: INITIAL_CHECKOUT_TIMER,
};

/** The campaign of the page the visitor landed on, kept with the checkout (decision 0462); none, no change. */
function landingCampaign(search: string): JourneyOp[] {
  const params = campaignParamsFromSearch(search);
  return params ? [{ type: 'checkout', action: { type: 'set-analytics-params', params } }] : [];
}

/**
 * The store's reading of storage, run once as it first renders (in the browser only, after the page
 * hydrated): what storage holds, with the landing page's campaign and every call made before now
 * applied to it, oldest first; `taken` says how many waiting calls that was.
 */
function readJourneyWithCalls(bridge: JourneyBridge): {
  read: JourneySnapshot | null;
  start: JourneySnapshot;
  taken: number;
} {
  const read = readStoredJourney();
  const waiting = bridge.waiting.slice();
  const start = applyJourneyOps(read ?? NOTHING_STORED, [
    ...landingCampaign(bridge.landingSearch),
    ...waiting,
  ]);
  return { read, start, taken: waiting.length };
}

/**
 * The journey store's code (decision 0592): the basket, address, checkout and timer rules (the
 * reducer the light provider's state changes by), the reading and writing of browser storage, the
 * tab sync, the campaign and the active promotions. The light provider (journey-store.tsx) holds
 * the state and renders this beside the page once the page has hydrated.
 *
 * Its hydration step, in its first layout effect, hands the provider what storage holds with every
 * call made before it applied (one made while it rendered too), and from then on takes the calls
 * itself: the first state the page, persistence and the tab sync see holds every call, and each
 * later call changes the provider's state in the same render as the component that made it.
 */
export function JourneyEngine({ bridge, journey, hydrated, update }: JourneyEngineProps) {
  // Lazy: read once (a second call, as React's strict mode makes, reads the same and is dropped).
  const [{ read, start, taken }] = useState(() => readJourneyWithCalls(bridge));
  const handedOver = useRef(false);

  useLayoutEffect(() => {
    if (!handedOver.current) {
      handedOver.current = true;
      const late = bridge.waiting.splice(0).slice(taken);
      const journey = applyJourneyOps(start, late);
      // A transition: the page drawn again with the stored journey (a whole checkout step) is
      // rendered in slices that yield to the visitor, not in one task inside this commit. A call
      // made meanwhile is an urgent update and React applies it after this one (decision 0713).
      startTransition(() => update({ type: 'hydrate', journey }));
    }
    const dispatch = (op: JourneyOp) => update({ type: 'change', op, apply: journeyReducer });
    bridge.dispatch = dispatch;
    return () => {
      if (bridge.dispatch === dispatch) bridge.dispatch = null;
    };
  }, [bridge, start, taken, update]);

  const follow = useCallback(
    (snapshot: Partial<JourneySnapshot>) => bridge.send({ type: 'restore', snapshot }),
    [bridge],
  );
  useJourneyPersistence(hydrated ? journey : null, read, follow);
  const report = useCallback(
    (promotions: Partial<ActivePromotions>) => update({ type: 'promotions', update: promotions }),
    [update],
  );
  useActivePromotions(hydrated, journey.address.addressItem?.postcode ?? '', report);
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
