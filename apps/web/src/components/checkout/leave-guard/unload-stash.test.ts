import { UNLOAD_RESUME_WINDOW_MS } from '@fibre/domain/leave-guard';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/state/persistence';
import { resumeAfterUnload, stashOnUnload, UNLOAD_MARK_KEY, UNLOAD_STASH_KEY } from './unload-stash';

function store(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const journey = {
  [STORAGE_KEYS.basket]: 'basket',
  [STORAGE_KEYS.checkout]: 'checkout',
  [STORAGE_KEYS.timer]: 'timer',
  [STORAGE_KEYS.address]: 'address',
};

describe('unload stash', () => {
  it('clears the basket, checkout and timer from localStorage on unload, keeping the address', () => {
    const local = store(journey);
    const session = store();
    stashOnUnload(local, session, '/checkout', 1000);
    expect([...local.map.keys()]).toEqual([STORAGE_KEYS.address]);
    expect(JSON.parse(session.getItem(UNLOAD_MARK_KEY) ?? '')).toEqual({ from: '/checkout', at: 1000 });
  });

  it('puts them back on a reload soon after', () => {
    const local = store(journey);
    const session = store();
    stashOnUnload(local, session, '/checkout', 1000);
    const outcome = resumeAfterUnload(local, session, '/checkout', 1500);
    expect(outcome).toEqual({
      marked: true,
      restored: [STORAGE_KEYS.basket, STORAGE_KEYS.checkout, STORAGE_KEYS.timer],
    });
    expect(Object.fromEntries(local.map)).toEqual(journey);
    expect(session.map.size).toBe(0);
  });

  it('keeps them cleared when the next load is another page, or too late', () => {
    for (const [path, at] of [
      ['/', 1500],
      ['/checkout', 1000 + UNLOAD_RESUME_WINDOW_MS + 1],
    ] as const) {
      const local = store(journey);
      const session = store();
      stashOnUnload(local, session, '/checkout/payment', 1000);
      expect(resumeAfterUnload(local, session, path, at)).toEqual({ marked: true, restored: [] });
      expect([...local.map.keys()]).toEqual([STORAGE_KEYS.address]);
      expect(session.map.size).toBe(0);
    }
  });

  it('lets a slice another tab wrote meanwhile win, and reads nothing without a mark', () => {
    const local = store(journey);
    const session = store();
    stashOnUnload(local, session, '/extras', 1000);
    local.setItem(STORAGE_KEYS.basket, 'newer');
    resumeAfterUnload(local, session, '/checkout', 1200);
    expect(local.getItem(STORAGE_KEYS.basket)).toBe('newer');
    expect(resumeAfterUnload(local, session, '/checkout', 1300)).toEqual({ marked: false, restored: [] });
  });

  it('ignores a damaged mark or stash', () => {
    const local = store();
    const session = store({ [UNLOAD_MARK_KEY]: '{bad', [UNLOAD_STASH_KEY]: '[]' });
    expect(resumeAfterUnload(local, session, '/checkout', 1)).toEqual({ marked: false, restored: [] });
    const again = store({
      [UNLOAD_MARK_KEY]: JSON.stringify({ from: '/checkout', at: 1 }),
      [UNLOAD_STASH_KEY]: 'null',
    });
    expect(resumeAfterUnload(local, again, '/checkout', 2)).toEqual({ marked: true, restored: [] });
  });
});
