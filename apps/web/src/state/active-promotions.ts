'use client';

import type { Promotion } from '@fibre/domain/schemas/promotion';
import { useEffect, useState } from 'react';
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

/** The active promotions of the chosen address's postcode, fetched again when it changes. */
export function useActivePromotions(hydrated: boolean, postcode: string): ActivePromotions {
  const [promotions, setPromotions] = useState<Promotion[]>([]);
  const [promotionsReady, setPromotionsReady] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    if (postcode === '') {
      setPromotions([]);
      setPromotionsReady(true);
      return;
    }
    const controller = new AbortController();
    setPromotionsReady(false);
    fetchActivePromotions(postcode, controller.signal).then(
      (list) => {
        setPromotions(list);
        setPromotionsReady(true);
      },
      () => {
        // Aborted: a newer postcode (or unmounting) took over.
      },
    );
    return () => controller.abort();
  }, [hydrated, postcode]);
  return { promotions, promotionsReady };
}
