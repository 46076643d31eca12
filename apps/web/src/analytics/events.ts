import { type Pence, penceFromPounds, poundsFromPence } from '@fibre/domain/money';
import type { Product } from '@fibre/domain/schemas/product';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import { analyticsAllowed, type ConsentChoice, currentConsent } from './consent';

/** The events of ordering-journey.md §7 and content-and-api.md §7 'Analytics events'. */
export const ANALYTICS_EVENTS = [
  'add_to_cart',
  'begin_checkout',
  'add_payment_info',
  'purchase',
  'add_extras',
  'remove_extras',
  'view_item_list',
  'view_item',
  'view_cart',
  'add_shipping_info',
  'select_promotion',
  'remove_promotion',
  'remove_extra',
  'speed_test_start',
  'speed_test_reset',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

type Gtag = (command: 'event', event: string, params: Record<string, unknown>) => void;

export interface AnalyticsTarget {
  gtag?: unknown;
}

/**
 * Sends one event through gtag when the visitor accepted analytics cookies and gtag is on the
 * page; otherwise does nothing, silently. Returns whether it was sent (for tests).
 */
export function sendAnalyticsEvent(
  target: AnalyticsTarget | undefined,
  consent: ConsentChoice | null,
  event: AnalyticsEventName,
  params: Record<string, unknown>,
): boolean {
  if (!analyticsAllowed(consent)) return false;
  const gtag = target?.gtag;
  if (typeof gtag !== 'function') return false;
  try {
    (gtag as Gtag)('event', event, params);
    return true;
  } catch {
    // A broken tag must never break the journey.
    return false;
  }
}

/** The journey's one way to record an analytics event. Safe on the server (does nothing). */
export function track(event: AnalyticsEventName, params: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  sendAnalyticsEvent(window as AnalyticsTarget, currentConsent(), event, params);
}

type AnalyticsListName = 'Home Broadband' | 'Extras';

export interface AnalyticsItemOptions {
  /** Defaults by product type: plans 'Home Broadband', add-ons 'Extras'. */
  listName?: AnalyticsListName;
  /** The monthly price paid, in pence; defaults to the product's monthly price. */
  price?: Pence;
  /** The price before promotions, in pence; the discount is the difference (never below 0). */
  originalPrice?: Pence;
  /** The promotions applied; their codes become `coupon`, joined by commas. */
  promotions?: readonly Pick<Promotion, 'code'>[];
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_list_name: AnalyticsListName;
  item_category: string;
  item_category2: string;
  price: number;
  discount: number;
  coupon: string;
}

/** The item fields of content-and-api.md §7: item_id (or 'unknown'), names, categories, price, discount, coupon. */
export function toAnalyticsItem(
  product: Product | null | undefined,
  options: AnalyticsItemOptions = {},
): AnalyticsItem {
  const listPrice = product ? penceFromPounds(product.monthly_price) : 0;
  const price = options.price ?? listPrice;
  const original = options.originalPrice ?? price;
  return {
    item_id: product ? String(product.id_product) : 'unknown',
    item_name: product ? (product.display_name ?? product.name) : 'unknown',
    item_list_name: options.listName ?? (product?.product_type === 'ADDON' ? 'Extras' : 'Home Broadband'),
    item_category: product?.category ?? product?.product_type ?? 'unknown',
    item_category2: `${product?.months ?? 0} months`,
    price: poundsFromPence(Math.round(price)),
    discount: poundsFromPence(Math.round(Math.max(0, original - price))),
    coupon: (options.promotions ?? []).map((promotion) => promotion.code).join(','),
  };
}

/**
 * The `viewed_items` parameter (content-and-api.md §7 'Parameters'): the ids of the items the
 * visitor has on screen with the event, in the order shown (decision 0371).
 */
export function viewedItems(items: readonly Pick<AnalyticsItem, 'item_id'>[]): string[] {
  return items.map((item) => item.item_id);
}

/** remove_extra (§7): one add-on taken out of the basket from the basket summary. */
export function removeExtraParams(extraId: number): { extraId: number } {
  return { extraId };
}
