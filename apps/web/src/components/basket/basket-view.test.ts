import { type BasketState, initialBasketState } from '@fibre/domain/basket-state';
import type { ContractStart } from '@fibre/domain/contract-start';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { calculateMonthlyPayment } from '@fibre/domain/pricing';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import { describe, expect, it } from 'vitest';
import { basketView, isBasketEmpty } from './basket-view';

const promo = (code: string): Promotion => DEMO_PROMOTIONS.find((promotion) => promotion.code === code)!;
const product = (id: number) => DEMO_PRODUCTS.find((candidate) => candidate.id_product === id)!;
/** Installed mid-January: three months are billed before the April rise. */
const JANUARY: ContractStart = { kind: 'installation', day: { year: 2025, month: 1, day: 15 } };

function basket(partial: Partial<BasketState>): BasketState {
  return { ...initialBasketState, ...partial };
}

/** The provider prices the basket with the same domain function the provider API uses. */
function paymentFor(state: BasketState) {
  const ids = state.basketItem === null ? [] : [state.basketItem, ...state.addons];
  return calculateMonthlyPayment(ids.map(product), state.promoCodes);
}

describe('basketView', () => {
  it('shows Fibre 400 with Home Phone and WELCOME10 as £34, the undiscounted £37 struck through', () => {
    const state = basket({
      basketItem: 1002,
      selectedItem: 1002,
      addons: [9001],
      promoCodes: [promo('WELCOME10')],
    });
    const view = basketView({
      basket: state,
      products: DEMO_PRODUCTS,
      payment: paymentFor(state),
      addressType: 'RES',
      start: JANUARY,
    });
    expect(view.plan).toEqual({
      id: 1002,
      name: 'Fibre 400',
      contractText: '24-month contract',
      priceText: '£27',
    });
    expect(view.setUpFeeText).toBe('Free');
    expect(view.freeMonthsText).toBeNull();
    expect(view.monthly).toEqual({ text: '£34', struckThroughText: '£37', vatText: null });
    expect(view.extras).toEqual([{ id: 9001, name: 'Home Phone', priceText: '£7' }]);
    expect(view.promotions).toEqual([{ code: 'WELCOME10', text: '10% off every month', removable: true }]);
    expect(view.vatSuffix).toBe('');
    expect(view.schedule?.vatText).toBeNull();
  });

  it('strikes nothing through when no promotion lowers the price (Fibre 400 with Home Phone: £37)', () => {
    const state = basket({ basketItem: 1002, addons: [9001] });
    const view = basketView({
      basket: state,
      products: DEMO_PRODUCTS,
      payment: paymentFor(state),
      addressType: 'RES',
      start: JANUARY,
    });
    expect(view.monthly).toEqual({ text: '£37', struckThroughText: null, vatText: null });
  });

  it('groups the payment schedule by month with the April rise marked and its note', () => {
    const state = basket({ basketItem: 1002, addons: [9001], promoCodes: [promo('WELCOME10')] });
    const view = basketView({
      basket: state,
      products: DEMO_PRODUCTS,
      payment: paymentFor(state),
      addressType: 'RES',
      start: JANUARY,
    });
    expect(view.schedule?.rows).toEqual([
      { label: 'Months 1 to 3', amountText: '£34', includesAnnualIncrease: false },
      { label: 'Months 4 to 15', amountText: '£37*', includesAnnualIncrease: true },
      { label: 'Months 16 to 24', amountText: '£40*', includesAnnualIncrease: true },
    ]);
    expect(view.schedule?.note).toBe('This includes your annual April price increase of £3');
    expect(view.schedule?.totalText).toBe(`£${(3 * 34 + 12 * 37 + 9 * 40).toLocaleString('en-GB')}`);
  });

  it('shows the admin fee of a 30-day plan and a single first month', () => {
    const state = basket({ basketItem: 1022 });
    const view = basketView({
      basket: state,
      products: DEMO_PRODUCTS,
      payment: paymentFor(state),
      addressType: 'RES',
      start: JANUARY,
    });
    expect(view.plan?.contractText).toBe('30-day rolling contract');
    expect(view.setUpFeeText).toBe('£50');
    expect(view.schedule?.rows).toEqual([
      { label: 'Month 1', amountText: '£85', includesAnnualIncrease: false },
    ]);
    expect(view.schedule?.note).toBeNull();
  });

  it('shows free months and keeps auto promotions from being removed', () => {
    const state = basket({ basketItem: 1003, promoCodes: [promo('GIGAAUTO'), promo('FREE3')] });
    const view = basketView({
      basket: state,
      products: DEMO_PRODUCTS,
      payment: paymentFor(state),
      addressType: 'RES',
      start: JANUARY,
    });
    expect(view.freeMonthsText).toBe('First 3 months free');
    expect(view.monthly).toEqual({ text: '£32', struckThroughText: '£35', vatText: null });
    expect(view.promotions.map((promotion) => [promotion.code, promotion.removable])).toEqual([
      ['GIGAAUTO', false],
      ['FREE3', true],
    ]);
    expect(view.schedule?.rows[0]).toEqual({
      label: 'Months 1 to 3',
      amountText: '£0',
      includesAnnualIncrease: false,
    });
  });

  it('takes FRIEND50 off the first payment and the total, as the contract summary does', () => {
    const state = basket({ basketItem: 1001, promoCodes: [promo('FRIEND50')] });
    const view = basketView({
      basket: state,
      products: DEMO_PRODUCTS,
      payment: paymentFor(state),
      addressType: 'RES',
      start: JANUARY,
    });
    expect(view.monthly?.text).toBe('£25');
    expect(view.schedule?.rows.slice(0, 2)).toEqual([
      { label: 'Months 1 to 2', amountText: '£0', includesAnnualIncrease: false },
      { label: 'Month 3', amountText: '£25', includesAnnualIncrease: false },
    ]);
    expect(view.schedule?.totalText).toBe(`£${3 * 25 + 12 * 28 + 9 * 31 - 50}`);
  });

  it('counts months from the installation day, not the order day, and says so', () => {
    const state = basket({ basketItem: 1002 });
    const view = (start: ContractStart) =>
      basketView({
        basket: state,
        products: DEMO_PRODUCTS,
        payment: paymentFor(state),
        addressType: 'RES',
        start,
      });
    // Ordered 27 November 2026, installed 2 December: the rise comes in month 5, not 6.
    const installed = view({ kind: 'installation', day: { year: 2026, month: 12, day: 2 } });
    expect(installed.schedule?.rows[0]).toEqual({
      label: 'Months 1 to 4',
      amountText: '£30',
      includesAnnualIncrease: false,
    });
    expect(installed.schedule?.startText).toBe('Month 1 starts on your installation day, 2 December 2026.');
    expect(installed.schedule?.totalIsMaximum).toBe(false);
    const preorder = view({ kind: 'go-live-unknown' });
    expect(preorder.schedule?.rows[0]).toEqual({
      label: 'Month 1',
      amountText: '£30',
      includesAnnualIncrease: false,
    });
    expect(preorder.schedule?.totalIsMaximum).toBe(true);
    expect(preorder.schedule?.startText).toMatch(/^Month 1 starts the day your service goes live\./);
  });

  it('says one free month in the singular', () => {
    const oneMonth = { ...promo('FREE3'), promotion_value: 1 };
    const state = basket({ basketItem: 1001, promoCodes: [oneMonth] });
    const view = basketView({
      basket: state,
      products: DEMO_PRODUCTS,
      payment: paymentFor(state),
      addressType: 'RES',
      start: JANUARY,
    });
    expect(view.freeMonthsText).toBe('First 1 month free');
  });

  it('has no monthly cost or schedule until the payment is calculated', () => {
    const state = basket({ basketItem: 1002 });
    const view = basketView({
      basket: state,
      products: DEMO_PRODUCTS,
      payment: null,
      addressType: 'RES',
      start: JANUARY,
    });
    expect(view.monthly).toBeNull();
    expect(view.schedule).toBeNull();
    expect(view.plan?.priceText).toBeNull();
    expect(view.setUpFeeText).toBe('Free');
  });

  it('shows a business visitor Business 900 at £40 as its card does, with the £8 VAT as its own line', () => {
    const state = basket({ basketItem: 3003, addons: [9003] });
    const view = basketView({
      basket: state,
      products: DEMO_PRODUCTS,
      payment: paymentFor(state),
      addressType: 'BUS',
      start: JANUARY,
    });
    expect(view.vatSuffix).toBe(' ex VAT');
    expect(view.plan?.priceText).toBe('£40');
    expect(view.extras).toEqual([{ id: 9003, name: 'Static IP', priceText: '£4.17' }]);
    // £48 + £5 billed with VAT; £40 + £4.17 without, and the rest is VAT.
    expect(view.monthly).toEqual({ text: '£44.17', struckThroughText: null, vatText: '£8.83' });
    expect(view.schedule?.rows[0]).toEqual({
      label: 'Months 1 to 3',
      amountText: '£44.17',
      includesAnnualIncrease: false,
    });
    expect(view.schedule?.note).toBe('This includes your annual April price increase of £2.50');
    // Three months at £44.17, twelve at £46.67, nine at £49.17 without VAT; the VAT on top.
    expect(view.schedule?.totalText).toBe('£1,135.08');
    expect(view.schedule?.vatText).toBe(`£${(3 * 53 + 12 * 56 + 9 * 59 - 1135.08).toFixed(2)}`);
  });

  it('shows a business set-up fee without VAT before the payment is known', () => {
    const withFee = DEMO_PRODUCTS.map((candidate) =>
      candidate.id_product === 3001 ? { ...candidate, first_charge: 50 } : candidate,
    );
    const view = basketView({
      basket: basket({ basketItem: 3001 }),
      products: withFee,
      payment: null,
      addressType: 'BUS',
      start: JANUARY,
    });
    expect(view.setUpFeeText).toBe('£41.67');
  });

  it('is empty without a plan', () => {
    expect(isBasketEmpty(initialBasketState)).toBe(true);
    expect(isBasketEmpty(basket({ basketItem: 1001 }))).toBe(false);
    const view = basketView({
      basket: initialBasketState,
      products: DEMO_PRODUCTS,
      payment: null,
      addressType: 'RES',
      start: JANUARY,
    });
    expect(view.plan).toBeNull();
    expect(view.setUpFeeText).toBeNull();
    expect(view.extras).toEqual([]);
  });
});
