'use client';

import { isAllowedMove, isGuardedPath, LEAVE_GUARD_TEXT, linkOutcome } from '@fibre/domain/leave-guard';
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
import { useLeaveCheckout } from './leave-checkout';
import { LeaveModal } from './leave-modal';
import { resumeAfterUnload, stashOnUnload } from './unload-stash';

/** Marks the history entry the guard pushes, so the back button first lands on this page again. */
export const GUARD_STATE_KEY = '__hbLeaveGuard';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function storages(): { local: Storage; session: Storage } | null {
  try {
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return null;
  }
}

function hasGuardState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[GUARD_STATE_KEY] === true
  );
}

/** Has the journey store pick up slices written behind its back (it follows 'storage' events). */
function announceStorage(keys: readonly string[]) {
  for (const key of keys) {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: window.localStorage.getItem(key) }));
  }
}

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
    const stores = storages();
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

  // Where the visitor is, as the router last rendered it: the 'from' of a popstate.
  const currentUrl = useRef<string | null>(null);
  const onGuardEntry = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the location after each route change
  useEffect(() => {
    currentUrl.current = window.location.href;
    onGuardEntry.current = hasGuardState(window.history.state);
  }, [pathname]);

  // Push the guard entry once per page load, on the first guarded page with something to lose.
  const pushed = useRef(false);
  useEffect(() => {
    if (!active || pushed.current || hasGuardState(window.history.state)) return;
    pushed.current = true;
    window.history.pushState({ [GUARD_STATE_KEY]: true }, '', window.location.href);
    onGuardEntry.current = true;
  }, [active]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current || action.isLeaving() || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const outcome = linkOutcome(window.location.href, {
        href: anchor.getAttribute('href') ?? '',
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
      });
      if (outcome !== 'leave') return;
      event.preventDefault();
      event.stopPropagation();
      const url = new URL(anchor.href, window.location.href);
      setPending({
        target:
          url.origin === window.location.origin
            ? { kind: 'path', href: `${url.pathname}${url.search}${url.hash}` }
            : { kind: 'url', href: url.href },
      });
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
      window.history.pushState({ [GUARD_STATE_KEY]: true }, '', from);
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
      const stores = storages();
      if (stores) stashOnUnload(stores.local, stores.session, window.location.pathname, Date.now());
    };

    // Back from the back-forward cache: the page kept the journey in memory, storage may not have it.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const stores = storages();
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
  }, [action]);

  // The page's own leaving buttons: ask when there is something to lose, else go as Continue would.
  useEffect(() => {
    askRef.current = (request) => {
      if (action.isLeaving()) return true;
      if (activeRef.current) {
        setPending(request);
      } else {
        request.onContinue?.();
        action.leave(request.target);
      }
      return true;
    };
    return () => {
      askRef.current = null;
    };
  }, [askRef, action]);

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
