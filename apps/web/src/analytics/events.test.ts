import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { describe, expect, it, vi } from 'vitest';
import { NO_OPTIONAL_CONSENT } from './consent';
import { ANALYTICS_EVENTS, sendAnalyticsEvent, toAnalyticsItem, track } from './events';

const fibre900 = DEMO_PRODUCTS.find((product) => product.id_product === 1003)!;
const fibre150Monthly = DEMO_PRODUCTS.find((product) => product.id_product === 1021)!;
const homePhone = DEMO_PRODUCTS.find((product) => product.id_product === 9001)!;
const accepted = { ...NO_OPTIONAL_CONSENT, analytics: true, decidedAt: 1 };
const rejected = { ...NO_OPTIONAL_CONSENT, decidedAt: 1 };

describe('toAnalyticsItem', () => {
  it('builds the item of a plan with its promotion: price, discount and coupon', () => {
    expect(
      toAnalyticsItem(fibre900, { price: 3200, originalPrice: 3500, promotions: [DEMO_PROMOTIONS[0]!] }),
    ).toEqual({
      item_id: '1003',
      item_name: 'Fibre 900',
      item_list_name: 'Home Broadband',
      item_category: 'GIGA',
      item_category2: '24 months',
      price: 32,
      discount: 3,
      coupon: 'GIGAAUTO',
    });
  });

  it('defaults to the list price with no discount and no coupon', () => {
    expect(toAnalyticsItem(fibre150Monthly)).toMatchObject({
      item_id: '1021',
      item_category2: '0 months',
      price: 30,
      discount: 0,
      coupon: '',
    });
  });

  it('joins several codes with commas', () => {
    expect(
      toAnalyticsItem(fibre900, { promotions: [{ code: 'GIGAAUTO' }, { code: 'WELCOME10' }] }).coupon,
    ).toBe('GIGAAUTO,WELCOME10');
  });

  it('puts add-ons in the Extras list, categorised by product type', () => {
    expect(toAnalyticsItem(homePhone)).toMatchObject({
      item_id: '9001',
      item_name: 'Home Phone',
      item_list_name: 'Extras',
      item_category: 'ADDON',
      price: 7,
    });
  });

  it('lets the caller name the list', () => {
    expect(toAnalyticsItem(homePhone, { listName: 'Home Broadband' }).item_list_name).toBe('Home Broadband');
  });

  it('prefers the marketing display name', () => {
    expect(toAnalyticsItem({ ...fibre900, display_name: 'Gigabit 900' }).item_name).toBe('Gigabit 900');
  });

  it("names a missing product 'unknown'", () => {
    expect(toAnalyticsItem(null)).toEqual({
      item_id: 'unknown',
      item_name: 'unknown',
      item_list_name: 'Home Broadband',
      item_category: 'unknown',
      item_category2: '0 months',
      price: 0,
      discount: 0,
      coupon: '',
    });
  });

  it('never reports a negative discount', () => {
    expect(toAnalyticsItem(fibre900, { price: 3500, originalPrice: 3000 }).discount).toBe(0);
  });

  it('reports pence exactly as pounds', () => {
    expect(toAnalyticsItem(fibre900, { price: 2250, originalPrice: 2500 })).toMatchObject({
      price: 22.5,
      discount: 2.5,
    });
  });
});

describe('the consent gate', () => {
  it('sends through gtag once analytics is accepted', () => {
    const gtag = vi.fn();
    expect(sendAnalyticsEvent({ gtag }, accepted, 'select_promotion', { promotion_name: 'WELCOME10' })).toBe(
      true,
    );
    expect(gtag).toHaveBeenCalledWith('event', 'select_promotion', { promotion_name: 'WELCOME10' });
  });

  it('sends nothing before the visitor answers', () => {
    const gtag = vi.fn();
    expect(sendAnalyticsEvent({ gtag }, null, 'view_cart', {})).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('sends nothing after the visitor rejects analytics', () => {
    const gtag = vi.fn();
    expect(sendAnalyticsEvent({ gtag }, rejected, 'view_cart', {})).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('is silently skipped when gtag is absent or not a function', () => {
    expect(sendAnalyticsEvent({}, accepted, 'view_cart', {})).toBe(false);
    expect(sendAnalyticsEvent({ gtag: 'nope' }, accepted, 'view_cart', {})).toBe(false);
    expect(sendAnalyticsEvent(undefined, accepted, 'view_cart', {})).toBe(false);
  });

  it('swallows a throwing tag', () => {
    const gtag = vi.fn(() => {
      throw new Error('blocked');
    });
    expect(sendAnalyticsEvent({ gtag }, accepted, 'view_cart', {})).toBe(false);
  });

  it('track does nothing on the server', () => {
    expect(() => track('view_cart', {})).not.toThrow();
  });
});

describe('event names', () => {
  it('cover the spec list', () => {
    expect(ANALYTICS_EVENTS).toEqual(
      expect.arrayContaining([
        'view_item',
        'view_item_list',
        'view_cart',
        'add_to_cart',
        'remove_promotion',
        'select_promotion',
        'remove_extras',
        'remove_extra',
        'begin_checkout',
        'add_payment_info',
        'purchase',
        'add_extras',
        'add_shipping_info',
      ]),
    );
  });
});
