import { isUnloadMark, resumesAfterUnload } from '@fibre/domain/leave-guard';
import { STORAGE_KEYS } from '@/state/persistence';

/**
 * 'Unloading the page clears basket and checkout' (ordering-journey.md §4) without losing a reload
 * (decision 0240). When a guarded page unloads, the basket, checkout and timer move out of
 * localStorage into this tab's sessionStorage: a closed tab, or a load of any other page, finds them
 * gone. A load of an allowed page in the same tab soon after (a reload, or a full load of another
 * checkout step) moves them back before the journey store reads storage.
 */

/** The slices the unload clears: what clearBasketAndCheckout empties. The address stays. */
export const UNLOAD_CLEARED_KEYS = [STORAGE_KEYS.basket, STORAGE_KEYS.checkout, STORAGE_KEYS.timer] as const;
export const UNLOAD_MARK_KEY = 'hb:v1:unload-mark';
export const UNLOAD_STASH_KEY = 'hb:v1:unload-stash';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** On a guarded page's unload: note where and when, and move the cleared slices aside. */
export function stashOnUnload(local: Store, session: Store, from: string, now: number): void {
  const stash: Record<string, string> = {};
  for (const key of UNLOAD_CLEARED_KEYS) {
    const value = local.getItem(key);
    if (value !== null) stash[key] = value;
    local.removeItem(key);
  }
  try {
    session.setItem(UNLOAD_STASH_KEY, JSON.stringify(stash));
    session.setItem(UNLOAD_MARK_KEY, JSON.stringify({ from, at: now }));
  } catch {
    // No room in sessionStorage: the unload simply clears, as the spec says.
  }
}

function readJson(session: Store, key: string): unknown {
  try {
    const text = session.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export interface ResumeOutcome {
  /** Whether this tab's last unload was a guarded page's (a mark was found). */
  marked: boolean;
  /** The keys put back into localStorage. */
  restored: string[];
}

/**
 * On a page load (or a return from the back-forward cache): when the last unload in this tab
 * resumes here, put the slices back (a slice some other tab wrote meanwhile wins). The mark and
 * the stash are dropped either way.
 */
export function resumeAfterUnload(local: Store, session: Store, path: string, now: number): ResumeOutcome {
  const mark = readJson(session, UNLOAD_MARK_KEY);
  const stash = readJson(session, UNLOAD_STASH_KEY);
  session.removeItem(UNLOAD_MARK_KEY);
  session.removeItem(UNLOAD_STASH_KEY);
  if (!isUnloadMark(mark)) return { marked: false, restored: [] };
  if (!resumesAfterUnload(mark, path, now) || typeof stash !== 'object' || stash === null) {
    return { marked: true, restored: [] };
  }
  const restored: string[] = [];
  for (const key of UNLOAD_CLEARED_KEYS) {
    const value = (stash as Record<string, unknown>)[key];
    if (typeof value !== 'string' || local.getItem(key) !== null) continue;
    local.setItem(key, value);
    restored.push(key);
  }
  return { marked: true, restored };
}
