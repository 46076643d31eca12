import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './demo/products';
import {
  HOME_PHONE_NAME,
  hasHomePhone,
  homePhoneVariant,
  isHomePhoneAddon,
  KEEP_EXISTING_NUMBER_MARKER,
  keepsExistingNumber,
  selectedAddonProducts,
  swapHomePhoneAddon,
} from './home-phone';
import type { Product } from './schemas/product';
import { demoProduct } from './test-support/builders';

const ADDONS = DEMO_PRODUCTS.filter((p) => p.product_type === 'ADDON');
/** A plan whose name mentions both words must never be taken for the add-on. */
const PHONE_PLAN: Product = {
  ...demoProduct(1002),
  id_product: 1500,
  name: 'Broadband & Home Phone (keep existing)',
};

describe('home-phone add-on', () => {
  it('is recognised by name, in any letter case', () => {
    expect(HOME_PHONE_NAME).toBe('Home Phone');
    expect(KEEP_EXISTING_NUMBER_MARKER).toBe('existing');
    expect(isHomePhoneAddon(demoProduct(9001))).toBe(true);
    expect(isHomePhoneAddon(demoProduct(9002))).toBe(true);
    expect(isHomePhoneAddon({ name: 'HOME PHONE' })).toBe(true);
    expect(isHomePhoneAddon(demoProduct(9003))).toBe(false);
    expect(isHomePhoneAddon({ name: 'Home' })).toBe(false);
  });

  it('counts as selected when any selected add-on is a home phone', () => {
    expect(hasHomePhone([demoProduct(9004), demoProduct(9001)])).toBe(true);
    expect(hasHomePhone([demoProduct(9002)])).toBe(true);
    expect(hasHomePhone([demoProduct(9003), demoProduct(9004)])).toBe(false);
    expect(hasHomePhone([])).toBe(false);
  });

  it('finds the selected add-on products in selection order, skipping unknown ids', () => {
    expect(selectedAddonProducts([9004, 42, 9001], DEMO_PRODUCTS)).toEqual([
      demoProduct(9004),
      demoProduct(9001),
    ]);
    expect(selectedAddonProducts([], DEMO_PRODUCTS)).toEqual([]);
  });
});

describe('keepsExistingNumber', () => {
  it('is true only when the selected home phone is the keep-existing-number variant', () => {
    expect(keepsExistingNumber([demoProduct(9004), demoProduct(9002)])).toBe(true);
    expect(keepsExistingNumber([demoProduct(9001)])).toBe(false);
    expect(keepsExistingNumber([demoProduct(9003)])).toBe(false);
    expect(keepsExistingNumber([])).toBe(false);
    expect(keepsExistingNumber([PHONE_PLAN])).toBe(false);
  });
});

describe('homePhoneVariant', () => {
  it('is 9002 when keeping the existing number, 9001 otherwise', () => {
    expect(homePhoneVariant(ADDONS, true)).toEqual(demoProduct(9002));
    expect(homePhoneVariant(ADDONS, false)).toEqual(demoProduct(9001));
  });

  it('reads the name in any letter case and ignores plans', () => {
    const capitalised = { ...demoProduct(9002), name: 'HOME PHONE (KEEP EXISTING NUMBER)' };
    expect(homePhoneVariant([PHONE_PLAN, capitalised], true)).toEqual(capitalised);
    expect(homePhoneVariant([PHONE_PLAN, demoProduct(9001)], true)).toBeUndefined();
    expect(homePhoneVariant([demoProduct(9003), demoProduct(9004)], false)).toBeUndefined();
  });
});

describe('swapHomePhoneAddon', () => {
  it('keeping the existing landline swaps 9001 for 9002 in place; answering no swaps it back', () => {
    expect(swapHomePhoneAddon([9004, 9001], DEMO_PRODUCTS, true)).toEqual([9004, 9002]);
    expect(swapHomePhoneAddon([9004, 9002], DEMO_PRODUCTS, false)).toEqual([9004, 9001]);
    expect(swapHomePhoneAddon([9002], DEMO_PRODUCTS, true)).toEqual([9002]);
  });

  it('leaves add-ons alone with no home phone selected or no variant in the catalogue', () => {
    expect(swapHomePhoneAddon([9004], DEMO_PRODUCTS, true)).toEqual([9004]);
    expect(swapHomePhoneAddon([9001], [demoProduct(9001)], true)).toEqual([9001]);
    expect(swapHomePhoneAddon([9001, 1500], [...DEMO_PRODUCTS, PHONE_PLAN], true)).toEqual([9002, 1500]);
  });

  it('never leaves both variants or a duplicate', () => {
    expect(swapHomePhoneAddon([9001, 9002], DEMO_PRODUCTS, true)).toEqual([9002]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(9001, 9002, 9003, 9004)), fc.boolean(), (ids, keep) => {
        const swapped = swapHomePhoneAddon(ids, DEMO_PRODUCTS, keep);
        expect(new Set(swapped).size).toBe(swapped.length);
        expect(swapped).not.toContain(keep ? 9001 : 9002);
        expect(swapped.includes(keep ? 9002 : 9001)).toBe(ids.includes(9001) || ids.includes(9002));
      }),
    );
  });
});
