import type { BasketState } from '@fibre/domain/basket-state';
import { poundsFromPence } from '@fibre/domain/money';
import type { Product } from '@fibre/domain/schemas/product';
import { toAnalyticsItem } from '@/analytics/events';

/**
 * The parameters the basket events carry (ordering-journey.md §7: selected product with
 * originalPrice, monthlyPriceCalculated, the extras list and selected_promotions), from the basket
 * as the domain priced it.
 */
export function basketAnalyticsParams(
  basket: BasketState,
  products: readonly Product[],
): Record<string, unknown> {
  const byId = (id: number | null) => products.find((product) => product.id_product === id);
  const plan = byId(basket.basketItem);
  const monthly = basket.monthlyPriceCalculated;
  const original = basket.originalPrice;
  const coupons = basket.promoCodes.map((promotion) => promotion.code);
  const items = [
    ...(plan
      ? [
          toAnalyticsItem(plan, {
            listName: 'Home Broadband',
            price: monthly ?? undefined,
            originalPrice: original ?? undefined,
            promotions: basket.promoCodes,
          }),
        ]
      : []),
    ...basket.addons.map((id) => toAnalyticsItem(byId(id), { listName: 'Extras' })),
  ];
  return {
    currency: 'GBP',
    value: monthly === null ? 0 : poundsFromPence(monthly),
    selected_product: basket.basketItem,
    originalPrice: original === null ? null : poundsFromPence(original),
    monthlyPriceCalculated: monthly === null ? null : poundsFromPence(monthly),
    extras: basket.addons,
    selected_promotions: coupons.join(','),
    items,
  };
}
