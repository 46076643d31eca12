/** Marks the history entry the guard pushes, so the back button first lands on this page again. */
export const GUARD_STATE_KEY = '__hbLeaveGuard';

/** Whether a history state is the guard's own entry. */
export function hasGuardState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[GUARD_STATE_KEY] === true
  );
}

/** Pushes the guard's entry for `url` on top of the history. */
export function pushGuardEntry(url: string): void {
  window.history.pushState({ [GUARD_STATE_KEY]: true }, '', url);
}
