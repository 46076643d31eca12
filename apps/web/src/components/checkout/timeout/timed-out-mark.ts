/**
 * The note the checkout leaves in this tab's sessionStorage when its timer runs out (decision 0461),
 * so the page the visitor lands on says so. Read once: the notice takes it, and a later load (or a
 * mark left behind by a navigation that never happened) shows nothing.
 */
export const TIMED_OUT_MARK_KEY = 'hb:v1:checkout-timed-out';
/** A mark older than this is stale: the landing it was for happened long ago or never. */
export const TIMED_OUT_MARK_MAX_AGE_MS = 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function writeTimedOutMark(session: Store, now: number): void {
  try {
    session.setItem(TIMED_OUT_MARK_KEY, JSON.stringify({ at: now }));
  } catch {
    // No room: the landing page simply shows no notice.
  }
}

/** Whether a fresh mark was there; the mark is removed either way. */
export function takeTimedOutMark(session: Store, now: number): boolean {
  let at: unknown = null;
  try {
    const text = session.getItem(TIMED_OUT_MARK_KEY);
    at = text === null ? null : (JSON.parse(text) as { at?: unknown })?.at;
    session.removeItem(TIMED_OUT_MARK_KEY);
  } catch {
    return false;
  }
  return (
    Number.isSafeInteger(at) && now - (at as number) >= 0 && now - (at as number) <= TIMED_OUT_MARK_MAX_AGE_MS
  );
}
