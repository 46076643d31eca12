import type { MonthlyPaymentBreakdown } from '@fibre/domain/monthly-payment';

/**
 * The calculated monthly payments of the baskets seen on this page, shared by key, so the popup
 * and a static basket showing the same basket make one call between them (decision 0142: kept
 * rather than swr, whose 4-5 kB would land on every journey page's first load for this one use).
 */

export type MonthlyPaymentState =
  | { status: 'idle'; payment: null }
  | { status: 'loading'; payment: null }
  | { status: 'ready'; payment: MonthlyPaymentBreakdown }
  | { status: 'error'; payment: null };

export const IDLE: MonthlyPaymentState = { status: 'idle', payment: null };
const LOADING: MonthlyPaymentState = { status: 'loading', payment: null };

/** Enough for every basket a visitor builds on one page; the oldest result goes first. */
export const MAX_ENTRIES = 20;

/** One calculation; rejects on failure. */
export type Calculate = (
  products: readonly number[],
  promotions: readonly number[],
  /** The chosen address where it can only be pre-ordered (decision 0270), else null. */
  uprn: string | null,
) => Promise<MonthlyPaymentBreakdown>;

export interface MonthlyPaymentCache {
  /** The state for a key: idle for the empty basket (''), loading until a result is known. */
  get(key: string): MonthlyPaymentState;
  /** Starts the calculation unless it is known or under way; a failed one is tried again. */
  ensure(key: string): void;
  /**
   * The calculation on demand (ordering-journey.md §7 'on demand before some analytics events'):
   * the known result, or the one under way, or a new one, once it has settled (ready or error).
   */
  settle(key: string): Promise<MonthlyPaymentState>;
  subscribe(listener: () => void): () => void;
}

/** The cache key of a basket: '' for no products (nothing to calculate). */
export function monthlyPaymentKey(
  products: readonly number[],
  promotions: readonly number[],
  uprn: string | null = null,
): string {
  return products.length === 0 ? '' : JSON.stringify([products, promotions, uprn]);
}

export function createMonthlyPaymentCache(calculate: Calculate): MonthlyPaymentCache {
  const results = new Map<string, MonthlyPaymentState>();
  const listeners = new Set<() => void>();
  const underWay = new Map<string, Promise<MonthlyPaymentState>>();

  function publish(key: string, state: MonthlyPaymentState) {
    results.set(key, state);
    while (results.size > MAX_ENTRIES) {
      const oldest = results.keys().next().value;
      if (oldest === undefined) break;
      results.delete(oldest);
    }
    for (const listener of listeners) listener();
  }

  /** Starts a calculation unless one is known or under way; its settled state, or undefined. */
  function start(key: string): Promise<MonthlyPaymentState> | undefined {
    const known = results.get(key);
    if (key === '' || (known && known.status !== 'error')) return undefined;
    const [products, promotions, uprn = null] = JSON.parse(key) as [number[], number[], string | null];
    publish(key, LOADING);
    const settled = calculate(products, promotions, uprn).then(
      (payment): MonthlyPaymentState => ({ status: 'ready', payment }),
      (error: unknown): MonthlyPaymentState => {
        console.warn('The monthly payment could not be calculated', error);
        return { status: 'error', payment: null };
      },
    );
    underWay.set(key, settled);
    void settled.then((state) => {
      underWay.delete(key);
      publish(key, state);
    });
    return settled;
  }

  return {
    get(key) {
      return key === '' ? IDLE : (results.get(key) ?? LOADING);
    },
    ensure(key) {
      start(key);
    },
    settle(key) {
      if (key === '') return Promise.resolve(IDLE);
      const known = results.get(key);
      if (known?.status === 'ready') return Promise.resolve(known);
      return start(key) ?? underWay.get(key) ?? Promise.resolve(results.get(key) ?? IDLE);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
