import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_POLICY,
  isDeliveredStatus,
  nextAttemptAfterFailure,
  type RetryPolicy,
  retryDelayMs,
  retrySchedule,
} from './webhook-retry';

const POLICY: RetryPolicy = { baseDelayMs: 1_000, maxDelayMs: 8_000, giveUpAfterMs: 30_000 };

describe('retryDelayMs', () => {
  it('doubles from the base delay up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6].map((failures) => retryDelayMs(failures, POLICY))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
  });

  it('spreads each wait from 80% to 120% with the random number', () => {
    expect(retryDelayMs(2, POLICY, 0)).toBe(1_600);
    expect(retryDelayMs(2, POLICY, 0.999_999)).toBe(2_400);
    expect(retryDelayMs(40, POLICY, 1)).toBe(9_600);
  });

  it('refuses a failure count below 1', () => {
    expect(() => retryDelayMs(0, POLICY)).toThrow(RangeError);
    expect(() => retryDelayMs(1.5, POLICY)).toThrow(RangeError);
  });

  it('never exceeds 120% of the ceiling nor falls under 80% of the base', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const wait = retryDelayMs(n, DEFAULT_RETRY_POLICY, r);
        return (
          wait >= DEFAULT_RETRY_POLICY.baseDelayMs * 0.8 && wait <= DEFAULT_RETRY_POLICY.maxDelayMs * 1.2
        );
      }),
    );
  });
});

describe('nextAttemptAfterFailure', () => {
  const first = new Date('2026-11-28T10:00:00.000Z');

  it('retries after the wait while the next attempt starts by the deadline', () => {
    const now = new Date('2026-11-28T10:00:03.000Z');
    expect(
      nextAttemptAfterFailure({ firstAttemptAt: first, failedAttempts: 3, now, policy: POLICY }),
    ).toEqual({
      kind: 'retry',
      at: new Date('2026-11-28T10:00:07.000Z'),
    });
  });

  it('gives up when the next attempt would start after the deadline', () => {
    const now = new Date('2026-11-28T10:00:25.000Z');
    expect(
      nextAttemptAfterFailure({ firstAttemptAt: first, failedAttempts: 4, now, policy: POLICY }),
    ).toEqual({
      kind: 'give_up',
    });
    // Exactly at the deadline is still tried.
    const onTime = new Date('2026-11-28T10:00:22.000Z');
    expect(
      nextAttemptAfterFailure({ firstAttemptAt: first, failedAttempts: 4, now: onTime, policy: POLICY }),
    ).toEqual({ kind: 'retry', at: new Date('2026-11-28T10:00:30.000Z') });
  });
});

describe('retrySchedule', () => {
  it('lists the waits of a delivery that always fails, within the bounded time', () => {
    expect(retrySchedule(POLICY)).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
  });

  it('tries the default policy for a day, hourly at most', () => {
    const waits = retrySchedule(DEFAULT_RETRY_POLICY);
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(3_600_000);
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.giveUpAfterMs);
    expect(total + 3_600_000).toBeGreaterThan(DEFAULT_RETRY_POLICY.giveUpAfterMs);
  });

  it('refuses a policy that would never give up', () => {
    expect(() => retrySchedule({ ...POLICY, baseDelayMs: 0 })).toThrow(RangeError);
  });
});

describe('isDeliveredStatus', () => {
  it.each([
    [200, true],
    [204, true],
    [299, true],
    [199, false],
    [301, false],
    [410, false],
    [500, false],
  ])('%i delivers: %s', (status, expected) => {
    expect(isDeliveredStatus(status)).toBe(expected);
  });
});
