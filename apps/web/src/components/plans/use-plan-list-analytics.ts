import { useEffect, useRef } from 'react';
import { track } from '@/analytics/events';
import { viewItemListParams } from './plan-analytics';
import type { PlanCardView } from './plan-cards';

/**
 * view_item_list once per list shown (contract length, plan family or address type changed), once
 * `ready` (the store read and the active promotions known) so the prices sent are the ones shown.
 */
export function usePlanListAnalytics(cards: readonly PlanCardView[], ready: boolean): void {
  const listKey = cards.map((card) => card.product.id_product).join(',');
  const listSent = useRef('');
  useEffect(() => {
    if (!ready || !listKey || listSent.current === listKey) return;
    listSent.current = listKey;
    track('view_item_list', viewItemListParams(cards));
  }, [ready, listKey, cards]);
}
