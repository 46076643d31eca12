import { describe, expect, it } from 'vitest';
import { TIMINGS_MS } from './timings';

describe('TIMINGS_MS', () => {
  it('carries the spec figures in milliseconds', () => {
    expect(TIMINGS_MS).toEqual({
      addressLookupDebounce: 300,
      routingDelay: 1000,
      registerInterestDelay: 1000,
      overlayTimeout: 10000,
      apiTimeout: 20000,
      requestBodyTimeout: 15000,
      resizeDebounce: 500,
      reviewWidgetInit: 50,
      leaveCheckoutNavigationDelay: 50,
      leaveCheckoutGuardReset: 100,
      checkoutTimer: 600000,
      checkoutOvertime: 300000,
      basketTtl: 3600000,
      addressTtl: 86400000,
      checkoutDataTtl: 14400000,
      timerTtl: 3600000,
      charityChoiceTtl: 604800000,
      awcCookieLifetime: 31536000,
      dttCookieLifetime: 3888000000,
      countdownTick: 1000,
    });
  });
  it('reads as the spec words them', () => {
    expect(TIMINGS_MS.checkoutTimer / 60_000).toBe(10);
    expect(TIMINGS_MS.checkoutOvertime / 60_000).toBe(5);
    expect(TIMINGS_MS.checkoutDataTtl / 3_600_000).toBe(4);
    expect(TIMINGS_MS.charityChoiceTtl / 86_400_000).toBe(7);
    expect(TIMINGS_MS.dttCookieLifetime / 86_400_000).toBe(45);
  });
});
