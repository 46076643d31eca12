import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './demo/products';
import { DEMO_PROMOTIONS } from './demo/promotions';
import { penceFromPounds } from './money';
import { freeMonthsGiven, oneOffCredit } from './monthly-payment';
import { calculateMonthlyPayment } from './pricing';
import { monthlyPaymentSchema } from './schemas/monthly-payment';
import { aPromotion, demoProduct, demoPromotion } from './test-support/builders';

const fibre400 = demoProduct(1002);
const homePhone = demoProduct(9001);
const WELCOME10 = demoPromotion('WELCOME10');
const FREE3 = demoPromotion('FREE3');
const FRIEND50 = demoPromotion('FRIEND50');

describe('calculateMonthlyPayment', () => {
  it('gives the demo figures for Fibre 400 and Home Phone with WELCOME10', () => {
    const payment = calculateMonthlyPayment([fibre400, homePhone], [WELCOME10]);
    expect(payment).toEqual({
      total_monthly_price: 34,
      details: [
        { id_product: 1002, monthly_price: 27, first_charge: 0, free_months: 0, one_off_credit: 0 },
        { id_product: 9001, monthly_price: 7, first_charge: 0, free_months: 0, one_off_credit: 0 },
      ],
    });
    // The wire keeps the one-off credit, so the basket takes FRIEND50 off as the summary does.
    expect(monthlyPaymentSchema.parse(payment).details[0]).toEqual({
      id_product: 1002,
      monthly_price: 27,
      first_charge: 0,
      free_months: 0,
      one_off_credit: 0,
    });
  });

  it('adds the home phone at its price without promotions (£37)', () => {
    expect(calculateMonthlyPayment([fibre400, homePhone], []).total_monthly_price).toBe(37);
  });

  it('carries the first charge of a 30-day plan', () => {
    const payment = calculateMonthlyPayment([demoProduct(1023)], []);
    expect(payment.details[0]).toMatchObject({ monthly_price: 40, first_charge: 50 });
    expect(payment.total_monthly_price).toBe(40);
  });

  it('gives free months and a one-off credit only to the products a promotion names', () => {
    const payment = calculateMonthlyPayment([fibre400, homePhone], [FREE3, FRIEND50]);
    expect(payment.details).toEqual([
      { id_product: 1002, monthly_price: 30, first_charge: 0, free_months: 3, one_off_credit: 50 },
      { id_product: 9001, monthly_price: 7, first_charge: 0, free_months: 0, one_off_credit: 0 },
    ]);
    expect(payment.total_monthly_price).toBe(37);
  });

  it('ignores a promotion marked valid: false, whatever its type', () => {
    const invalid = [WELCOME10, FREE3, FRIEND50].map((offer) => ({ ...offer, valid: false }));
    expect(calculateMonthlyPayment([fibre400], [...invalid, demoPromotion('OLDCODE')]).details[0]).toEqual({
      id_product: 1002,
      monthly_price: 30,
      first_charge: 0,
      free_months: 0,
      one_off_credit: 0,
    });
  });

  it('gives an empty payment for no products', () => {
    expect(calculateMonthlyPayment([], [WELCOME10])).toEqual({ total_monthly_price: 0, details: [] });
  });

  it('totals the monthly prices in whole pence', () => {
    const plans = DEMO_PRODUCTS.filter((product) => product.enabled_for_web);
    fc.assert(
      fc.property(fc.subarray(plans), fc.subarray([...DEMO_PROMOTIONS]), (products, promotions) => {
        const payment = calculateMonthlyPayment(products, promotions);
        const sum = payment.details.reduce((total, line) => total + penceFromPounds(line.monthly_price), 0);
        expect(penceFromPounds(payment.total_monthly_price)).toBe(sum);
        expect(payment.details.map((line) => line.id_product)).toEqual(products.map((p) => p.id_product));
        payment.details.forEach((line, index) => {
          expect(line.monthly_price).toBeGreaterThanOrEqual(0);
          expect(line.monthly_price).toBeLessThanOrEqual(products[index]?.monthly_price ?? 0);
        });
      }),
    );
  });
});

describe('freeMonthsGiven', () => {
  it('counts FREEMONTHS, FREEMONTHSINCONTRACT and NOTPAYUNTIL, taking the largest', () => {
    expect(freeMonthsGiven([])).toBe(0);
    expect(freeMonthsGiven([FREE3])).toBe(3);
    expect(
      freeMonthsGiven([aPromotion({ promotion_type: 'FREEMONTHSINCONTRACT', promotion_value: 2 })]),
    ).toBe(2);
    expect(freeMonthsGiven([aPromotion({ promotion_type: 'NOTPAYUNTIL', promotion_value: 4 })])).toBe(4);
    expect(
      freeMonthsGiven([FREE3, aPromotion({ promotion_type: 'FREEMONTHSINCONTRACT', promotion_value: 2 })]),
    ).toBe(3);
    expect(freeMonthsGiven([aPromotion({ promotion_type: 'FREEMONTHS', promotion_value: 2 }), FREE3])).toBe(
      3,
    );
  });

  it('counts whole months only and ignores other types and invalid promotions', () => {
    expect(freeMonthsGiven([aPromotion({ promotion_type: 'FREEMONTHS', promotion_value: 2.7 })])).toBe(2);
    expect(freeMonthsGiven([WELCOME10, FRIEND50])).toBe(0);
    expect(freeMonthsGiven([{ ...FREE3, valid: false }])).toBe(0);
  });
});

describe('oneOffCredit', () => {
  it('sums the AMTOFF promotions in pence', () => {
    expect(oneOffCredit([])).toBe(0);
    expect(oneOffCredit([FRIEND50])).toBe(5000);
    expect(oneOffCredit([FRIEND50, aPromotion({ promotion_type: 'AMTOFF', promotion_value: 12.34 })])).toBe(
      6234,
    );
  });

  it('ignores other types and invalid promotions', () => {
    expect(oneOffCredit([WELCOME10, FREE3, demoPromotion('GIGAAUTO')])).toBe(0);
    expect(oneOffCredit([{ ...FRIEND50, valid: false }])).toBe(0);
  });
});
