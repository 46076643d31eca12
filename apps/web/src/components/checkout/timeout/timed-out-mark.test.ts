// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { TIMED_OUT_MARK_KEY, takeTimedOutMark, writeTimedOutMark } from './timed-out-mark';

const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);

beforeEach(() => window.sessionStorage.clear());

describe('the time-out mark (decision 0461)', () => {
  it('is taken once, within a minute of the time-out', () => {
    writeTimedOutMark(window.sessionStorage, T0);
    expect(takeTimedOutMark(window.sessionStorage, T0 + 60_000)).toBe(true);
    expect(window.sessionStorage.getItem(TIMED_OUT_MARK_KEY)).toBeNull();
    expect(takeTimedOutMark(window.sessionStorage, T0 + 60_000)).toBe(false);
  });

  it('is stale after a minute and dropped; a tampered one is refused', () => {
    writeTimedOutMark(window.sessionStorage, T0);
    expect(takeTimedOutMark(window.sessionStorage, T0 + 60_001)).toBe(false);
    expect(window.sessionStorage.getItem(TIMED_OUT_MARK_KEY)).toBeNull();
    for (const text of ['{"at":"soon"}', 'not json', '{}', `{"at":${T0 + 5}}`]) {
      window.sessionStorage.setItem(TIMED_OUT_MARK_KEY, text);
      expect(takeTimedOutMark(window.sessionStorage, T0)).toBe(false);
    }
  });
});
