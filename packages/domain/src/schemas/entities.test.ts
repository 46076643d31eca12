import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from '../demo/addresses';
import { DEMO_PRODUCTS } from '../demo/products';
import { DEMO_PROMOTIONS } from '../demo/promotions';
import { addressItemSchema, postcodeCheckResultSchema, uprnSchema } from './address-item';
import { poundsAmountSchema } from './money-amount';
import { calculateMonthlyPaymentBodySchema, monthlyPaymentSchema } from './monthly-payment';
import { productSchema } from './product';
import { promotionCodeSchema, promotionSchema } from './promotion';

// The wire shapes of the provider API's entities: the demo catalogue must fit them, and each
// field they constrain must refuse what does not fit.

describe('entity schemas accept the demo catalogue', () => {
  it.each(DEMO_PRODUCTS.map((p) => [p.id_product, p]))('product %i', (_id, product) => {
    expect(productSchema.parse(product)).toEqual(product);
  });
  it.each(DEMO_PROMOTIONS.map((p) => [p.code, p]))('promotion %s', (_code, promotion) => {
    expect(promotionSchema.parse(promotion)).toEqual(promotion);
  });
  it.each(DEMO_ADDRESSES.map((a) => [a.address, a]))('address %s', (_address, address) => {
    expect(addressItemSchema.parse(address)).toEqual(address);
  });
});

describe('productSchema', () => {
  const product = DEMO_PRODUCTS[0]!;
  it.each([
    ['id_product', 0],
    ['name', 1],
    ['monthly_price', -1],
    ['monthly_price', 25.001],
    ['category', 'ULTRA'],
    ['product_type', 'BUNDLE'],
    ['months', 1.5],
    ['enabled_for_web', 'yes'],
    ['addons', ['9001']],
    ['address_type', 'FLAT'],
  ])('refuses %s = %j', (field, value) => {
    expect(productSchema.safeParse({ ...product, [field]: value }).success).toBe(false);
  });
  it('refuses a product without a price', () => {
    const { monthly_price: _omitted, ...rest } = product;
    expect(productSchema.safeParse(rest).success).toBe(false);
  });
});

describe('promotionSchema', () => {
  const promotion = DEMO_PROMOTIONS[1]!;
  it.each([
    ['id_promotion', -2],
    ['code', 7],
    ['promotion_type', 'HALFOFF'],
    ['promotion_value', -5],
    ['promotion_value', Number.POSITIVE_INFINITY],
    ['uprn_status', ['SOMEWHERE']],
    ['products', [0]],
    ['auto', 'no'],
    ['valid', null],
    ['text_to_show', 3],
  ])('refuses %s = %j', (field, value) => {
    expect(promotionSchema.safeParse({ ...promotion, [field]: value }).success).toBe(false);
  });

  it('takes codes of letters, digits, - and _ up to 32 characters, trimmed', () => {
    expect(promotionCodeSchema.parse('  WELCOME10 ')).toBe('WELCOME10');
    expect(promotionCodeSchema.parse('a-b_c')).toBe('a-b_c');
    expect(promotionCodeSchema.safeParse('').success).toBe(false);
    expect(promotionCodeSchema.safeParse('A'.repeat(32)).success).toBe(true);
    expect(promotionCodeSchema.safeParse('A'.repeat(33)).success).toBe(false);
    expect(promotionCodeSchema.safeParse("' OR 1=1 --").success).toBe(false);
  });
});

describe('addressItemSchema', () => {
  const address = DEMO_ADDRESSES[0]!;
  it.each([
    ['uprn', '12345678901234'],
    ['uprn', 'abc'],
    ['address', null],
    ['postcode', 1],
    ['coverage', null],
    ['address_type', 'FLAT'],
    ['ismdu', 'false'],
    ['mdu_status', 'READY'],
  ])('refuses %s = %j', (field, value) => {
    expect(addressItemSchema.safeParse({ ...address, [field]: value }).success).toBe(false);
  });

  it('takes an address with no uprn (a new-build plot)', () => {
    expect(addressItemSchema.parse({ ...address, uprn: null }).uprn).toBeNull();
  });

  it('trims uprns and reports an invalid one plainly', () => {
    expect(uprnSchema.parse(' 100000000001 ')).toBe('100000000001');
    const result = uprnSchema.safeParse('1e5');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid uprn');
  });

  it('reads the postcode lookup result', () => {
    const result = { postcode: 'HB1 1AA', admin_ward: 'Demoton Central', admin_district: 'Demoton' };
    expect(postcodeCheckResultSchema.parse(result)).toEqual(result);
    expect(postcodeCheckResultSchema.safeParse({ postcode: 'HB1 1AA' }).success).toBe(false);
  });
});

describe('poundsAmountSchema', () => {
  it.each([0, 7, 22.5, 40.01, 1_000_000])('takes £%d', (value) => {
    expect(poundsAmountSchema.parse(value)).toBe(value);
  });
  it.each([-0.01, 40.005, 1_000_000.01, Number.NaN])('refuses %d', (value) => {
    expect(poundsAmountSchema.safeParse(value).success).toBe(false);
  });
  it('says why a third decimal place is refused', () => {
    expect(poundsAmountSchema.safeParse(1.234).error?.issues[0]?.message).toBe(
      'Amount must have at most two decimal places',
    );
  });
});

describe('calculateMonthlyPaymentBodySchema', () => {
  it('takes products and defaults promotions to none', () => {
    expect(calculateMonthlyPaymentBodySchema.parse({ products: [1002, 9001] })).toEqual({
      products: [1002, 9001],
      promotions: [],
    });
  });
  it('refuses an empty product list with the spec key message', () => {
    const result = calculateMonthlyPaymentBodySchema.safeParse({ products: [] });
    expect(result.error?.issues[0]?.message).toBe('No products provided');
  });
  it('bounds both lists at 20 and refuses unknown fields', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(
      calculateMonthlyPaymentBodySchema.safeParse({ products: ids(20), promotions: ids(20) }).success,
    ).toBe(true);
    expect(calculateMonthlyPaymentBodySchema.safeParse({ products: ids(21) }).success).toBe(false);
    expect(calculateMonthlyPaymentBodySchema.safeParse({ products: [1], promotions: ids(21) }).success).toBe(
      false,
    );
    expect(calculateMonthlyPaymentBodySchema.safeParse({ products: [1], extra: true }).success).toBe(false);
  });
  it('reads a monthly payment answer', () => {
    const payment = {
      total_monthly_price: 34,
      details: [{ id_product: 1002, monthly_price: 27, first_charge: 0, free_months: 0 }],
    };
    // An answer without the one-off credit (the spec's four fields) reads as no credit.
    expect(monthlyPaymentSchema.parse(payment)).toEqual({
      ...payment,
      details: [{ ...payment.details[0], one_off_credit: 0 }],
    });
    const credited = { ...payment, details: [{ ...payment.details[0], one_off_credit: 50 }] };
    expect(monthlyPaymentSchema.parse(credited)).toEqual(credited);
    expect(monthlyPaymentSchema.safeParse({ ...payment, details: [{ id_product: 1002 }] }).success).toBe(
      false,
    );
    expect(monthlyPaymentSchema.safeParse({ details: [] }).success).toBe(false);
  });
});
