import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanAddressType } from './constants';
import { DEMO_PROMOTIONS } from './demo/promotions';
import type { PreorderContext } from './preorder-pricing';
import { adminFeeText, planCardPrice, struckThroughPrice } from './price-display';
import type { Promotion } from './schemas/promotion';
import { demoProduct, demoPromotion } from './test-support/builders';

/** The auto promotions valid at 1 Fibre Street (PASSSERV): GIGAAUTO. */
const autoAtFibreStreet = DEMO_PROMOTIONS.filter((promotion) => promotion.auto);

function card(
  id: number,
  addressType: PlanAddressType,
  promotions: readonly Promotion[] = autoAtFibreStreet,
) {
  const price = planCardPrice({ product: demoProduct(id), promotions, addressType });
  return [price.monthlyText, price.struckThroughText, price.adminFeeText];
}

describe('planCardPrice with the demo catalogue', () => {
  it('shows 1 Fibre Street its 24-month plans: Fibre 900 £32 with £35 struck, £30, £25, no admin fee', () => {
    expect([1003, 1002, 1001].map((id) => card(id, 'RES'))).toEqual([
      ['£32', '£35', 'No admin fee'],
      ['£30', null, 'No admin fee'],
      ['£25', null, 'No admin fee'],
    ]);
    expect(
      planCardPrice({ product: demoProduct(1003), promotions: autoAtFibreStreet, addressType: 'RES' }),
    ).toEqual({
      monthly: 3200,
      original: 3500,
      struckThrough: 3500,
      monthlyText: '£32',
      struckThroughText: '£35',
      adminFee: 0,
      adminFeeText: 'No admin fee',
      annualIncrease: 300,
      annualIncreaseText: '£3',
      benefitTag: null,
    });
  });

  it('shows the 30-day plans at £40, £35, £30, each with a £50 admin fee', () => {
    expect([1023, 1022, 1021].map((id) => card(id, 'RES'))).toEqual([
      ['£40', null, '£50 admin fee'],
      ['£35', null, '£50 admin fee'],
      ['£30', null, '£50 admin fee'],
    ]);
    expect(planCardPrice({ product: demoProduct(1023), promotions: [], addressType: 'RES' }).adminFee).toBe(
      5000,
    );
  });

  it('shows Unit 1 Commerce Park the business plans without VAT: £40, £35, £30', () => {
    expect([3003, 3002, 3001].map((id) => card(id, 'BUS'))).toEqual([
      ['£40', null, 'No admin fee'],
      ['£35', null, 'No admin fee'],
      ['£30', null, 'No admin fee'],
    ]);
  });

  it('shows WELCOME10 on Fibre 400 as £27 with £30 struck through', () => {
    expect(card(1002, 'RES', [demoPromotion('WELCOME10')])).toEqual(['£27', '£30', 'No admin fee']);
  });

  it('adds the home phone: Fibre 400 with Home Phone is £37', () => {
    const price = planCardPrice({
      product: demoProduct(1002),
      promotions: [],
      addressType: 'RES',
      addons: [demoProduct(9001)],
    });
    expect(price).toMatchObject({ monthly: 3700, original: 3700, struckThrough: null, monthlyText: '£37' });
  });

  it('strikes through the plan and add-ons before promotions', () => {
    const price = planCardPrice({
      product: demoProduct(1002),
      promotions: [demoPromotion('WELCOME10')],
      addressType: 'RES',
      addons: [demoProduct(9001)],
    });
    expect(price).toMatchObject({ monthly: 3400, original: 3700, struckThroughText: '£37' });
  });
});

describe("the '43' struck-through case: display_original_price, not a magic number", () => {
  it('shows Home Worker 900 (12 months) at £43 with nothing struck through', () => {
    expect(card(2013, 'HWRK')).toEqual(['£43', null, 'No admin fee']);
  });

  it("strikes through marketing's 'was' price of £43 above the price paid", () => {
    const wasPrice = { ...demoProduct(2003), display_original_price: 43 };
    expect(planCardPrice({ product: wasPrice, promotions: [], addressType: 'HWRK' })).toMatchObject({
      monthly: 4000,
      original: 4000,
      struckThrough: 4300,
      struckThroughText: '£43',
    });
  });

  it("ignores a 'was' price equal to or below the price paid", () => {
    const plan = demoProduct(2013);
    for (const was of [43, 42.99, 40]) {
      const price = planCardPrice({
        product: { ...plan, display_original_price: was },
        promotions: [],
        addressType: 'HWRK',
      });
      expect(price.struckThroughText).toBeNull();
    }
  });

  it("prefers the 'was' price to the price before promotions, and falls back when it is not above", () => {
    const fibre900 = demoProduct(1003);
    const above = planCardPrice({
      product: { ...fibre900, display_original_price: 38 },
      promotions: autoAtFibreStreet,
      addressType: 'RES',
    });
    expect(above.struckThroughText).toBe('£38');
    const atPrice = planCardPrice({
      product: { ...fibre900, display_original_price: 32 },
      promotions: autoAtFibreStreet,
      addressType: 'RES',
    });
    expect(atPrice.struckThroughText).toBe('£35');
  });

  it("adds the add-ons to the 'was' price and takes VAT off it for business", () => {
    const withPhone = planCardPrice({
      product: { ...demoProduct(2003), display_original_price: 43 },
      promotions: [],
      addressType: 'HWRK',
      addons: [demoProduct(9001)],
    });
    expect(withPhone.struckThroughText).toBe('£50');
    const business = planCardPrice({
      product: { ...demoProduct(3003), display_original_price: 54 },
      promotions: [],
      addressType: 'BUS',
    });
    expect(business.struckThroughText).toBe('£45');
  });
});

describe('admin fee', () => {
  it('words the fee, or its absence', () => {
    expect(adminFeeText(5000)).toBe('£50 admin fee');
    expect(adminFeeText(4167)).toBe('£41.67 admin fee');
    expect(adminFeeText(1)).toBe('£0.01 admin fee');
    expect(adminFeeText(0)).toBe('No admin fee');
  });

  it("adds the add-ons' one-off charges and shows business fees without VAT", () => {
    const router = { ...demoProduct(9004), first_charge: 20 };
    expect(
      planCardPrice({ product: demoProduct(1022), promotions: [], addressType: 'RES', addons: [router] })
        .adminFeeText,
    ).toBe('£70 admin fee');
    const businessFee = { ...demoProduct(3001), first_charge: 50 };
    expect(planCardPrice({ product: businessFee, promotions: [], addressType: 'BUS' }).adminFeeText).toBe(
      '£41.67 admin fee',
    );
  });
});

describe('the April rise on a plan card', () => {
  it("is on the visitor's VAT basis: £3 with VAT, £2.50 without, none for a 30-day plan", () => {
    expect(
      planCardPrice({ product: demoProduct(1002), promotions: [], addressType: 'RES' }).annualIncreaseText,
    ).toBe('£3');
    const business = planCardPrice({ product: demoProduct(3003), promotions: [], addressType: 'BUS' });
    expect([business.annualIncrease, business.annualIncreaseText]).toEqual([250, '£2.50']);
    const rolling = planCardPrice({ product: demoProduct(1022), promotions: [], addressType: 'RES' });
    expect([rolling.annualIncrease, rolling.annualIncreaseText]).toEqual([0, null]);
  });
});

describe('preorder on a plan card', () => {
  const preorder: PreorderContext = { isPreorder: true, ismdu: false, coverage: 'DESIGN', mdu_status: null };
  const tagged = {
    ...demoProduct(1001),
    display_benefit_tag: 'Most popular',
    display_preorder_benefit_tag: 'Preorder offer',
  };

  it('shows the preorder price and tag, with nothing struck through', () => {
    expect(planCardPrice({ product: tagged, promotions: [], addressType: 'RES', preorder })).toMatchObject({
      monthlyText: '£22',
      struckThroughText: null,
      benefitTag: 'Preorder offer',
    });
    expect(planCardPrice({ product: tagged, promotions: [], addressType: 'RES' })).toMatchObject({
      monthlyText: '£25',
      benefitTag: 'Most popular',
    });
  });
});

describe('struckThroughPrice', () => {
  it('is shown only above the price paid', () => {
    expect(struckThroughPrice(3200, 3500, null)).toBe(3500);
    expect(struckThroughPrice(3200, 3200, null)).toBeNull();
    expect(struckThroughPrice(3200, 3200, 3201)).toBe(3201);
    expect(struckThroughPrice(3200, 3200, 3200)).toBeNull();
    expect(struckThroughPrice(3200, 3500, 3200)).toBe(3500);
  });

  it('is never at or below the price paid', () => {
    const pence = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(pence, pence, fc.option(pence), (monthly, original, was) => {
        const struck = struckThroughPrice(monthly, original, was);
        if (struck !== null) expect(struck).toBeGreaterThan(monthly);
      }),
    );
  });
});
