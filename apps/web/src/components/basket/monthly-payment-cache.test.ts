import type { MonthlyPaymentBreakdown } from '@fibre/domain/monthly-payment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMonthlyPaymentCache, MAX_ENTRIES, monthlyPaymentKey } from './monthly-payment-cache';

const FIBRE_400: MonthlyPaymentBreakdown = {
  total_monthly_price: 30,
  details: [{ id_product: 1002, monthly_price: 30, first_charge: 0, free_months: 0, one_off_credit: 0 }],
};

/** A calculation the test settles by hand. */
function deferredCalculations() {
  const pending: Array<{
    resolve: (value: MonthlyPaymentBreakdown) => void;
    reject: (error: Error) => void;
  }> = [];
  const calculate = vi.fn(
    (_products: readonly number[], _promotions: readonly number[]) =>
      new Promise<MonthlyPaymentBreakdown>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { calculate, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('monthlyPaymentKey', () => {
  it('is empty for an empty basket and tells baskets apart by products and promotions', () => {
    expect(monthlyPaymentKey([], [2])).toBe('');
    expect(monthlyPaymentKey([1002], [])).not.toBe(monthlyPaymentKey([1002], [2]));
    expect(monthlyPaymentKey([1002, 9001], [2])).toBe('[[1002,9001],[2],null]');
    // A pre-order's uprn is a basket of its own: its plan is priced at the preorder price (decision 0270).
    expect(monthlyPaymentKey([1002], [2], '100000000021')).not.toBe(monthlyPaymentKey([1002], [2]));
  });
});

describe('createMonthlyPaymentCache', () => {
  it('is idle for the empty basket and calls nothing', () => {
    const { calculate } = deferredCalculations();
    const cache = createMonthlyPaymentCache(calculate);
    cache.ensure('');
    expect(cache.get('')).toEqual({ status: 'idle', payment: null });
    expect(calculate).not.toHaveBeenCalled();
  });

  it('makes one call for a basket however many views ask, and tells every listener the result', async () => {
    const { calculate, pending } = deferredCalculations();
    const cache = createMonthlyPaymentCache(calculate);
    const listener = vi.fn();
    cache.subscribe(listener);
    const key = monthlyPaymentKey([1002], [2]);
    cache.ensure(key);
    cache.ensure(key);
    expect(calculate).toHaveBeenCalledTimes(1);
    expect(calculate).toHaveBeenCalledWith([1002], [2], null);
    expect(cache.get(key).status).toBe('loading');
    pending[0]!.resolve(FIBRE_400);
    await flush();
    expect(cache.get(key)).toEqual({ status: 'ready', payment: FIBRE_400 });
    expect(listener).toHaveBeenCalledTimes(2); // loading, then ready
    cache.ensure(key);
    expect(calculate).toHaveBeenCalledTimes(1);
  });

  it('calculates on demand before an event: one call shared with the views, the result once settled', async () => {
    const { calculate, pending } = deferredCalculations();
    const cache = createMonthlyPaymentCache(calculate);
    const key = monthlyPaymentKey([1002], [7]);
    const settled = cache.settle(key);
    cache.ensure(key);
    const again = cache.settle(key);
    expect(calculate).toHaveBeenCalledTimes(1);
    expect(calculate).toHaveBeenCalledWith([1002], [7], null);
    pending[0]!.resolve(FIBRE_400);
    expect(await settled).toEqual({ status: 'ready', payment: FIBRE_400 });
    expect(await again).toEqual({ status: 'ready', payment: FIBRE_400 });
    // Known now: asked again, it answers at once, with no call.
    expect(await cache.settle(key)).toEqual({ status: 'ready', payment: FIBRE_400 });
    expect(calculate).toHaveBeenCalledTimes(1);
    expect(await cache.settle('')).toEqual({ status: 'idle', payment: null });
  });

  it('settles a failed calculation as an error, and tries again on the next demand', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calculate, pending } = deferredCalculations();
    const cache = createMonthlyPaymentCache(calculate);
    const key = monthlyPaymentKey([1002], []);
    const first = cache.settle(key);
    pending[0]!.reject(new Error('503'));
    expect(await first).toEqual({ status: 'error', payment: null });
    const second = cache.settle(key);
    expect(calculate).toHaveBeenCalledTimes(2);
    pending[1]!.resolve(FIBRE_400);
    expect((await second).status).toBe('ready');
  });

  it('keeps a failure as an error and tries it again when asked next', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calculate, pending } = deferredCalculations();
    const cache = createMonthlyPaymentCache(calculate);
    const key = monthlyPaymentKey([1002], []);
    cache.ensure(key);
    pending[0]!.reject(new Error('503'));
    await flush();
    expect(cache.get(key)).toEqual({ status: 'error', payment: null });
    cache.ensure(key);
    expect(calculate).toHaveBeenCalledTimes(2);
    expect(cache.get(key).status).toBe('loading');
  });

  it('returns the same state object until it changes, as useSyncExternalStore needs', () => {
    const { calculate } = deferredCalculations();
    const cache = createMonthlyPaymentCache(calculate);
    const key = monthlyPaymentKey([1002], []);
    expect(cache.get(key)).toBe(cache.get(key));
    cache.ensure(key);
    expect(cache.get(key)).toBe(cache.get(key));
  });

  it(`forgets the oldest basket beyond ${MAX_ENTRIES}`, async () => {
    const { calculate, pending } = deferredCalculations();
    const cache = createMonthlyPaymentCache(calculate);
    for (let id = 1; id <= MAX_ENTRIES + 1; id++) cache.ensure(monthlyPaymentKey([id], []));
    for (const call of pending) call.resolve(FIBRE_400);
    await flush();
    expect(cache.get(monthlyPaymentKey([MAX_ENTRIES + 1], [])).status).toBe('ready');
    expect(cache.get(monthlyPaymentKey([2], [])).status).toBe('ready');
    // The first was forgotten: it reads as loading again and is calculated anew when asked.
    expect(cache.get(monthlyPaymentKey([1], [])).status).toBe('loading');
    cache.ensure(monthlyPaymentKey([1], []));
    expect(calculate).toHaveBeenCalledTimes(MAX_ENTRIES + 2);
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const { calculate, pending } = deferredCalculations();
    const cache = createMonthlyPaymentCache(calculate);
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(listener);
    unsubscribe();
    cache.ensure(monthlyPaymentKey([1002], []));
    pending[0]!.resolve(FIBRE_400);
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });
});
