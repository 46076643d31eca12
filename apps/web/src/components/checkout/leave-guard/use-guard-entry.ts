'use client';

import { type MutableRefObject, useEffect, useRef } from 'react';
import { hasGuardState, pushGuardEntry } from './guard-entry';

export interface GuardEntry {
  /** Where the visitor is, as the router last rendered it: the 'from' of a popstate. */
  currentUrl: MutableRefObject<string | null>;
  /** Whether the history's current entry is the guard's own. */
  onGuardEntry: MutableRefObject<boolean>;
}

/**
 * Follows the page's place in history, and pushes the guard's entry once per page load on the first
 * guarded page with something to lose (so the first back press stays in the page).
 */
export function useGuardEntry(active: boolean, pathname: string): GuardEntry {
  const currentUrl = useRef<string | null>(null);
  const onGuardEntry = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the location after each route change
  useEffect(() => {
    currentUrl.current = window.location.href;
    onGuardEntry.current = hasGuardState(window.history.state);
  }, [pathname]);

  const pushed = useRef(false);
  useEffect(() => {
    if (!active || pushed.current || hasGuardState(window.history.state)) return;
    pushed.current = true;
    pushGuardEntry(window.location.href);
    onGuardEntry.current = true;
  }, [active]);

  return { currentUrl, onGuardEntry };
}
