'use client';

import { campaignParamsFromSearch } from '@fibre/domain/campaign-params';
import type { CheckoutAction } from '@fibre/domain/checkout-state';
import { useEffect } from 'react';

/**
 * Keeps the campaign of the page the visitor landed on with the checkout data (4 hours, decision
 * 0462): once storage was read, a full page load whose query names a campaign (utm_*) replaces the
 * kept one; a page naming none keeps it. Client-side moves keep the landing page's query out of it.
 */
export function useCampaignParams(hydrated: boolean, dispatch: (action: CheckoutAction) => void): void {
  useEffect(() => {
    if (!hydrated) return;
    const params = campaignParamsFromSearch(window.location.search);
    if (params) dispatch({ type: 'set-analytics-params', params });
  }, [hydrated, dispatch]);
}
