'use client';

import type { BasketContext } from '@fibre/domain/basket-state';
import type { PlanAddressType } from '@fibre/domain/constants';
import { preorderContextFor } from '@fibre/domain/preorder-address';
import type { Product } from '@fibre/domain/schemas/product';
import { useMemo } from 'react';
import { useJourney } from '@/state/journey-store';

/**
 * What the basket reducer needs with each action that may reprice the basket: the catalogue, the
 * active promotions for the chosen address, its coverage and the address type plans are shown for
 * (the page's ?addressType= on the package chooser, else the one stored with the address), and the
 * preorder context where the chosen address is kept for a pre-order (decision 0260), so the plan
 * keeps its preorder price wherever the basket is repriced.
 */
export function useBasketContext(products: readonly Product[], addressType?: PlanAddressType): BasketContext {
  const journey = useJourney();
  const item = journey.address.hasConfirmedAddress ? journey.address.addressItem : null;
  const coverage = journey.address.addressItem?.coverage ?? null;
  const type = addressType ?? journey.address.addressType;
  const promotions = journey.promotions;
  const preorder = useMemo(() => preorderContextFor(item), [item]);
  return useMemo(
    () => ({ products, promotions, coverage, addressType: type, ...(preorder ? { preorder } : {}) }),
    [products, promotions, coverage, type, preorder],
  );
}
