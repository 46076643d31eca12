import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { describe, expect, it } from 'vitest';
import { basketAnalyticsParams } from './basket-analytics';

const gigaAuto = DEMO_PROMOTIONS.find((promotion) => promotion.code === 'GIGAAUTO')!;

describe('basketAnalyticsParams', () => {
  it('carries the plan with its prices, the extras and the promotions (§7)', () => {
    const params = basketAnalyticsParams(
      {
        ...initialBasketState,
        basketItem: 1003,
        selectedItem: 1003,
        originalPrice: 3500,
        monthlyPriceCalculated: 3200,
        addons: [9004],
        promoCodes: [gigaAuto],
      },
      DEMO_PRODUCTS,
    );
    expect(params).toEqual({
      currency: 'GBP',
      value: 32,
      selected_product: 1003,
      originalPrice: 35,
      monthlyPriceCalculated: 32,
      extras: [9004],
      selected_promotions: 'GIGAAUTO',
      items: [
        {
          item_id: '1003',
          item_name: 'Fibre 900',
          item_list_name: 'Home Broadband',
          item_category: 'GIGA',
          item_category2: '24 months',
          price: 32,
          discount: 3,
          coupon: 'GIGAAUTO',
        },
        expect.objectContaining({
          item_id: '9004',
          item_name: 'Mesh Wi-Fi Booster',
          item_list_name: 'Extras',
          price: 4,
        }),
      ],
    });
  });

  it('is empty-handed for an empty basket', () => {
    expect(basketAnalyticsParams(initialBasketState, DEMO_PRODUCTS)).toEqual({
      currency: 'GBP',
      value: 0,
      selected_product: null,
      originalPrice: null,
      monthlyPriceCalculated: null,
      extras: [],
      selected_promotions: '',
      items: [],
    });
  });
});
