'use client';

import type { Promotion } from '@fibre/domain/schemas/promotion';
import { useEffect } from 'react';
import { callSiteApi } from '@/lib/site-api/site-api';

/**
 * GET /api/active-promos for a postcode: its active promotions, [] on any failure (the page then
 * simply shows no offers). An abort rejects, so a stale answer is dropped.
 */
export async function fetchActivePromotions(postcode: string, signal?: AbortSignal): Promise<Promotion[]> {
  const result = await callSiteApi<{ promotions?: Promotion[] }>('/api/active-promos', {
    query: { postcode },
    signal,
  });
  if (result.kind !== 'ok') {
    console.warn('Active promotions could not be loaded', result);
    return [];
  }
  return Array.isArray(result.data?.promotions) ? result.data.promotions : [];
}

export interface ActivePromotions {
  /** Active promotions for the chosen address's postcode ([] with no chosen address or on failure). */
  promotions: Promotion[];
  /** True once the promotions for the current postcode have been fetched (or failed). */
  promotionsReady: boolean;
}

/**
 * Fetches the active promotions of the chosen address's postcode again when it changes, and hands
 * each change of them to `report` (a stable function; the journey store keeps them with the rest of
 * its state, so a page sees them in the same render as the postcode).
 */
export function useActivePromotions(
  hydrated: boolean,
  postcode: string,
  report: (update: Partial<ActivePromotions>) => void,
): void {
  useEffect(() => {
    if (!hydrated) return;
    if (postcode === '') {
      report({ promotions: [], promotionsReady: true });
      return;
    }
    const controller = new AbortController();
    report({ promotionsReady: false });
    fetchActivePromotions(postcode, controller.signal).then(
      (list) => report({ promotions: list, promotionsReady: true }),
      () => {
        // Aborted: a newer postcode (or unmounting) took over.
      },
    );
    return () => controller.abort();
  }, [hydrated, postcode, report]);
}
