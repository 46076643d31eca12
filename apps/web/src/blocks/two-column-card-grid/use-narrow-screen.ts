'use client';

import { SUMMARY_BUTTON_QUERY } from '@fibre/domain/breakpoints';
import { useSyncExternalStore } from 'react';

/** Below 768 px (§9), where the checkout shows its summary button too. */
const NARROW_QUERY = SUMMARY_BUTTON_QUERY;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the window is narrower than 768 px. The server (and the first paint before hydration)
 * says no: the markup is then the grid's, which the stylesheet already lays out as one card.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
