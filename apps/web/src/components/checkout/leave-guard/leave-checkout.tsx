'use client';

import { TIMINGS_MS } from '@fibre/domain/timings';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useRef } from 'react';
import { useJourney } from '@/state/journey-store';
import { cancelUnconfirmedOrder } from './cancel-order';

/** How to go once the journey is cleared: a path of this site, another URL, or back in history. */
export type LeaveTarget =
  | { kind: 'path'; href: string }
  | { kind: 'url'; href: string }
  | { kind: 'history'; steps: number };

// One flag for the page: from a leave's start until the guard resets, the guard lets navigation
// through and the frame redirects nowhere (the basket it sees empty is being left, not missing).
let leaving = false;
// How many leaves this page has seen: a frame that saw one start while mounted is being left for
// good, whenever it happens to render again (the guard itself resets after 100 ms).
let leaves = 0;

/** Whether a leave is under way on this page. */
export function isLeavingCheckout(): boolean {
  return leaving;
}

/** The number of leaves so far; compare with the count at mount to know a leave happened since. */
export function leaveCount(): number {
  return leaves;
}

export interface LeaveCheckout {
  isLeaving(): boolean;
  /**
   * Cancels the unconfirmed order, clears the basket, checkout and timer, navigates after
   * leaveCheckoutNavigationDelay (50 ms) and resets the guard leaveCheckoutGuardReset (100 ms) later.
   * `keepAnswers` (the timer ran out, decision 0461) keeps the answers typed in the checkout.
   */
  leave(target: LeaveTarget, options?: { keepAnswers?: boolean }): void;
}

/** The leave action, shared by the guard's Continue and the timer's final expiry. */
export function useLeaveCheckout(): LeaveCheckout {
  const journey = useJourney();
  const router = useRouter();
  const latest = useRef(journey);
  latest.current = journey;

  const leave = useCallback(
    (target: LeaveTarget, options: { keepAnswers?: boolean } = {}) => {
      leaving = true;
      leaves += 1;
      const { checkout, clearBasketAndCheckout, timeOutCheckout } = latest.current;
      cancelUnconfirmedOrder(checkout);
      if (options.keepAnswers) timeOutCheckout();
      else clearBasketAndCheckout();
      window.setTimeout(() => {
        if (target.kind === 'path') router.push(target.href);
        else if (target.kind === 'url') window.location.assign(target.href);
        else window.history.go(-target.steps);
        window.setTimeout(() => {
          leaving = false;
        }, TIMINGS_MS.leaveCheckoutGuardReset);
      }, TIMINGS_MS.leaveCheckoutNavigationDelay);
    },
    [router],
  );
  return useMemo(() => ({ leave, isLeaving: isLeavingCheckout }), [leave]);
}
