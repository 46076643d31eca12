import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_END_TIME_MS,
  CHECKOUT_TIMER_MS,
  type CheckoutTimerState,
  checkoutTimerSettings,
  DEFAULT_CHECKOUT_TIMER_SETTINGS,
  extendCheckoutTimer,
  formatCountdown,
  INITIAL_CHECKOUT_TIMER,
  isCheckoutTimerState,
  MIN_TIMER_EXTENSIONS,
  MIN_TIMER_WARNING_LEAD_MS,
  OVERTIME_MINUTES,
  OVERTIME_MS,
  remainingTime,
  sessionTimeoutMessage,
  setCheckoutEndTime,
  startCheckoutTimer,
  stopCheckoutTimer,
  TIMER_EXPIRED_PATH,
  TIMER_TICK_MS,
  TIMER_WARNING_LEAD_MS,
  tickCheckoutTimer,
  timerWarning,
} from './checkout-timer';

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);
const MINUTE = 60_000;
const MESSAGE =
  "Oops! Your session timed out but don't worry, we've given you 5 extra minutes to complete your order. Lets get you connected!";

describe('constants (§9)', () => {
  it('uses 10 minutes, 5 minutes of overtime, a 1-hour end time and 1-second ticks', () => {
    expect(CHECKOUT_TIMER_MS).toBe(600_000);
    expect(OVERTIME_MS).toBe(300_000);
    expect(OVERTIME_MINUTES).toBe(5);
    expect(CHECKOUT_END_TIME_MS).toBe(3_600_000);
    expect(TIMER_TICK_MS).toBe(1000);
    expect(TIMER_EXPIRED_PATH).toBe('/');
    expect(INITIAL_CHECKOUT_TIMER).toEqual({
      runsOutAt: null,
      isOvertime: false,
      checkoutEndTime: null,
      extensions: 0,
    });
  });

  it('words the session-timeout message as the spec does', () => {
    expect(sessionTimeoutMessage(5)).toBe(MESSAGE);
    expect(sessionTimeoutMessage(3)).toContain("we've given you 3 extra minutes");
  });
});

describe('startCheckoutTimer', () => {
  it('sets expiry 10 minutes ahead', () => {
    expect(startCheckoutTimer(INITIAL_CHECKOUT_TIMER, T0)).toEqual({
      runsOutAt: T0 + 10 * MINUTE,
      isOvertime: false,
      checkoutEndTime: null,
      extensions: 0,
    });
  });

  it('leaves a running timer alone, in overtime too', () => {
    const running = startCheckoutTimer(INITIAL_CHECKOUT_TIMER, T0);
    expect(startCheckoutTimer(running, T0 + 4 * MINUTE)).toBe(running);
    const overtime: CheckoutTimerState = {
      runsOutAt: T0 + MINUTE,
      isOvertime: true,
      checkoutEndTime: null,
      extensions: 0,
    };
    expect(startCheckoutTimer(overtime, T0)).toBe(overtime);
  });

  it('always begins a fresh period, never in overtime, with no extensions, and keeps the end time', () => {
    const stale: CheckoutTimerState = {
      runsOutAt: null,
      isOvertime: true,
      checkoutEndTime: T0 + 5,
      extensions: 4,
    };
    expect(startCheckoutTimer(stale, T0)).toEqual({
      runsOutAt: T0 + CHECKOUT_TIMER_MS,
      isOvertime: false,
      checkoutEndTime: T0 + 5,
      extensions: 0,
    });
  });
});

describe('tickCheckoutTimer', () => {
  const running = startCheckoutTimer(INITIAL_CHECKOUT_TIMER, T0);

  it('does nothing while time remains, up to the last millisecond', () => {
    expect(tickCheckoutTimer(running, T0 + 5 * MINUTE)).toEqual({ state: running, event: { type: 'none' } });
    const last = tickCheckoutTimer(running, T0 + 10 * MINUTE - 1);
    expect(last.state).toBe(running);
    expect(last.event).toEqual({ type: 'none' });
  });

  it('does nothing when the timer is not running', () => {
    const idle = tickCheckoutTimer(INITIAL_CHECKOUT_TIMER, T0);
    expect(idle.state).toBe(INITIAL_CHECKOUT_TIMER);
    expect(idle.event).toEqual({ type: 'none' });
  });

  it('starts overtime with 5 more minutes and the message at the first expiry', () => {
    const withEnd = setCheckoutEndTime(running, T0);
    expect(tickCheckoutTimer(withEnd, T0 + 10 * MINUTE)).toEqual({
      state: {
        runsOutAt: T0 + 15 * MINUTE,
        isOvertime: true,
        checkoutEndTime: T0 + 60 * MINUTE,
        extensions: 0,
      },
      event: { type: 'overtime', extraMinutes: 5, message: MESSAGE },
    });
  });

  it('gives the 5 minutes from the late tick when the page was asleep', () => {
    const late = tickCheckoutTimer(running, T0 + 12 * MINUTE);
    expect(late.state.runsOutAt).toBe(T0 + 17 * MINUTE);
    expect(late.event.type).toBe('overtime');
  });

  it('clears everything and sends the visitor to / when overtime runs out', () => {
    const overtime = tickCheckoutTimer(setCheckoutEndTime(running, T0), T0 + 10 * MINUTE).state;
    expect(tickCheckoutTimer(overtime, T0 + 15 * MINUTE - 1).event).toEqual({ type: 'none' });
    expect(tickCheckoutTimer(overtime, T0 + 15 * MINUTE)).toEqual({
      state: { runsOutAt: null, isOvertime: false, checkoutEndTime: null, extensions: 0 },
      event: { type: 'expired', clearBasket: true, redirectTo: '/' },
    });
  });
});

describe('stopCheckoutTimer and setCheckoutEndTime', () => {
  it('stop clears the period and overtime, keeping the end time', () => {
    const state: CheckoutTimerState = {
      runsOutAt: T0,
      isOvertime: true,
      checkoutEndTime: T0 + 9,
      extensions: 2,
    };
    expect(stopCheckoutTimer(state)).toEqual({
      runsOutAt: null,
      isOvertime: false,
      checkoutEndTime: T0 + 9,
      extensions: 2,
    });
  });

  it('a stopped timer can be started again', () => {
    const stopped = stopCheckoutTimer(startCheckoutTimer(INITIAL_CHECKOUT_TIMER, T0));
    expect(startCheckoutTimer(stopped, T0 + MINUTE).runsOutAt).toBe(T0 + 11 * MINUTE);
  });

  it('sets the end time once, an hour ahead', () => {
    const first = setCheckoutEndTime(INITIAL_CHECKOUT_TIMER, T0);
    expect(first).toEqual({
      runsOutAt: null,
      isOvertime: false,
      checkoutEndTime: T0 + 60 * MINUTE,
      extensions: 0,
    });
    expect(setCheckoutEndTime(first, T0 + 30 * MINUTE)).toBe(first);
  });
});

describe('remainingTime', () => {
  it('counts down to 0 and never below', () => {
    const running = startCheckoutTimer(INITIAL_CHECKOUT_TIMER, T0);
    expect(remainingTime(running, T0)).toBe(600_000);
    expect(remainingTime(running, T0 + 1500)).toBe(598_500);
    expect(remainingTime(running, T0 + 10 * MINUTE)).toBe(0);
    expect(remainingTime(running, T0 + 11 * MINUTE)).toBe(0);
    expect(remainingTime(INITIAL_CHECKOUT_TIMER, T0)).toBe(0);
    expect(remainingTime(INITIAL_CHECKOUT_TIMER, -1000)).toBe(0);
  });

  it('never increases between ticks except at the overtime transition (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (steps, stopAt) => {
          let state = startCheckoutTimer(INITIAL_CHECKOUT_TIMER, T0);
          let now = T0;
          let previous = remainingTime(state, now);
          let overtimes = 0;
          for (const [index, step] of steps.entries()) {
            now += step;
            if (index === stopAt) state = stopCheckoutTimer(state);
            const { state: next, event } = tickCheckoutTimer(state, now);
            const remaining = remainingTime(next, now);
            if (event.type === 'overtime') {
              overtimes += 1;
              expect(remaining).toBe(OVERTIME_MS);
            } else {
              expect(remaining).toBeLessThanOrEqual(previous);
            }
            if (event.type === 'expired') expect(next).toEqual(INITIAL_CHECKOUT_TIMER);
            state = next;
            previous = remaining;
          }
          expect(overtimes).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('formatCountdown', () => {
  it.each([
    [600_000, '10:00'],
    [599_000, '09:59'],
    [598_500, '09:59'],
    [300_000, '05:00'],
    [61_000, '01:01'],
    [60_000, '01:00'],
    [59_001, '01:00'],
    [59_000, '00:59'],
    [10_000, '00:10'],
    [9_000, '00:09'],
    [1_000, '00:01'],
    [1, '00:01'],
    [0, '00:00'],
    [-1, '00:00'],
    [-600_000, '00:00'],
    [Number.NaN, '00:00'],
    [3_600_000, '60:00'],
    [5_999_000, '99:59'],
    [6_000_000, '99:59'],
    [Number.POSITIVE_INFINITY, '99:59'],
  ])('formats %d ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('always gives MM:SS with seconds below 60 (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (ms) => {
        const text = formatCountdown(ms);
        expect(text).toMatch(/^\d{2}:\d{2}$/);
        expect(Number(text.slice(3))).toBeLessThan(60);
      }),
    );
  });
});

describe('isCheckoutTimerState', () => {
  it('accepts the initial and a running state and refuses tampered ones', () => {
    expect(isCheckoutTimerState(INITIAL_CHECKOUT_TIMER)).toBe(true);
    expect(isCheckoutTimerState({ runsOutAt: 1_000, isOvertime: true, checkoutEndTime: 2_000 })).toBe(true);
    expect(isCheckoutTimerState({ runsOutAt: '1000', isOvertime: false, checkoutEndTime: null })).toBe(false);
    expect(isCheckoutTimerState({ runsOutAt: null, isOvertime: 'no', checkoutEndTime: null })).toBe(false);
    expect(isCheckoutTimerState(null)).toBe(false);
  });

  it('reads a state stored before extensions were counted, and refuses a tampered count', () => {
    expect(
      isCheckoutTimerState({ runsOutAt: 1_000, isOvertime: false, checkoutEndTime: null, extensions: 3 }),
    ).toBe(true);
    for (const extensions of [-1, 1.5, '2', null, 100_000]) {
      expect(
        isCheckoutTimerState({ runsOutAt: 1_000, isOvertime: false, checkoutEndTime: null, extensions }),
      ).toBe(false);
    }
  });
});

describe('checkoutTimerSettings (decision 0460, WCAG 2.2.1)', () => {
  it("defaults to the spec's figures, a 2-minute warning and ten extensions of a full period", () => {
    expect(checkoutTimerSettings()).toEqual({
      periodMs: 600_000,
      overtimeMs: 300_000,
      warningLeadMs: 120_000,
      extensionMs: 600_000,
      extensionsAllowed: 10,
    });
    expect(DEFAULT_CHECKOUT_TIMER_SETTINGS).toEqual(checkoutTimerSettings());
    expect(TIMER_WARNING_LEAD_MS).toBeGreaterThanOrEqual(MIN_TIMER_WARNING_LEAD_MS);
    expect(MIN_TIMER_WARNING_LEAD_MS).toBe(20_000);
    expect(MIN_TIMER_EXTENSIONS).toBe(10);
  });

  it('accepts a 20-second warning and more than ten extensions', () => {
    expect(checkoutTimerSettings({ warningLeadMs: 20_000, extensionsAllowed: 20 }).warningLeadMs).toBe(
      20_000,
    );
  });

  it('refuses a warning under 20 seconds, fewer than ten extensions, or a warning as long as a period', () => {
    expect(() => checkoutTimerSettings({ warningLeadMs: 19_999 })).toThrow(RangeError);
    expect(() => checkoutTimerSettings({ extensionsAllowed: 9 })).toThrow(RangeError);
    expect(() => checkoutTimerSettings({ overtimeMs: 120_000 })).toThrow(RangeError);
    expect(() => checkoutTimerSettings({ extensionMs: 60_000 })).toThrow(RangeError);
    expect(() => checkoutTimerSettings({ periodMs: Number.NaN })).toThrow(RangeError);
  });
});

describe('timerWarning', () => {
  const running = startCheckoutTimer(INITIAL_CHECKOUT_TIMER, T0);

  it('shows from 2 minutes before each expiry until it runs out', () => {
    expect(timerWarning(running, T0 + 8 * MINUTE - 1)).toBeNull();
    expect(timerWarning(running, T0 + 8 * MINUTE)).toEqual({
      runsOutAt: T0 + 10 * MINUTE,
      remaining: 2 * MINUTE,
      extensionsLeft: 10,
      canExtend: true,
    });
    expect(timerWarning(running, T0 + 10 * MINUTE - 1)?.remaining).toBe(1);
    expect(timerWarning(running, T0 + 10 * MINUTE)).toBeNull();
    expect(timerWarning(INITIAL_CHECKOUT_TIMER, T0)).toBeNull();
  });

  it('warns before the overtime runs out too', () => {
    const overtime = tickCheckoutTimer(running, T0 + 10 * MINUTE).state;
    expect(timerWarning(overtime, T0 + 12 * MINUTE)).toBeNull();
    expect(timerWarning(overtime, T0 + 13 * MINUTE)?.remaining).toBe(2 * MINUTE);
  });

  it('says when no extensions are left', () => {
    const spent = { ...running, extensions: 10 };
    expect(timerWarning(spent, T0 + 9 * MINUTE)).toMatchObject({ extensionsLeft: 0, canExtend: false });
  });

  it('always gives at least 20 seconds of warning before an expiry, whatever the settings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 299_999 }),
        fc.integer({ min: 0, max: 19_999 }),
        (lead, before) => {
          const settings = checkoutTimerSettings({ warningLeadMs: lead });
          const state = startCheckoutTimer(INITIAL_CHECKOUT_TIMER, T0, settings);
          expect(timerWarning(state, T0 + settings.periodMs - 20_000 + before, settings)).not.toBeNull();
        },
      ),
    );
  });
});

describe('extendCheckoutTimer', () => {
  const running = startCheckoutTimer(INITIAL_CHECKOUT_TIMER, T0);

  it('gives a fresh 10 minutes from the press and counts it', () => {
    expect(extendCheckoutTimer(running, T0 + 9 * MINUTE)).toEqual({
      ...running,
      runsOutAt: T0 + 19 * MINUTE,
      extensions: 1,
    });
  });

  it('never shortens the time left', () => {
    expect(extendCheckoutTimer(running, T0 - 5 * MINUTE).runsOutAt).toBe(T0 + 10 * MINUTE);
  });

  it('keeps the overtime flag: the 5 automatic minutes come once per checkout', () => {
    const overtime = tickCheckoutTimer(running, T0 + 10 * MINUTE).state;
    const extended = extendCheckoutTimer(overtime, T0 + 14 * MINUTE);
    expect(extended).toMatchObject({ runsOutAt: T0 + 24 * MINUTE, isOvertime: true, extensions: 1 });
    expect(tickCheckoutTimer(extended, T0 + 24 * MINUTE).event.type).toBe('expired');
  });

  it('allows ten extensions in a row, then refuses the eleventh', () => {
    let state = running;
    let now = T0;
    for (let press = 1; press <= 10; press += 1) {
      now = (state.runsOutAt ?? 0) - 30_000;
      expect(timerWarning(state, now)?.canExtend).toBe(true);
      state = extendCheckoutTimer(state, now);
      expect(state.extensions).toBe(press);
      expect(state.runsOutAt).toBe(now + 10 * MINUTE);
    }
    now = (state.runsOutAt ?? 0) - 30_000;
    expect(extendCheckoutTimer(state, now)).toBe(state);
  });

  it('does nothing to a timer not running or already run out', () => {
    expect(extendCheckoutTimer(INITIAL_CHECKOUT_TIMER, T0)).toBe(INITIAL_CHECKOUT_TIMER);
    expect(extendCheckoutTimer(running, T0 + 10 * MINUTE)).toBe(running);
  });
});
