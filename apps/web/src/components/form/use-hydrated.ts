'use client';

import { useEffect, useState } from 'react';

/**
 * Whether React has taken over the server's markup. The forms put it on their root as
 * `data-hydrated`, so the browser tests wait for it instead of ticking a box that hydration then
 * resets to its controlled value.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
