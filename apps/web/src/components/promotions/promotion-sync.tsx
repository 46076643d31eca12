'use client';

import type { BasketContext } from '@fibre/domain/basket-state';
import { useEffect, useRef } from 'react';
import { useJourney } from '@/state/journey-store';

/**
 * Re-merges the basket's promotions whenever the active promotion list, the basket plan, the
 * coverage or the address type changes (ordering-journey.md §4 'Basket'): auto promotions that now
 * apply come in, ones that no longer hold go out, and the plan is priced again. Renders nothing.
 */
export function PromotionSync({ context }: { context: BasketContext }) {
  const { hydrated, basket, dispatchBasket } = useJourney();
  const key = JSON.stringify([
    context.promotions.map((promotion) => promotion.id_promotion),
    basket.basketItem,
    context.coverage,
    context.addressType,
    context.products.length,
  ]);
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    if (!hydrated || basket.basketItem === null || lastKey.current === key) return;
    lastKey.current = key;
    dispatchBasket({ type: 'mergePromotions', context });
  }, [hydrated, key, basket.basketItem, dispatchBasket, context]);

  return null;
}
