import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { describe, expect, it } from 'vitest';
import { affiliateCookies, checkoutChannel, purchaseParams, shippingInfoParams } from './checkout-analytics';

const friend = DEMO_PROMOTIONS.find((promotion) => promotion.code === 'FRIEND50')!;
const plan = DEMO_PRODUCTS.find((product) => product.id_product === 1003)!;
const addon = DEMO_PRODUCTS.find((product) => product.id_product === 9004)!;
const basket = {
  ...initialBasketState,
  basketItem: 1003,
  monthlyPriceCalculated: 3200,
  originalPrice: 3500,
  addons: [9004],
  promoCodes: [friend],
};

describe('the channel', () => {
  it('reads the affiliate cookies', () => {
    expect(affiliateCookies('a=1; awc=123_abc; _dtt=')).toEqual({ awc: '123_abc', dtt: null });
    expect(affiliateCookies('')).toEqual({ awc: null, dtt: null });
  });

  it('is OTHERAFF for an awin or tradedoubler click and WEB otherwise', () => {
    expect(checkoutChannel('WEB', { awc: '1_2', dtt: null })).toBe('OTHERAFF');
    expect(checkoutChannel('WEB', { awc: null, dtt: 'req' })).toBe('OTHERAFF');
    expect(checkoutChannel('OTHERAFF', { awc: null, dtt: null })).toBe('OTHERAFF');
    expect(checkoutChannel('WEB', { awc: null, dtt: null })).toBe('WEB');
  });
});

describe('step parameters', () => {
  it('adds the booked slot to the basket parameters', () => {
    const params = shippingInfoParams(basket, DEMO_PRODUCTS, {
      day: '2026-11-27',
      time: '08:00-13:00',
      label: 'Friday 27 November 2026, 8am to 1pm',
    });
    expect(params).toMatchObject({ currency: 'GBP', value: 32, installation_date: '2026-11-27' });
  });

  it('gives the purchase the order parameters of §7', () => {
    const params = purchaseParams({
      orderNumber: 'HB123',
      basket,
      products: DEMO_PRODUCTS,
      action: 'SIGNUP',
      postcode: 'HB1 1AA',
      addressType: 'RES',
      channel: 'OTHERAFF',
      awc: '123_abc',
    });
    expect(params).toMatchObject({
      OrderID: 'HB123',
      OrderValue: 32,
      ProductType: plan.display_name ?? plan.name,
      Extras: addon.display_name ?? addon.name,
      OrderStatus: 'SIGNUP',
      OrderLocation: 'HB1 1AA',
      CommissionGroup: 'OTHERAFF_RES',
      PromoCodes: 'FRIEND50',
      AWC: '123_abc',
      transaction_id: 'HB123',
    });
  });

  it('carries the campaign kept with the checkout (decision 0462)', () => {
    const input = {
      orderNumber: 'HB123',
      basket,
      products: DEMO_PRODUCTS,
      action: 'SIGNUP',
      postcode: 'HB1 1AA',
      addressType: 'RES' as const,
      channel: 'WEB' as const,
      awc: null,
    };
    expect(
      purchaseParams({ ...input, analyticsParams: { utm_source: 'newsletter', utm_campaign: 'spring' } }),
    ).toMatchObject({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      OrderID: 'HB123',
    });
    expect(purchaseParams(input)).not.toHaveProperty('utm_source');
  });
});
