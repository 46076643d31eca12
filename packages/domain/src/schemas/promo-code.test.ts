import { describe, expect, it } from 'vitest';
import { DEMO_PROMOTIONS } from '../demo/promotions';
import {
  activePromosQuerySchema,
  getPromoQuerySchema,
  PROMO_CODE_MAX_LENGTH,
  productIdQuerySchema,
  promoCodeParamsSchema,
  promoCodeSchema,
  promotionQuerySchema,
} from './promo-code';

describe('promoCodeSchema', () => {
  it('accepts every demo code in any letter case', () => {
    for (const { code } of DEMO_PROMOTIONS) {
      expect(promoCodeSchema.parse(code.toLowerCase())).toBe(code);
      expect(promoCodeSchema.parse(` ${code} `)).toBe(code);
    }
  });
  it('accepts letters, digits, - and _ up to 32', () => {
    expect(PROMO_CODE_MAX_LENGTH).toBe(32);
    expect(promoCodeSchema.parse('a-b_c-1')).toBe('A-B_C-1');
    expect(promoCodeSchema.parse('x'.repeat(32))).toBe('X'.repeat(32));
  });
  it.each(['', '  ', '\t', undefined])("says 'Enter a promo code' for a missing or blank %j", (code) => {
    expect(promoCodeSchema.safeParse(code).error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a promo code',
    ]);
  });
  it.each(['x'.repeat(33), 'WELCOME 10', 'WELCOME10!', 'WELCOMÉ', '../x', 10, null])(
    "says 'Promo code not valid' for %j",
    (code) => {
      expect(promoCodeSchema.safeParse(code).error?.issues.map((issue) => issue.message)).toEqual([
        'Promo code not valid',
      ]);
    },
  );
});

describe('productIdQuerySchema', () => {
  it('reads a number or its digits', () => {
    expect(productIdQuerySchema.parse(1002)).toBe(1002);
    expect(productIdQuerySchema.parse(' 1002 ')).toBe(1002);
  });
  it.each(['0', '-1', '1.5', 'abc', '', '12345678901', 0, '0x10', '1e3', 'a1', '1a'])(
    'refuses %j',
    (value) => {
      expect(productIdQuerySchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('getPromoQuerySchema', () => {
  it('reads the code, plan and postcode', () => {
    expect(getPromoQuerySchema.parse({ code: 'welcome10', product: '1002', postcode: 'hb11aa' })).toEqual({
      code: 'WELCOME10',
      product: 1002,
      postcode: 'HB1 1AA',
    });
    expect(getPromoQuerySchema.parse({ code: 'FREE3' })).toEqual({ code: 'FREE3' });
  });
  it('refuses a missing code and unknown parameters', () => {
    expect(getPromoQuerySchema.safeParse({}).success).toBe(false);
    expect(getPromoQuerySchema.safeParse({ code: 'FREE3', channel: 'WEB' }).success).toBe(false);
    expect(getPromoQuerySchema.safeParse({ code: 'FREE3', postcode: 'HB1' }).success).toBe(false);
  });
});

describe('activePromosQuerySchema and promotionQuerySchema', () => {
  it('read an optional postcode', () => {
    expect(activePromosQuerySchema.parse({})).toEqual({});
    expect(activePromosQuerySchema.parse({ postcode: 'hb1 1ad' })).toEqual({ postcode: 'HB1 1AD' });
    expect(activePromosQuerySchema.safeParse({ uprn: '1' }).success).toBe(false);
  });
  it("default the register channel to 'WEB' and accept no other", () => {
    expect(promotionQuerySchema.parse({})).toEqual({ register_channel: 'WEB' });
    expect(
      promotionQuerySchema.parse({ register_channel: 'WEB', product: '1003', postcode: 'HB1 1AA' }),
    ).toEqual({
      register_channel: 'WEB',
      product: 1003,
      postcode: 'HB1 1AA',
    });
    expect(promotionQuerySchema.safeParse({ register_channel: 'SHOP' }).success).toBe(false);
  });
});

describe('promoCodeParamsSchema', () => {
  it('normalises the code in the path', () => {
    expect(promoCodeParamsSchema.parse({ code: 'gigaauto' })).toEqual({ code: 'GIGAAUTO' });
    expect(promoCodeParamsSchema.safeParse({ code: 'a b' }).success).toBe(false);
  });
});
