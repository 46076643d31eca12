'use client';

import { isAllowedMove } from '@fibre/domain/leave-guard';
import { type MutableRefObject, useEffect } from 'react';
import type { LeaveRequest } from './ask-to-leave';
import { hasGuardState, pushGuardEntry } from './guard-entry';
import { announceStorage, journeyStorages } from './journey-storages';
import type { LeaveCheckout } from './leave-checkout';
import { leaveTargetOfClick } from './leave-link-target';
import { resumeAfterUnload, stashOnUnload } from './unload-stash';
import type { GuardEntry } from './use-guard-entry';

export interface LeaveListenersInput extends GuardEntry {
  action: LeaveCheckout;
  /** Whether the guard is on now (a guarded page with something to lose). */
  activeRef: MutableRefObject<boolean>;
  /** The journey's clearBasketAndCheckout as last rendered. */
  clearRef: MutableRefObject<() => void>;
  /** Asks the question for a leave the guard caught. */
  setPending: (request: LeaveRequest) => void;
}

/**
 * The guard's window listeners: a click on a link that leaves (caught before the router sees it),
 * the back or forward button (popstate), closing the tab (beforeunload), unloading a guarded page
 * (pagehide stashes the journey) and coming back from the back-forward cache (pageshow).
 */
export function useLeaveListeners({
  action,
  activeRef,
  clearRef,
  currentUrl,
  onGuardEntry,
  setPending,
}: LeaveListenersInput): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current || action.isLeaving() || event.defaultPrevented) return;
      const target = leaveTargetOfClick(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ target });
    };

    const onPopState = (event: PopStateEvent) => {
      const wasOnGuardEntry = onGuardEntry.current;
      onGuardEntry.current = hasGuardState(window.history.state);
      const from = currentUrl.current;
      if (!activeRef.current || action.isLeaving() || from === null) return;
      const fromUrl = new URL(from);
      const to = window.location.pathname;
      const backPastGuard = wasOnGuardEntry && !onGuardEntry.current && to === fromUrl.pathname;
      if (!backPastGuard && isAllowedMove(fromUrl.pathname, to)) return;
      // Leaving: keep the router from rendering the page popped to, and put this page back on top.
      event.stopImmediatePropagation();
      pushGuardEntry(from);
      onGuardEntry.current = true;
      // Continue goes back past the restored entry (and past the first page of the guard entry).
      setPending({ target: { kind: 'history', steps: backPastGuard ? 2 : 1 } });
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!activeRef.current || action.isLeaving()) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };

    const onPageHide = () => {
      if (!activeRef.current || action.isLeaving()) return;
      const stores = journeyStorages();
      if (stores) stashOnUnload(stores.local, stores.session, window.location.pathname, Date.now());
    };

    // Back from the back-forward cache: the page kept the journey in memory, storage may not have it.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const stores = journeyStorages();
      if (!stores) return;
      const outcome = resumeAfterUnload(stores.local, stores.session, window.location.pathname, Date.now());
      if (outcome.marked && outcome.restored.length === 0) clearRef.current();
      else announceStorage(outcome.restored);
    };

    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [action, activeRef, clearRef, currentUrl, onGuardEntry, setPending]);
}
