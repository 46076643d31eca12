import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { filterPlans } from '@fibre/domain/package-filter';
import { planCardContract } from '@fibre/domain/plan-card-contract';
import { describe, expect, it } from 'vitest';
import { addToCartParams, viewItemListParams } from './plan-analytics';
import { planCards, UNLIMITED_CALLS_USP } from './plan-cards';

function cardsFor(addressType: 'RES' | 'BUS', packageType: 'BBO' | 'BBANDP') {
  return planCards({
    plans: filterPlans(DEMO_PRODUCTS, { addressType, packageType, months: 24 }),
    products: DEMO_PRODUCTS,
    packageType,
    activePromotions: DEMO_PROMOTIONS,
    coverage: 'PASSSERV',
    addressType,
  });
}

describe('planCards', () => {
  it('prices the plans at 1 Fibre Street with the promotions that apply: Fibre 900 £32, £30, £25', () => {
    const cards = cardsFor('RES', 'BBO');
    expect(cards.map((card) => [card.product.name, card.price.monthlyText])).toEqual([
      ['Fibre 900', '£32'],
      ['Fibre 400', '£30'],
      ['Fibre 150', '£25'],
    ]);
    expect(cards[0]!.promotions.map((promotion) => promotion.code)).toEqual(['GIGAAUTO']);
    expect(cards[0]!.homePhone).toBeUndefined();
    expect(cards[0]!.usps).not.toContain(UNLIMITED_CALLS_USP);
  });

  it('carries the home phone in a Broadband & Phone plan: Fibre 400 with Home Phone is £37', () => {
    const fibre400 = cardsFor('RES', 'BBANDP').find((card) => card.product.id_product === 1002)!;
    expect(fibre400.homePhone?.id_product).toBe(9001);
    expect(fibre400.price.monthlyText).toBe('£37');
    expect(fibre400.usps).toContain(UNLIMITED_CALLS_USP);
  });

  it('gives each card its guaranteed speed and total once the start is known, with the home phone priced in', () => {
    expect(cardsFor('RES', 'BBO').every((card) => card.contract === null)).toBe(true);
    const start = { kind: 'earliest-installation', day: { year: 2026, month: 12, day: 4 } } as const;
    const cards = planCards({
      plans: filterPlans(DEMO_PRODUCTS, { addressType: 'RES', packageType: 'BBANDP', months: 24 }),
      products: DEMO_PRODUCTS,
      packageType: 'BBANDP',
      activePromotions: DEMO_PROMOTIONS,
      coverage: 'PASSSERV',
      addressType: 'RES',
      start,
    });
    const fibre400 = cards.find((card) => card.product.id_product === 1002)!;
    expect(fibre400.contract?.guaranteedSpeedText).toBe(
      'Minimum guaranteed speed: 200 Mbps download, 200 Mbps upload',
    );
    expect(fibre400.contract?.total).toBe(
      planCardContract({
        plan: fibre400.product,
        addons: [fibre400.homePhone!],
        promotions: fibre400.promotions,
        addressType: 'RES',
        start,
      }).total,
    );
  });

  it('prices the business plans without VAT: £40, £35, £30', () => {
    expect(cardsFor('BUS', 'BBO').map((card) => card.price.monthlyText)).toEqual(['£40', '£35', '£30']);
  });
});

describe('plan analytics', () => {
  it('sends the prices the cards show, in pounds', () => {
    const cards = cardsFor('RES', 'BBO');
    const list = viewItemListParams(cards);
    expect(list.item_list_name).toBe('Home Broadband');
    expect(list.items.map((item) => [item.item_id, item.price, item.discount, item.index])).toEqual([
      ['1003', 32, 3, 0],
      ['1002', 30, 0, 1],
      ['1001', 25, 0, 2],
    ]);
    expect(addToCartParams(cards[0]!)).toMatchObject({
      currency: 'GBP',
      value: 32,
      selected_product: 1003,
      originalPrice: 35,
      monthlyPriceCalculated: 32,
      extras: [],
      selected_promotions: 'GIGAAUTO',
    });
  });
});
