import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROMOTION_TYPES } from './constants';
import { DEMO_PRODUCTS } from './demo/products';
import { DEMO_PROMOTIONS } from './demo/promotions';
import { penceFromPounds } from './money';
import type { PreorderContext } from './pricing';
import {
  addonsMonthlyPrice,
  applyRecurringPromotions,
  basePlanPrice,
  bundleMonthlyPrice,
  businessPrice,
  calculateMonthlyPayment,
  monthlyPaymentOnVatBasis,
  planMonthlyPrice,
  priceForAddressType,
} from './pricing';
import type { Promotion } from './schemas/promotion';
import { aPromotion, demoProduct, demoPromotion } from './test-support/builders';

const WELCOME10 = demoPromotion('WELCOME10');
const GIGAAUTO = demoPromotion('GIGAAUTO');
const preorder: PreorderContext = { isPreorder: true, ismdu: false, coverage: 'PASSSERV', mdu_status: null };

describe('businessPrice', () => {
  it('uses exclude_vat_price when given (demo Business 150 and 400)', () => {
    expect(businessPrice(demoProduct(3001))).toBe(3000);
    expect(businessPrice(demoProduct(3002))).toBe(3500);
  });

  it('otherwise takes monthly_price x 0.83334 (demo Business 900: 48 -> 40.00)', () => {
    expect(businessPrice(demoProduct(3003))).toBe(4000);
  });

  it('rounds the converted price to the nearest penny', () => {
    const plan = demoProduct(3003);
    expect(businessPrice({ ...plan, monthly_price: 11 })).toBe(917); // 916.674
    expect(businessPrice({ ...plan, monthly_price: 25 })).toBe(2083); // 2083.35
  });

  it('keeps an exclude_vat_price of 0', () => {
    expect(businessPrice({ ...demoProduct(3001), exclude_vat_price: 0 })).toBe(0);
  });

  it('is never above the VAT-inclusive price when converted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (pence) => {
        const plan = { ...demoProduct(3003), monthly_price: pence / 100 };
        const price = businessPrice(plan);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(pence);
      }),
    );
    for (const product of DEMO_PRODUCTS) {
      expect(businessPrice(product)).toBeLessThanOrEqual(Math.round(product.monthly_price * 100));
    }
  });
});

describe('priceForAddressType', () => {
  it('takes VAT off for business only', () => {
    expect(priceForAddressType(5000, 'RES')).toBe(5000);
    expect(priceForAddressType(5000, 'HWRK')).toBe(5000);
    expect(priceForAddressType(5000, 'BUS')).toBe(4167);
  });
});

describe('basePlanPrice', () => {
  it('is the monthly price for homes and home workers', () => {
    expect(basePlanPrice(demoProduct(1003), 'RES')).toBe(3500);
    expect(basePlanPrice(demoProduct(2013), 'HWRK')).toBe(4300);
  });

  it('is the business price for BUS', () => {
    expect(basePlanPrice(demoProduct(3001), 'BUS')).toBe(3000);
    expect(basePlanPrice(demoProduct(3003), 'BUS')).toBe(4000);
  });

  it('is the preorder price in preorder, with the normal price as fallback', () => {
    expect(basePlanPrice(demoProduct(1001), 'RES', preorder)).toBe(2200);
    expect(basePlanPrice(demoProduct(1011), 'RES', preorder)).toBe(2800);
    expect(basePlanPrice(demoProduct(1001), 'RES', { ...preorder, isPreorder: false })).toBe(2500);
  });

  it('converts a business preorder price, and otherwise keeps exclude_vat_price', () => {
    const plan = { ...demoProduct(3001), exclude_vat_price: 29.99, preorder_montly_price: 24 };
    expect(basePlanPrice(plan, 'BUS', preorder)).toBe(2000); // 24 x 0.83334
    expect(basePlanPrice(plan, 'BUS')).toBe(2999);
    expect(basePlanPrice({ ...plan, preorder_montly_price: null }, 'BUS', preorder)).toBe(2999);
  });
});

describe('applyRecurringPromotions', () => {
  it('takes WELCOME10 (10%) off Fibre 400: £27', () => {
    expect(applyRecurringPromotions(3000, [WELCOME10], 1002)).toBe(2700);
  });

  it('takes GIGAAUTO (£3) off Fibre 900 only', () => {
    expect(applyRecurringPromotions(3500, [GIGAAUTO], 1003)).toBe(3200);
    expect(applyRecurringPromotions(3000, [GIGAAUTO], 1002)).toBe(3000);
  });

  it('leaves the price alone for the other promotion types and for invalid promotions', () => {
    for (const code of ['FREE3', 'FRIEND50', 'OLDCODE']) {
      expect(applyRecurringPromotions(3000, [demoPromotion(code)], 1002)).toBe(3000);
    }
    expect(applyRecurringPromotions(3000, [aPromotion({ valid: false })], 1002)).toBe(3000);
  });

  it('adds amounts and percentages of the same price', () => {
    expect(applyRecurringPromotions(3500, [WELCOME10, GIGAAUTO], 1003)).toBe(2850);
    expect(applyRecurringPromotions(3500, [GIGAAUTO, WELCOME10], 1003)).toBe(2850);
    const twenty = aPromotion({ promotion_type: 'RECUR%OFF', promotion_value: 20 });
    expect(applyRecurringPromotions(3000, [WELCOME10, twenty], 1002)).toBe(2100);
    expect(applyRecurringPromotions(3000, [aPromotion({ promotion_value: 2.5 })], 1002)).toBe(2750);
  });

  it('differs from applying an amount first and a percentage to what is left', () => {
    const amountFirst = applyRecurringPromotions(
      applyRecurringPromotions(3500, [GIGAAUTO], 1003),
      [WELCOME10],
      1003,
    );
    expect(amountFirst).toBe(2880);
    expect(applyRecurringPromotions(3500, [GIGAAUTO, WELCOME10], 1003)).toBe(2850);
  });

  it('rounds a percentage to the nearest penny', () => {
    expect(applyRecurringPromotions(2999, [WELCOME10], 1002)).toBe(2699); // 299.9 off
    const eighth = aPromotion({ promotion_type: 'RECUR%OFF', promotion_value: 12.5 });
    expect(applyRecurringPromotions(2500, [eighth], 1002)).toBe(2187); // 312.5 off
    expect(applyRecurringPromotions(2001, [WELCOME10], 1002)).toBe(1801); // 200.1 off
  });

  it('gives 0 for a 100% promotion and never goes below 0', () => {
    const all = aPromotion({ promotion_type: 'RECUR%OFF', promotion_value: 100 });
    expect(applyRecurringPromotions(3000, [all], 1002)).toBe(0);
    expect(
      applyRecurringPromotions(
        3000,
        [aPromotion({ promotion_type: 'RECUR%OFF', promotion_value: 150 })],
        1002,
      ),
    ).toBe(0);
    expect(applyRecurringPromotions(300, [aPromotion({ promotion_value: 5 })], 1002)).toBe(0);
    expect(applyRecurringPromotions(500, [aPromotion({ promotion_value: 5 })], 1002)).toBe(0);
    expect(applyRecurringPromotions(501, [aPromotion({ promotion_value: 5 })], 1002)).toBe(1);
  });

  const promotionArbitrary: fc.Arbitrary<Promotion> = fc.record({
    id_promotion: fc.integer({ min: 1, max: 1000 }),
    code: fc.string(),
    promotion_type: fc.constantFrom(...PROMOTION_TYPES),
    promotion_value: fc.integer({ min: 0, max: 20_000 }).map((hundredths) => hundredths / 100),
    text_to_show: fc.constant(null),
    uprn_status: fc.constant([]).map(() => []),
    products: fc.subarray([1001, 1002, 1003]),
    auto: fc.boolean(),
    valid: fc.boolean(),
  });
  const priceArbitrary = fc.integer({ min: 0, max: 1_000_000 });

  it('is never negative and never above the price', () => {
    fc.assert(
      fc.property(priceArbitrary, fc.array(promotionArbitrary, { maxLength: 6 }), (price, promotions) => {
        const result = applyRecurringPromotions(price, promotions, 1002);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('does not depend on the order promotions were entered in', () => {
    fc.assert(
      fc.property(priceArbitrary, fc.array(promotionArbitrary, { maxLength: 6 }), (price, promotions) => {
        const reversed = [...promotions].reverse();
        expect(applyRecurringPromotions(price, reversed, 1002)).toBe(
          applyRecurringPromotions(price, promotions, 1002),
        );
      }),
    );
  });

  it('gives 0 with a valid 100% promotion whatever else applies', () => {
    const all = aPromotion({ promotion_type: 'RECUR%OFF', promotion_value: 100 });
    fc.assert(
      fc.property(priceArbitrary, fc.array(promotionArbitrary, { maxLength: 4 }), (price, promotions) => {
        expect(applyRecurringPromotions(price, [...promotions, all], 1002)).toBe(0);
      }),
    );
  });
});

describe('planMonthlyPrice', () => {
  const autoPromotions = DEMO_PROMOTIONS.filter((candidate) => candidate.auto);

  it('shows Fibre 900 at £32 from £35 with GIGAAUTO, and the others unchanged', () => {
    expect(planMonthlyPrice(demoProduct(1003), autoPromotions, { addressType: 'RES' })).toEqual({
      original: 3500,
      monthly: 3200,
    });
    expect(planMonthlyPrice(demoProduct(1002), autoPromotions, { addressType: 'RES' })).toEqual({
      original: 3000,
      monthly: 3000,
    });
  });

  it('prices business and preorder plans before the promotions', () => {
    expect(planMonthlyPrice(demoProduct(3003), [], { addressType: 'BUS' })).toEqual({
      original: 4000,
      monthly: 4000,
    });
    expect(planMonthlyPrice(demoProduct(1002), [WELCOME10], { addressType: 'RES', preorder })).toEqual({
      original: 2700,
      monthly: 2430,
    });
  });
});

describe('addonsMonthlyPrice', () => {
  const homePhone = demoProduct(9001);

  it('adds the home phone: Fibre 400 with Home Phone is £37', () => {
    expect(basePlanPrice(demoProduct(1002), 'RES') + addonsMonthlyPrice([homePhone], [], 'RES')).toBe(3700);
  });

  it('sums several add-ons, without VAT for business, after promotions naming them', () => {
    expect(addonsMonthlyPrice([], [], 'RES')).toBe(0);
    expect(addonsMonthlyPrice([homePhone, demoProduct(9004)], [], 'RES')).toBe(1100);
    expect(addonsMonthlyPrice([homePhone], [], 'BUS')).toBe(583);
    const phoneOffer = aPromotion({ promotion_value: 2, products: [9001] });
    expect(addonsMonthlyPrice([homePhone, demoProduct(9004)], [phoneOffer, WELCOME10], 'RES')).toBe(900);
  });
});

describe('bundleMonthlyPrice', () => {
  const fibre400 = demoProduct(1002);
  const homePhone = demoProduct(9001);

  it("adds the other products' prices to the primary's promoted price", () => {
    expect(bundleMonthlyPrice(fibre400, WELCOME10, [homePhone], 'RES')).toBe(3400);
    expect(bundleMonthlyPrice(fibre400, null, [homePhone], 'RES')).toBe(3700);
    expect(bundleMonthlyPrice(fibre400, null, [], 'RES')).toBe(3000);
  });

  it("applies the bundle's promotion to the primary even when it does not list it", () => {
    expect(bundleMonthlyPrice(fibre400, GIGAAUTO, [homePhone], 'RES')).toBe(3400);
  });

  it('ignores non-recurring and invalid promotions', () => {
    expect(bundleMonthlyPrice(fibre400, demoPromotion('FREE3'), [homePhone], 'RES')).toBe(3700);
    expect(bundleMonthlyPrice(fibre400, demoPromotion('OLDCODE'), [homePhone], 'RES')).toBe(3700);
  });

  it('prices a business bundle without VAT', () => {
    expect(bundleMonthlyPrice(demoProduct(3002), null, [demoProduct(9003)], 'BUS')).toBe(3917);
  });
});

describe('monthlyPaymentOnVatBasis', () => {
  const catalogue = { products: DEMO_PRODUCTS, promotions: [] as Promotion[] };

  it("leaves the provider's billed figures as they are for visitors who see VAT", () => {
    const billed = calculateMonthlyPayment([demoProduct(1002), demoProduct(9001)], [WELCOME10]);
    expect(monthlyPaymentOnVatBasis(billed, catalogue, 'including-vat')).toEqual({
      payment: billed,
      vat: null,
    });
  });

  it('shows Business 900 at £40 as its card does, with the £8 VAT as its own figure', () => {
    const billed = calculateMonthlyPayment([demoProduct(3003)], []);
    expect(billed.total_monthly_price).toBe(48);
    const shown = monthlyPaymentOnVatBasis(billed, catalogue, 'excluding-vat');
    expect(shown.payment.total_monthly_price).toBe(40);
    expect(shown.payment.details[0]).toMatchObject({ id_product: 3003, monthly_price: 40, first_charge: 0 });
    expect(shown.vat).toBe(800);
    const card = planMonthlyPrice(demoProduct(3003), [], { addressType: 'BUS' });
    expect(penceFromPounds(shown.payment.total_monthly_price)).toBe(card.monthly);
  });

  it('uses exclude_vat_price and prices add-ons and promotions as the cards do', () => {
    const phoneOffer = aPromotion({ promotion_value: 2, products: [9001] });
    const products = [demoProduct(3002), demoProduct(9001), demoProduct(9003)];
    const billed = calculateMonthlyPayment(products, [phoneOffer]);
    const shown = monthlyPaymentOnVatBasis(
      billed,
      { products: DEMO_PRODUCTS, promotions: [phoneOffer] },
      'excluding-vat',
    );
    const expected =
      planMonthlyPrice(demoProduct(3002), [phoneOffer], { addressType: 'BUS' }).monthly +
      addonsMonthlyPrice([demoProduct(9001), demoProduct(9003)], [phoneOffer], 'BUS');
    expect(penceFromPounds(shown.payment.total_monthly_price)).toBe(expected);
    expect(shown.payment.details.map((line) => line.monthly_price)).toEqual([35, 3.83, 4.17]);
    // What is shown and the VAT add up to what is billed.
    expect(expected + (shown.vat ?? 0)).toBe(penceFromPounds(billed.total_monthly_price));
  });

  it('converts the billed line of a product the catalogue does not have, and the fees', () => {
    const unknown = { ...demoProduct(3003), id_product: 4242, first_charge: 60 };
    const billed = calculateMonthlyPayment([unknown], []);
    const shown = monthlyPaymentOnVatBasis(billed, catalogue, 'excluding-vat');
    expect(shown.payment.details[0]).toMatchObject({ monthly_price: 40, first_charge: 50 });
  });
});

describe('calculateMonthlyPayment for a pre-order (decision 0270)', () => {
  const building: PreorderContext = { isPreorder: true, ismdu: false, coverage: 'DESIGN', mdu_status: null };

  it('prices the plan at its preorder price and leaves add-ons as they are', () => {
    const payment = calculateMonthlyPayment([demoProduct(1002), demoProduct(9001)], [], building);
    expect(payment.details.map((line) => line.monthly_price)).toEqual([27, 7]);
    expect(payment.total_monthly_price).toBe(34);
    expect(calculateMonthlyPayment([demoProduct(1002)], []).total_monthly_price).toBe(30);
  });

  it('takes recurring promotions off the preorder price', () => {
    const payment = calculateMonthlyPayment([demoProduct(1002)], [demoPromotion('WELCOME10')], building);
    expect(payment.total_monthly_price).toBe(24.3);
  });
});
