import { describe, expect, it, vi } from 'vitest';
import { initTracking, trackPageVisit } from './behavioural-tracking';

function fakeScript() {
  return { SR: { init: vi.fn(), event: { pageVisit: vi.fn() } } };
}

describe('behavioural tracking', () => {
  it('sends no page visit before init, then one per call', () => {
    const page = fakeScript();
    expect(trackPageVisit(page)).toBe(false);
    expect(initTracking(page, 'key-1')).toBe(true);
    expect(initTracking(page, 'key-1')).toBe(true);
    expect(page.SR.init).toHaveBeenCalledTimes(1);
    expect(page.SR.init).toHaveBeenCalledWith(expect.objectContaining({ trackerKey: 'key-1' }));
    expect(trackPageVisit(page)).toBe(true);
    expect(trackPageVisit(page)).toBe(true);
    expect(page.SR.event.pageVisit).toHaveBeenCalledTimes(2);
  });

  it('skips silently without the script, or with a broken one', () => {
    expect(initTracking({}, 'k')).toBe(false);
    expect(trackPageVisit({})).toBe(false);
    const broken = {
      SR: {
        init: () => {},
        event: {
          pageVisit: () => {
            throw new Error('x');
          },
        },
      },
    };
    expect(initTracking(broken, 'k')).toBe(true);
    expect(trackPageVisit(broken)).toBe(false);
    expect(initTracking({ SR: { init: 'no' } }, 'k')).toBe(false);
  });
});
