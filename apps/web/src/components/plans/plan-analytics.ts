import { poundsFromPence } from '@fibre/domain/money';
import { type AnalyticsItem, toAnalyticsItem, viewedItems } from '@/analytics/events';
import { trackWithMonthlyPayment } from '../basket/basket-events';
import { monthlyPaymentQuery } from '../basket/use-monthly-payment';
import type { PlanCardView } from './plan-cards';

const LIST_NAME = 'Home Broadband';

function planItem(card: PlanCardView): AnalyticsItem {
  return toAnalyticsItem(card.product, {
    listName: LIST_NAME,
    price: card.price.monthly,
    originalPrice: card.price.original,
    promotions: card.promotions,
  });
}

/** view_item_list for the plans shown (content-and-api.md §7), each with its place in the list. */
export function viewItemListParams(cards: readonly PlanCardView[]) {
  const items = cards.map((card, index) => ({ ...planItem(card), index }));
  return { item_list_name: LIST_NAME, items, viewed_items: viewedItems(items) };
}

/** add_to_cart for a plan card chosen (ordering-journey.md §7), with the prices the card shows. */
export function addToCartParams(card: PlanCardView) {
  return {
    currency: 'GBP',
    value: poundsFromPence(card.price.monthly),
    selected_product: card.product.id_product,
    originalPrice: poundsFromPence(card.price.original),
    monthlyPriceCalculated: poundsFromPence(card.price.monthly),
    extras: card.homePhone ? [card.homePhone.id_product] : [],
    selected_promotions: card.promotions.map((promotion) => promotion.code).join(','),
    items: [planItem(card)],
  };
}

/**
 * add_to_cart for a chosen plan card, sent once the provider has calculated the monthly payment
 * of the basket the choice makes (the plan, its home phone, its promotions).
 */
export function trackPlanAddedToCart(
  card: PlanCardView,
  address: Parameters<typeof monthlyPaymentQuery>[1],
): Promise<void> {
  const basket = {
    basketItem: card.product.id_product,
    addons: card.homePhone ? [card.homePhone.id_product] : [],
    promoCodes: card.promotions,
  };
  return trackWithMonthlyPayment('add_to_cart', addToCartParams(card), monthlyPaymentQuery(basket, address));
}
