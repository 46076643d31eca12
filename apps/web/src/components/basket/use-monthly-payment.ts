'use client';

import type { MonthlyPaymentBreakdown } from '@fibre/domain/monthly-payment';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The basket's monthly payment, calculated by the provider through POST /api/calculate-monthly-payment
 * whenever the basket's products or promotions change (ordering-journey.md §7). An empty basket makes
 * no call and has no result; a failure is kept as an error with no result. Results are shared by
 * request, so the popup and a static basket showing the same basket make one call between them.
 */

export type MonthlyPaymentState =
  | { status: 'idle'; payment: null }
  | { status: 'loading'; payment: null }
  | { status: 'ready'; payment: MonthlyPaymentBreakdown }
  | { status: 'error'; payment: null };

const IDLE: MonthlyPaymentState = { status: 'idle', payment: null };
const LOADING: MonthlyPaymentState = { status: 'loading', payment: null };
const MAX_ENTRIES = 20;

const results = new Map<string, MonthlyPaymentState>();
const listeners = new Set<() => void>();

function publish(key: string, state: MonthlyPaymentState) {
  results.set(key, state);
  while (results.size > MAX_ENTRIES) {
    const oldest = results.keys().next().value;
    if (oldest === undefined) break;
    results.delete(oldest);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The wire shape, with the one-off credit the provider may add (0 when it does not). */
function normalise(body: MonthlyPaymentBreakdown): MonthlyPaymentBreakdown {
  return {
    total_monthly_price: body.total_monthly_price,
    details: body.details.map((line) => ({ ...line, one_off_credit: line.one_off_credit ?? 0 })),
  };
}

async function calculate(key: string, products: readonly number[], promotions: readonly number[]) {
  publish(key, LOADING);
  try {
    const response = await fetch('/api/calculate-monthly-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ products, promotions }),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as MonthlyPaymentBreakdown;
    if (!Array.isArray(body?.details)) throw new Error('no details in the answer');
    publish(key, { status: 'ready', payment: normalise(body) });
  } catch (error) {
    console.warn('The monthly payment could not be calculated', error);
    publish(key, { status: 'error', payment: null });
  }
}

export function monthlyPaymentKey(products: readonly number[], promotions: readonly number[]): string {
  return products.length === 0 ? '' : JSON.stringify([products, promotions]);
}

export function useMonthlyPayment(
  products: readonly number[],
  promotions: readonly number[],
): MonthlyPaymentState {
  const key = monthlyPaymentKey(products, promotions);
  const state = useSyncExternalStore(
    subscribe,
    () => (key === '' ? IDLE : (results.get(key) ?? LOADING)),
    () => IDLE,
  );
  useEffect(() => {
    // A failed calculation is tried again when a basket view mounts or the basket changes.
    if (key === '' || (results.has(key) && results.get(key)?.status !== 'error')) return;
    const [ids, promotionIds] = JSON.parse(key) as [number[], number[]];
    void calculate(key, ids, promotionIds);
  }, [key]);
  return state;
}
