import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import type { MonthlyPaymentBreakdown } from '@fibre/domain/monthly-payment';
import { afterEach, describe, expect, it, vi } from 'vitest';

const track = vi.fn();
vi.mock('@/analytics/events', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/analytics/events')>()),
  track: (...args: unknown[]) => track(...args),
}));

const { trackWithMonthlyPayment } = await import('./basket-events');
const { monthlyPaymentQuery } = await import('./use-monthly-payment');

afterEach(() => track.mockReset());

const PAYMENT: MonthlyPaymentBreakdown = {
  total_monthly_price: 37,
  details: [{ id_product: 1003, monthly_price: 32, first_charge: 0, free_months: 0, one_off_credit: 0 }],
};
const PARAMS = { currency: 'GBP', value: 35, monthlyPriceCalculated: 35, selected_product: 1003 };
const QUERY = { products: [1003, 9001], promotions: [4], uprn: null };

describe('an analytics event that needs the monthly payment (ordering-journey.md §7)', () => {
  it('is sent only once the payment is calculated, with its figure', async () => {
    let settle: (payment: MonthlyPaymentBreakdown) => void = () => undefined;
    const calculate = vi.fn(
      () => new Promise<MonthlyPaymentBreakdown | null>((resolve) => (settle = resolve)),
    );
    const sent = trackWithMonthlyPayment('add_to_cart', PARAMS, QUERY, calculate);
    expect(calculate).toHaveBeenCalledWith(QUERY);
    await Promise.resolve();
    expect(track).not.toHaveBeenCalled();
    settle(PAYMENT);
    await sent;
    expect(track).toHaveBeenCalledExactlyOnceWith('add_to_cart', {
      ...PARAMS,
      value: 37,
      monthlyPriceCalculated: 37,
    });
  });

  it('goes with the figures it was given when the calculation fails or answers nothing', async () => {
    await trackWithMonthlyPayment('begin_checkout', PARAMS, QUERY, async () => null);
    await trackWithMonthlyPayment('view_cart', PARAMS, QUERY, () => Promise.reject(new Error('503')));
    expect(track.mock.calls).toEqual([
      ['begin_checkout', PARAMS],
      ['view_cart', PARAMS],
    ]);
  });
});

describe('monthlyPaymentQuery', () => {
  const basket = { basketItem: 1003, addons: [9001], promoCodes: [{ id_promotion: 4 }] };
  const preorderable = DEMO_ADDRESSES.find((address) => address.postcode === 'HB1 1AD');
  const available = DEMO_ADDRESSES.find((address) => address.postcode === 'HB1 1AA');

  it('is the plan then its add-ons and the promotions’ ids, as the basket views calculate it', () => {
    expect(
      monthlyPaymentQuery(basket, { addressItem: available ?? null, hasConfirmedAddress: true }),
    ).toEqual({
      products: [1003, 9001],
      promotions: [4],
      uprn: null,
    });
    expect(
      monthlyPaymentQuery({ ...basket, basketItem: null }, { addressItem: null, hasConfirmedAddress: false })
        .products,
    ).toEqual([]);
  });

  it('carries the uprn of a confirmed address that can only be pre-ordered', () => {
    if (!preorderable) throw new Error('no HB1 1AD address in the demo data');
    expect(monthlyPaymentQuery(basket, { addressItem: preorderable, hasConfirmedAddress: true }).uprn).toBe(
      preorderable.uprn,
    );
    expect(
      monthlyPaymentQuery(basket, { addressItem: preorderable, hasConfirmedAddress: false }).uprn,
    ).toBeNull();
  });
});
