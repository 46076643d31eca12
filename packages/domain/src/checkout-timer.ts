/**
 * The checkout timer of ordering-journey.md §4 as a pure state machine. Times are epoch
 * milliseconds; the caller passes `now` (the site ticks each second) and acts on the event.
 * WCAG 2.2 success criterion 2.2.1 (decision 0460): a warning before each expiry, with one action
 * that extends the time, allowed at least ten times.
 */

import { INITIAL_CHECKOUT_TIMER } from './journey-initial';
import { TIMINGS_MS } from './timings';

export const CHECKOUT_TIMER_MS = TIMINGS_MS.checkoutTimer;
export const OVERTIME_MS = TIMINGS_MS.checkoutOvertime;
export const OVERTIME_MINUTES = OVERTIME_MS / 60_000;
/** Checkout end time: one hour after it is first set. */
export const CHECKOUT_END_TIME_MS = TIMINGS_MS.timerTtl;
export const TIMER_TICK_MS = TIMINGS_MS.countdownTick;
/** Where the visitor is sent when the overtime runs out. */
export const TIMER_EXPIRED_PATH = '/';
/** The warning shows this long before each expiry (GOV.UK's timeout pattern: 2 minutes). */
export const TIMER_WARNING_LEAD_MS = 2 * 60_000;
/** WCAG 2.2.1 'Extend': at least 20 seconds to ask for more time. */
export const MIN_TIMER_WARNING_LEAD_MS = 20_000;
/** WCAG 2.2.1 'Extend': more time may be asked for at least ten times. */
export const MIN_TIMER_EXTENSIONS = 10;

/** The timer's figures: the spec's (10 and 5 minutes) by default, an extension as long as a period. */
export interface CheckoutTimerSettings {
  periodMs: number;
  overtimeMs: number;
  /** How long before each expiry the warning shows; at least 20 s, shorter than either period. */
  warningLeadMs: number;
  /** What 'I need more time' gives: a fresh period of this length from the press. */
  extensionMs: number;
  /** How many times more time may be asked for; at least ten. */
  extensionsAllowed: number;
}

export const DEFAULT_CHECKOUT_TIMER_SETTINGS: CheckoutTimerSettings = {
  periodMs: CHECKOUT_TIMER_MS,
  overtimeMs: OVERTIME_MS,
  warningLeadMs: TIMER_WARNING_LEAD_MS,
  extensionMs: CHECKOUT_TIMER_MS,
  extensionsAllowed: MIN_TIMER_EXTENSIONS,
};

/**
 * Timer settings with the spec's defaults for what is not given. Refuses (RangeError) figures that
 * would break WCAG 2.2.1: a warning under 20 s, fewer than ten extensions, or a warning that would
 * show from the start of a period (not shorter than the period, the overtime or an extension).
 */
export function checkoutTimerSettings(overrides: Partial<CheckoutTimerSettings> = {}): CheckoutTimerSettings {
  const settings = { ...DEFAULT_CHECKOUT_TIMER_SETTINGS, ...overrides };
  const { periodMs, overtimeMs, warningLeadMs, extensionMs, extensionsAllowed } = settings;
  for (const [name, value] of Object.entries(settings)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number`);
  }
  if (warningLeadMs < MIN_TIMER_WARNING_LEAD_MS) {
    throw new RangeError('warningLeadMs must be at least 20 seconds (WCAG 2.2.1)');
  }
  if (extensionsAllowed < MIN_TIMER_EXTENSIONS) {
    throw new RangeError('extensionsAllowed must be at least 10 (WCAG 2.2.1)');
  }
  if (warningLeadMs >= Math.min(periodMs, overtimeMs, extensionMs)) {
    throw new RangeError('warningLeadMs must be shorter than the period, the overtime and an extension');
  }
  return settings;
}

/** The countdown never shows more than 99:59 (decision 0035). */
const MAX_COUNTDOWN_SECONDS = 99 * 60 + 59;

export interface CheckoutTimerState {
  /** When the current period (10 minutes, or 5 in overtime) runs out; null when not running. */
  runsOutAt: number | null;
  isOvertime: boolean;
  /** Set once per checkout, an hour ahead. */
  checkoutEndTime: number | null;
  /** How many times 'I need more time' was pressed since the timer started. */
  extensions: number;
}

export type CheckoutTimerEvent =
  | { type: 'none' }
  | { type: 'overtime'; extraMinutes: number; message: string }
  | { type: 'expired'; clearBasket: true; redirectTo: string };

export { INITIAL_CHECKOUT_TIMER };

/** The §8 session-timeout message with {n} filled in. */
export function sessionTimeoutMessage(extraMinutes: number): string {
  return `Oops! Your session timed out but don't worry, we've given you ${extraMinutes} extra minutes to complete your order. Lets get you connected!`;
}

/**
 * Starts a 10-minute period unless one is already running (a reload must not extend it). A new
 * timer has had no extensions.
 */
export function startCheckoutTimer(
  state: CheckoutTimerState,
  now: number,
  settings: CheckoutTimerSettings = DEFAULT_CHECKOUT_TIMER_SETTINGS,
): CheckoutTimerState {
  if (state.runsOutAt !== null) return state;
  return { ...state, runsOutAt: now + settings.periodMs, isOvertime: false, extensions: 0 };
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
  settings: CheckoutTimerSettings = DEFAULT_CHECKOUT_TIMER_SETTINGS,
): { state: CheckoutTimerState; event: CheckoutTimerEvent } {
  if (state.runsOutAt === null || now < state.runsOutAt) return { state, event: { type: 'none' } };
  if (!state.isOvertime) {
    const extraMinutes = Math.round(settings.overtimeMs / 60_000);
    return {
      state: { ...state, runsOutAt: now + settings.overtimeMs, isOvertime: true },
      event: { type: 'overtime', extraMinutes, message: sessionTimeoutMessage(extraMinutes) },
    };
  }
  return {
    state: INITIAL_CHECKOUT_TIMER,
    event: { type: 'expired', clearBasket: true, redirectTo: TIMER_EXPIRED_PATH },
  };
}

/** What the warning before an expiry shows: the time left and whether more time may be asked for. */
export interface CheckoutTimerWarning {
  /** When the period being warned about runs out (a dismissed warning is dismissed for this one). */
  runsOutAt: number;
  remaining: number;
  extensionsLeft: number;
  canExtend: boolean;
}

/**
 * The warning due now: while a period runs and at most `warningLeadMs` is left of it (not once it
 * has run out: the tick acts then). Null otherwise.
 */
export function timerWarning(
  state: CheckoutTimerState,
  now: number,
  settings: CheckoutTimerSettings = DEFAULT_CHECKOUT_TIMER_SETTINGS,
): CheckoutTimerWarning | null {
  if (state.runsOutAt === null) return null;
  const remaining = state.runsOutAt - now;
  if (remaining <= 0 || remaining > settings.warningLeadMs) return null;
  const extensionsLeft = Math.max(0, settings.extensionsAllowed - state.extensions);
  return { runsOutAt: state.runsOutAt, remaining, extensionsLeft, canExtend: extensionsLeft > 0 };
}

/**
 * 'I need more time': a fresh period of `extensionMs` from now (never shorter than what was left),
 * counted, while extensions are left. The overtime flag stays: the spec's 5 automatic minutes are
 * given once per checkout, extensions or not. A timer not running, one already run out (the tick
 * acts on it first) or one with no extensions left is returned unchanged.
 */
export function extendCheckoutTimer(
  state: CheckoutTimerState,
  now: number,
  settings: CheckoutTimerSettings = DEFAULT_CHECKOUT_TIMER_SETTINGS,
): CheckoutTimerState {
  if (state.runsOutAt === null || now >= state.runsOutAt) return state;
  if (state.extensions >= settings.extensionsAllowed) return state;
  return {
    ...state,
    runsOutAt: Math.max(state.runsOutAt, now + settings.extensionMs),
    extensions: state.extensions + 1,
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

const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 1000;

/**
 * A stored timer state (browser storage, 1 hour): each field of its type, or it is dropped. A state
 * stored before extensions were counted (no `extensions`) is read as none used.
 */
export function isCheckoutTimerState(
  value: unknown,
): value is Omit<CheckoutTimerState, 'extensions'> & { extensions?: number } {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    isTime(state.runsOutAt) &&
    typeof state.isOvertime === 'boolean' &&
    isTime(state.checkoutEndTime) &&
    (state.extensions === undefined || isCount(state.extensions))
  );
}
