/**
 * The checkout timer of ordering-journey.md §4 as a pure state machine. Times are epoch
 * milliseconds; the caller passes `now` (the site ticks each second) and acts on the event.
 */

import { TIMINGS_MS } from './timings';

export const CHECKOUT_TIMER_MS = TIMINGS_MS.checkoutTimer;
export const OVERTIME_MS = TIMINGS_MS.checkoutOvertime;
export const OVERTIME_MINUTES = OVERTIME_MS / 60_000;
/** Checkout end time: one hour after it is first set. */
export const CHECKOUT_END_TIME_MS = TIMINGS_MS.timerTtl;
export const TIMER_TICK_MS = TIMINGS_MS.countdownTick;
/** Where the visitor is sent when the overtime runs out. */
export const TIMER_EXPIRED_PATH = '/';
/** The countdown never shows more than 99:59 (decision 0035). */
const MAX_COUNTDOWN_SECONDS = 99 * 60 + 59;

export interface CheckoutTimerState {
  /** When the current period (10 minutes, or 5 in overtime) runs out; null when not running. */
  runsOutAt: number | null;
  isOvertime: boolean;
  /** Set once per checkout, an hour ahead. */
  checkoutEndTime: number | null;
}

export type CheckoutTimerEvent =
  | { type: 'none' }
  | { type: 'overtime'; extraMinutes: number; message: string }
  | { type: 'expired'; clearBasket: true; redirectTo: string };

export const INITIAL_CHECKOUT_TIMER: CheckoutTimerState = {
  runsOutAt: null,
  isOvertime: false,
  checkoutEndTime: null,
};

/** The §8 session-timeout message with {n} filled in. */
export function sessionTimeoutMessage(extraMinutes: number): string {
  return `Oops! Your session timed out but don't worry, we've given you ${extraMinutes} extra minutes to complete your order. Lets get you connected!`;
}

/** Starts a 10-minute period unless one is already running (a reload must not extend it). */
export function startCheckoutTimer(state: CheckoutTimerState, now: number): CheckoutTimerState {
  if (state.runsOutAt !== null) return state;
  return { ...state, runsOutAt: now + CHECKOUT_TIMER_MS, isOvertime: false };
}

/** Clears the running period and the overtime flag; the checkout end time stays. */
export function stopCheckoutTimer(state: CheckoutTimerState): CheckoutTimerState {
  return { ...state, runsOutAt: null, isOvertime: false };
}

/** Sets the checkout end time an hour ahead, once: a later call keeps the first value. */
export function setCheckoutEndTime(state: CheckoutTimerState, now: number): CheckoutTimerState {
  if (state.checkoutEndTime !== null) return state;
  return { ...state, checkoutEndTime: now + CHECKOUT_END_TIME_MS };
}

/** Milliseconds left in the current period, never negative; 0 when the timer is not running. */
export function remainingTime(state: CheckoutTimerState, now: number): number {
  if (state.runsOutAt === null) return 0;
  return Math.max(0, state.runsOutAt - now);
}

/**
 * One tick. When the period has run out (remaining time 0): the first time, overtime starts with
 * 5 more minutes from now and the message is shown; in overtime, the whole timer clears (end time
 * included, the session is over) and the caller clears the basket and goes to '/'.
 */
export function tickCheckoutTimer(
  state: CheckoutTimerState,
  now: number,
): { state: CheckoutTimerState; event: CheckoutTimerEvent } {
  if (state.runsOutAt === null || now < state.runsOutAt) return { state, event: { type: 'none' } };
  if (!state.isOvertime) {
    return {
      state: { ...state, runsOutAt: now + OVERTIME_MS, isOvertime: true },
      event: {
        type: 'overtime',
        extraMinutes: OVERTIME_MINUTES,
        message: sessionTimeoutMessage(OVERTIME_MINUTES),
      },
    };
  }
  return {
    state: INITIAL_CHECKOUT_TIMER,
    event: { type: 'expired', clearBasket: true, redirectTo: TIMER_EXPIRED_PATH },
  };
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The countdown as MM:SS, rounding up to the whole second so '00:00' shows only once time is up.
 * Negative or not-a-number gives '00:00'; minutes are not wrapped into hours, and anything past
 * 99:59 shows as 99:59 so the format never changes (decision 0035).
 */
export function formatCountdown(ms: number): string {
  // NaN survives Math.max and Math.ceil; `|| 0` turns it into 0.
  const seconds = Math.min(Math.ceil(Math.max(ms, 0) / 1000) || 0, MAX_COUNTDOWN_SECONDS);
  return `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
}

const isTime = (value: unknown): value is number | null =>
  value === null || (Number.isSafeInteger(value) && (value as number) >= 0);

/** A stored timer state (browser storage, 1 hour): each field of its type, or it is dropped. */
export function isCheckoutTimerState(value: unknown): value is CheckoutTimerState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return isTime(state.runsOutAt) && typeof state.isOvertime === 'boolean' && isTime(state.checkoutEndTime);
}
