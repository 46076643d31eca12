'use client';

import { SUMMARY_BUTTON_QUERY } from '@fibre/domain/breakpoints';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SUMMARY_BUTTON_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the window is narrower than 768 px (§9), where the checkout shows its summary button
 * too. The server (and the first paint before hydration) says no: the markup is then the grid's,
 * which the stylesheet already lays out as one card.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SUMMARY_BUTTON_QUERY).matches,
    () => false,
  );
}
