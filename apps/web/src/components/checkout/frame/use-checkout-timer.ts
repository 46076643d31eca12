'use client';

import type { CheckoutStepId } from '@fibre/domain/checkout-state';
import {
  remainingTime,
  setCheckoutEndTime,
  startCheckoutTimer,
  TIMER_EXPIRED_PATH,
  TIMER_TICK_MS,
  tickCheckoutTimer,
} from '@fibre/domain/checkout-timer';
import { useEffect, useRef, useState } from 'react';
import { useJourney } from '@/state/journey-store';
import { leaveCount, useLeaveCheckout } from '../leave-guard/leave-checkout';

export interface CheckoutTimerView {
  /** Milliseconds left in the current period; null while no timer runs (nothing is shown). */
  remaining: number | null;
  isOvertime: boolean;
}

/**
 * The checkout timer (ordering-journey.md §4): on /checkout with no timer running it starts one
 * (and a checkout, if no order exists yet) and sets the end time once; it ticks each second. The
 * first expiry gives the overtime; the second cancels the unconfirmed order, clears the basket and
 * checkout, and sends the visitor to '/'.
 */
export function useCheckoutTimer(step: CheckoutStepId): CheckoutTimerView {
  const { hydrated, checkout, dispatchCheckout, timer, setTimer } = useJourney();
  const { leave, isLeaving } = useLeaveCheckout();
  const [now, setNow] = useState<number | null>(null);
  const timerRef = useRef(timer);
  timerRef.current = timer;

  const hasOrder = checkout.order !== null;
  const leavesAtMount = useRef(leaveCount());
  useEffect(() => {
    if (!hydrated || step !== 'details' || timerRef.current.runsOutAt !== null) return;
    if (isLeaving() || leaveCount() !== leavesAtMount.current) return;
    const at = Date.now();
    if (!hasOrder) dispatchCheckout({ type: 'start' });
    setTimer((state) => setCheckoutEndTime(startCheckoutTimer(state, at), at));
  }, [hydrated, step, hasOrder, dispatchCheckout, setTimer, isLeaving]);

  const running = timer.runsOutAt !== null;
  useEffect(() => {
    if (!hydrated || !running) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const { state, event } = tickCheckoutTimer(timerRef.current, at);
      if (event.type === 'none') return;
      if (event.type === 'overtime') {
        timerRef.current = state;
        setTimer(() => state);
        return;
      }
      timerRef.current = state;
      leave({ kind: 'path', href: event.redirectTo || TIMER_EXPIRED_PATH });
    };
    tick();
    const id = window.setInterval(tick, TIMER_TICK_MS);
    return () => window.clearInterval(id);
  }, [hydrated, running, setTimer, leave]);

  return {
    remaining: running && now !== null ? remainingTime(timer, now) : null,
    isOvertime: timer.isOvertime,
  };
}
