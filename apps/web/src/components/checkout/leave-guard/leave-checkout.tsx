'use client';

import { TIMINGS_MS } from '@fibre/domain/timings';
import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, useRef } from 'react';
import { useJourney } from '@/state/journey-store';
import { cancelUnconfirmedOrder } from './cancel-order';

/** How to go once the journey is cleared: a path of this site, another URL, or back in history. */
export type LeaveTarget =
  | { kind: 'path'; href: string }
  | { kind: 'url'; href: string }
  | { kind: 'history'; steps: number };

export interface LeaveCheckout {
  /** True from a leave's start until the guard resets: the guard and the frame stand aside. */
  isLeaving(): boolean;
  /**
   * Cancels the unconfirmed order, clears the basket, checkout and timer, navigates after
   * leaveCheckoutNavigationDelay and resets the guard leaveCheckoutGuardReset later.
   */
  leave(target: LeaveTarget): void;
}

export const LeaveCheckoutContext = createContext<LeaveCheckout | null>(null);

/** The leave action, shared by the guard's Continue and the timer's final expiry. */
export function useLeaveCheckoutAction(): LeaveCheckout {
  const journey = useJourney();
  const router = useRouter();
  const leaving = useRef(false);
  const latest = useRef(journey);
  latest.current = journey;

  const leave = useCallback(
    (target: LeaveTarget) => {
      leaving.current = true;
      const { checkout, clearBasketAndCheckout } = latest.current;
      cancelUnconfirmedOrder(checkout);
      clearBasketAndCheckout();
      window.setTimeout(() => {
        if (target.kind === 'path') router.push(target.href);
        else if (target.kind === 'url') window.location.assign(target.href);
        else window.history.go(-target.steps);
        window.setTimeout(() => {
          leaving.current = false;
        }, TIMINGS_MS.leaveCheckoutGuardReset);
      }, TIMINGS_MS.leaveCheckoutNavigationDelay);
    },
    [router],
  );
  const isLeaving = useCallback(() => leaving.current, []);
  return useMemo(() => ({ leave, isLeaving }), [leave, isLeaving]);
}

/** The guard's leave action when the journey layout mounts the guard, else one of this component's own. */
export function useLeaveCheckout(): LeaveCheckout {
  const shared = useContext(LeaveCheckoutContext);
  const own = useLeaveCheckoutAction();
  return shared ?? own;
}
