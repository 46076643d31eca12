import type { BasketState } from '@fibre/domain/basket-state';
import type { MonthlyPaymentBreakdown } from '@fibre/domain/monthly-payment';
import type { Product } from '@fibre/domain/schemas/product';
import { type AnalyticsEventName, track } from '@/analytics/events';
import { basketAnalyticsParams } from './basket-analytics';
import { type MonthlyPaymentQuery, monthlyPaymentOnDemand, monthlyPaymentQuery } from './use-monthly-payment';

/**
 * Sends an event that carries the monthly payment (ordering-journey.md §7: add_to_cart 'with
 * originalPrice, monthlyPriceCalculated…'; content-and-api.md §7 value and monthlyPriceCalculated)
 * once the provider has calculated it for the basket the event is about, so the figure is the one
 * the basket shows, not the one before the last change. When the calculation fails the event goes
 * with the figures it was given: analytics never waits on, or breaks, the journey.
 */
export async function trackWithMonthlyPayment(
  event: AnalyticsEventName,
  params: Record<string, unknown>,
  query: MonthlyPaymentQuery,
  calculate: (query: MonthlyPaymentQuery) => Promise<MonthlyPaymentBreakdown | null> = monthlyPaymentOnDemand,
): Promise<void> {
  const payment = await calculate(query).catch(() => null);
  track(
    event,
    payment === null
      ? params
      : {
          ...params,
          value: payment.total_monthly_price,
          monthlyPriceCalculated: payment.total_monthly_price,
        },
  );
}

/** A basket event (begin_checkout, view_cart) with the basket's parameters and its monthly payment. */
export function trackBasketEvent(
  event: AnalyticsEventName,
  basket: BasketState,
  products: readonly Product[],
  address: Parameters<typeof monthlyPaymentQuery>[1],
): Promise<void> {
  return trackWithMonthlyPayment(
    event,
    basketAnalyticsParams(basket, products),
    monthlyPaymentQuery(basket, address),
  );
}
