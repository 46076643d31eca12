'use client';

import type { CheckoutStepId } from '@fibre/domain/checkout-state';
import {
  type CheckoutTimerWarning,
  DEFAULT_CHECKOUT_TIMER_SETTINGS,
  extendCheckoutTimer,
  remainingTime,
  setCheckoutEndTime,
  startCheckoutTimer,
  TIMER_EXPIRED_PATH,
  TIMER_TICK_MS,
  tickCheckoutTimer,
  timerWarning,
} from '@fibre/domain/checkout-timer';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useJourney } from '@/state/journey-store';
import { journeyStorages } from '../leave-guard/journey-storages';
import { leaveCount, useLeaveCheckout } from '../leave-guard/leave-checkout';
import { writeTimedOutMark } from '../timeout/timed-out-mark';

export interface CheckoutTimerView {
  /** Milliseconds left in the current period; null while no timer runs (nothing is shown). */
  remaining: number | null;
  isOvertime: boolean;
  /** The warning due now (decision 0460), or null. */
  warning: CheckoutTimerWarning | null;
  /** 'I need more time': a fresh period, counted. */
  extend(): void;
}

/**
 * The checkout timer (ordering-journey.md §4): on /checkout with no timer running it starts one
 * (and a checkout, if no order exists yet) and sets the end time once; it ticks each second. The
 * warning shows before each expiry and 'I need more time' extends it (decision 0460). The first
 * expiry gives the overtime; the second cancels the unconfirmed order, empties the basket, keeps the
 * answers typed, and sends the visitor to '/', which says the checkout timed out (decision 0461).
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
      timerRef.current = state;
      if (event.type === 'overtime') {
        setTimer(() => state);
        return;
      }
      const stores = journeyStorages();
      if (stores) writeTimedOutMark(stores.session, at);
      leave({ kind: 'path', href: event.redirectTo || TIMER_EXPIRED_PATH }, { keepAnswers: true });
    };
    tick();
    const id = window.setInterval(tick, TIMER_TICK_MS);
    return () => window.clearInterval(id);
  }, [hydrated, running, setTimer, leave]);

  const extend = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setTimer((state) => extendCheckoutTimer(state, at, DEFAULT_CHECKOUT_TIMER_SETTINGS));
  }, [setTimer]);

  return {
    remaining: running && now !== null ? remainingTime(timer, now) : null,
    isOvertime: timer.isOvertime,
    warning: running && now !== null ? timerWarning(timer, now, DEFAULT_CHECKOUT_TIMER_SETTINGS) : null,
    extend,
  };
}
