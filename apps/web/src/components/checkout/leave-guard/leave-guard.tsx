'use client';

import { isGuardedPath, LEAVE_GUARD_TEXT } from '@fibre/domain/leave-guard';
import { usePathname } from 'next/navigation';
import {
  type MutableRefObject,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useJourney } from '@/state/journey-store';
import { type AskToLeave, AskToLeaveContext, type LeaveRequest } from './ask-to-leave';
import { announceStorage, journeyStorages } from './journey-storages';
import { useLeaveCheckout } from './leave-checkout';
import { LeaveModal } from './leave-modal';
import { resumeAfterUnload } from './unload-stash';
import { useAskHandler } from './use-ask-handler';
import { useGuardEntry } from './use-guard-entry';
import { useLeaveListeners } from './use-leave-listeners';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

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
  useEffect(() => setMounted(true), []);
  // The watcher holds the question; until it is live a request is left to the caller.
  const askRef = useRef<AskToLeave | null>(null);
  const ask = useCallback<AskToLeave>((request) => askRef.current?.(request) ?? false, []);
  return (
    <AskToLeaveContext.Provider value={ask}>
      {children}
      {mounted && <LeaveGuardWatcher askRef={askRef} />}
    </AskToLeaveContext.Provider>
  );
}

function LeaveGuardWatcher({ askRef }: { askRef: MutableRefObject<AskToLeave | null> }) {
  const pathname = usePathname();
  const journey = useJourney();
  const action = useLeaveCheckout();
  const [pending, setPending] = useState<LeaveRequest | null>(null);

  const hasJourney = journey.basket.basketItem !== null || journey.checkout.order !== null;
  const active = journey.hydrated && hasJourney && isGuardedPath(pathname);
  const activeRef = useRef(active);
  activeRef.current = active;
  const clearRef = useRef(journey.clearBasketAndCheckout);
  clearRef.current = journey.clearBasketAndCheckout;

  const { currentUrl, onGuardEntry } = useGuardEntry(active, pathname);
  useLeaveListeners({ action, activeRef, clearRef, currentUrl, onGuardEntry, setPending });
  useAskHandler(askRef, action, activeRef, setPending);

  const cancel = useCallback(() => setPending(null), []);
  const confirm = useCallback(() => {
    if (pending === null) return;
    setPending(null);
    pending.onContinue?.();
    action.leave(pending.target);
  }, [pending, action]);

  return (
    <LeaveModal
      open={pending !== null}
      title={LEAVE_GUARD_TEXT.title}
      body={LEAVE_GUARD_TEXT.body}
      cancelLabel={LEAVE_GUARD_TEXT.cancel}
      continueLabel={LEAVE_GUARD_TEXT.continue}
      onCancel={cancel}
      onContinue={confirm}
    />
  );
}
