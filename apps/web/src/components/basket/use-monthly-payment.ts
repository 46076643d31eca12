'use client';

import type { MonthlyPaymentBreakdown } from '@fibre/domain/monthly-payment';
import { preorderContextFor } from '@fibre/domain/preorder-address';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { useEffect, useSyncExternalStore } from 'react';
import { callSiteApi } from '@/lib/site-api/site-api';
import {
  createMonthlyPaymentCache,
  IDLE,
  type MonthlyPaymentState,
  monthlyPaymentKey,
} from './monthly-payment-cache';

export type { MonthlyPaymentState } from './monthly-payment-cache';

/** The wire shape, with the one-off credit the provider may add (0 when it does not). */
function normalise(body: MonthlyPaymentBreakdown): MonthlyPaymentBreakdown {
  return {
    total_monthly_price: body.total_monthly_price,
    details: body.details.map((line) => ({ ...line, one_off_credit: line.one_off_credit ?? 0 })),
  };
}

/** POST /api/calculate-monthly-payment; rejects when there is no breakdown to show. */
export async function calculateMonthlyPayment(
  products: readonly number[],
  promotions: readonly number[],
  uprn: string | null = null,
): Promise<MonthlyPaymentBreakdown> {
  const result = await callSiteApi<MonthlyPaymentBreakdown>('/api/calculate-monthly-payment', {
    body: uprn === null ? { products, promotions } : { products, promotions, uprn },
  });
  if (result.kind !== 'ok') throw new Error(`monthly payment: ${result.kind}`);
  if (!Array.isArray(result.data?.details)) throw new Error('no details in the answer');
  return normalise(result.data);
}

const cache = createMonthlyPaymentCache(calculateMonthlyPayment);

/**
 * The basket's monthly payment, calculated by the provider whenever the basket's products or
 * promotions change (ordering-journey.md §7). An empty basket makes no call and has no result; a
 * failure is kept as an error with no result and tried again when a basket view mounts or the
 * basket changes.
 */
export function useMonthlyPayment(
  products: readonly number[],
  promotions: readonly number[],
  /** The chosen address's uprn where it can only be pre-ordered: plans at preorder prices (decision 0270). */
  preorderUprn: string | null = null,
): MonthlyPaymentState {
  const key = monthlyPaymentKey(products, promotions, preorderUprn);
  const state = useSyncExternalStore(
    cache.subscribe,
    () => cache.get(key),
    () => IDLE,
  );
  useEffect(() => cache.ensure(key), [key]);
  return state;
}

/** What one monthly payment is calculated for: the basket's products, its promotions, a pre-order's uprn. */
export interface MonthlyPaymentQuery {
  products: readonly number[];
  promotions: readonly number[];
  uprn: string | null;
}

/**
 * The query of a basket as the basket views calculate it: the plan then its add-ons, the promotions'
 * ids, and the chosen address's uprn when it is confirmed and can only be pre-ordered.
 */
export function monthlyPaymentQuery(
  basket: {
    basketItem: number | null;
    addons: readonly number[];
    promoCodes: ReadonlyArray<{ id_promotion: number }>;
  },
  address: { addressItem: AddressItem | null; hasConfirmedAddress: boolean },
): MonthlyPaymentQuery {
  const item = address.hasConfirmedAddress ? address.addressItem : null;
  return {
    products: basket.basketItem === null ? [] : [basket.basketItem, ...basket.addons],
    promotions: basket.promoCodes.map((promotion) => promotion.id_promotion),
    uprn: preorderContextFor(item) ? (item?.uprn ?? null) : null,
  };
}

/**
 * The monthly payment on demand (ordering-journey.md §7: 'on demand before some analytics
 * events'), shared with the basket views' calculation of the same basket; null for an empty
 * basket or a failed calculation.
 */
export async function monthlyPaymentOnDemand(
  query: MonthlyPaymentQuery,
): Promise<MonthlyPaymentBreakdown | null> {
  const state = await cache.settle(monthlyPaymentKey(query.products, query.promotions, query.uprn));
  return state.status === 'ready' ? state.payment : null;
}
