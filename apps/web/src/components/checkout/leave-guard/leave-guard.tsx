'use client';

import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type AskToLeave, AskToLeaveContext } from './ask-to-leave';
import { announceStorage, journeyStorages } from './journey-storages';
import { resumeAfterUnload } from './unload-stash';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

// The watcher never draws anything in the server's HTML and joins only once the page is live, so
// its code (the listeners, the question's dialog) loads then too, not with the page (decision 0691).
const loadWatcher = () => import('./leave-guard-watcher');
const LeaveGuardWatcher = lazy(loadWatcher);

/**
 * The leave-checkout guard (ordering-journey.md §4, decision 0240), mounted by the journey layout.
 * On /extras and the checkout steps, with a basket or an order to lose, leaving by a link (clicks
 * on anchors are caught before the router sees them), by the back or forward button (popstate; a
 * guard entry is pushed so the first back press stays in the page) or by closing the tab (the
 * browser's own beforeunload prompt) asks first. Continue cancels the unconfirmed order, clears
 * the basket and checkout and goes; Cancel stays. Unloading a guarded page clears the basket and
 * checkout unless the same tab comes straight back to an allowed page (a reload). A page's own
 * button that leaves (the address's Change) asks the same question through useAskToLeave.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  // A load after an unload in this tab: put the journey back when it is a reload (or a full load of
  // an allowed page), before the journey store reads storage (its effect runs after this one).
  useIsomorphicLayoutEffect(() => {
    const stores = journeyStorages();
    if (!stores) return;
    const outcome = resumeAfterUnload(stores.local, stores.session, window.location.pathname, Date.now());
    announceStorage(outcome.restored);
  }, []);
  // The watcher needs the router and the journey: it joins once the page is live.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    void loadWatcher();
    setMounted(true);
  }, []);
  // The watcher holds the question; until it is live a request is left to the caller.
  const askRef = useRef<AskToLeave | null>(null);
  const ask = useCallback<AskToLeave>((request) => askRef.current?.(request) ?? false, []);
  return (
    <AskToLeaveContext.Provider value={ask}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <LeaveGuardWatcher askRef={askRef} />
        </Suspense>
      )}
    </AskToLeaveContext.Provider>
  );
}
