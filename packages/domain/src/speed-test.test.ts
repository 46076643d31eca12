import { describe, expect, it } from 'vitest';
import { SPEED_TEST_DURATIONS_S, speedTestDurations, speedTestReducer } from './speed-test';

describe('speed-test durations (§9)', () => {
  it('pairs 23/460, 37/740 and 3/60 seconds with the three options after the placeholder', () => {
    expect(speedTestDurations(1)).toEqual({ fast: 23, slow: 460 });
    expect(speedTestDurations(2)).toEqual({ fast: 37, slow: 740 });
    expect(speedTestDurations(3)).toEqual({ fast: 3, slow: 60 });
  });

  it('has none for the placeholder or an unknown option', () => {
    expect(speedTestDurations(0)).toBeNull();
    expect(speedTestDurations(4)).toBeNull();
    expect(speedTestDurations(-1)).toBeNull();
    expect(speedTestDurations(1.5)).toBeNull();
  });

  it('keeps one speed ratio: each slow path is twenty times the fast one', () => {
    for (const { fast, slow } of SPEED_TEST_DURATIONS_S) expect(slow / fast).toBe(20);
  });
});

describe('speedTestReducer (§4)', () => {
  it('toggles between running and reset on a real option', () => {
    const started = speedTestReducer({ running: false, index: 2 }, { type: 'toggle' });
    expect(started).toEqual({ running: true, index: 2 });
    expect(speedTestReducer(started, { type: 'toggle' })).toEqual({ running: false, index: 2 });
  });

  it('cannot start on the placeholder', () => {
    expect(speedTestReducer({ running: false, index: 0 }, { type: 'toggle' })).toEqual({
      running: false,
      index: 0,
    });
  });

  it('stops the animation when the selection changes', () => {
    expect(speedTestReducer({ running: true, index: 1 }, { type: 'select', index: 3 })).toEqual({
      running: false,
      index: 3,
    });
  });
});
