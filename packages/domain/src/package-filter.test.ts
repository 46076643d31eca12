import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './demo/products';
import {
  contractLengthLabel,
  contractLengthOptions,
  contractTermText,
  DESCRIPTION_MAX_LENGTH,
  effectiveContractLength,
  filterPlans,
  offeredAddons,
  type PackageFilter,
  planAddons,
  productDescription,
  showsCompanyFields,
  showsContractLengthToggle,
  TRUNCATION_MARK,
} from './package-filter';
import type { Product } from './schemas/product';
import { demoProduct } from './test-support/builders';

function ids(products: readonly Product[]): number[] {
  return products.map((item) => item.id_product);
}

function filter(overrides: Partial<PackageFilter> = {}): PackageFilter {
  return { addressType: 'RES', packageType: 'BBO', months: 24, ...overrides };
}

describe('contract lengths', () => {
  it('labels 24, 12 and 0', () => {
    expect(contractLengthLabel(24)).toBe('24 months');
    expect(contractLengthLabel(12)).toBe('12 months');
    expect(contractLengthLabel(0)).toBe('30 days');
  });

  it("names a plan's contract the same way on the card and in the basket", () => {
    expect(contractTermText(24)).toBe('24-month contract');
    expect(contractTermText(12)).toBe('12-month contract');
    expect(contractTermText(0)).toBe('30-day rolling contract');
  });

  it('offers 24, 12 and 30 days for RES and MSM broadband only', () => {
    const all = [
      { months: 24, label: '24 months' },
      { months: 12, label: '12 months' },
      { months: 0, label: '30 days' },
    ];
    expect(contractLengthOptions({ addressType: 'RES', packageType: 'BBO' })).toEqual(all);
    expect(contractLengthOptions({ addressType: 'MSM', packageType: 'BBO' })).toEqual(all);
    expect(contractLengthOptions({ addressType: 'BUS', packageType: 'BBO' })).toEqual(all);
  });

  it('hides the 30-day option for HWRK and for BBANDP', () => {
    const noRolling = [
      { months: 24, label: '24 months' },
      { months: 12, label: '12 months' },
    ];
    expect(contractLengthOptions({ addressType: 'HWRK', packageType: 'BBO' })).toEqual(noRolling);
    expect(contractLengthOptions({ addressType: 'RES', packageType: 'BBANDP' })).toEqual(noRolling);
    expect(contractLengthOptions({ addressType: 'HWRK', packageType: 'BBANDP' })).toEqual(noRolling);
  });

  it('hides the toggle and shows company fields only for BUS', () => {
    expect(showsContractLengthToggle('BUS')).toBe(false);
    expect(showsCompanyFields('BUS')).toBe(true);
    for (const type of ['RES', 'HWRK', 'MSM'] as const) {
      expect(showsContractLengthToggle(type)).toBe(true);
      expect(showsCompanyFields(type)).toBe(false);
    }
  });

  it.each([
    [filter({ months: 24 }), 24],
    [filter({ months: 12 }), 12],
    [filter({ months: 0 }), 0],
    [filter({ months: 0, packageType: 'BBANDP' }), 24],
    [filter({ months: 12, packageType: 'BBANDP' }), 12],
    [filter({ months: 0, addressType: 'HWRK' }), 24],
    [filter({ months: 12, addressType: 'HWRK' }), 12],
    [filter({ months: 0, addressType: 'MSM' }), 0],
    [filter({ months: 12, addressType: 'BUS' }), 24],
    [filter({ months: 0, addressType: 'BUS' }), 24],
    [filter({ months: 6 }), 24],
    [filter({ months: Number.NaN }), 24],
  ])('uses %j as %i months', (value, months) => {
    expect(effectiveContractLength(value)).toBe(months);
  });
});

describe('filterPlans with the demo catalogue', () => {
  it.each([
    [filter(), [1003, 1002, 1001]],
    [filter({ months: 12 }), [1013, 1012, 1011]],
    [filter({ months: 0 }), [1023, 1022, 1021]],
    [filter({ months: 0, packageType: 'BBANDP' }), [1003, 1002, 1001]],
    [filter({ addressType: 'MSM' }), [1003, 1002, 1001]],
    [filter({ addressType: 'HWRK' }), [2003, 2002, 2001]],
    [filter({ addressType: 'HWRK', months: 12 }), [2013]],
    [filter({ addressType: 'HWRK', months: 0 }), [2003, 2002, 2001]],
    [filter({ addressType: 'BUS' }), [3003, 3002, 3001]],
    [filter({ addressType: 'BUS', months: 12 }), [3003, 3002, 3001]],
  ])('lists %j as %j', (value, expected) => {
    expect(ids(filterPlans(DEMO_PRODUCTS, value))).toEqual(expected);
  });

  it('never lists 1099 (not enabled for web) unless it is named', () => {
    expect(ids(filterPlans(DEMO_PRODUCTS, filter()))).not.toContain(1099);
    expect(ids(filterPlans(DEMO_PRODUCTS, filter(), [1099]))).toEqual([1099, 1003, 1002, 1001]);
    expect(ids(filterPlans(DEMO_PRODUCTS, filter(), [1002]))).toEqual([1003, 1002, 1001]);
  });

  it('still applies address type and contract length to named products', () => {
    expect(ids(filterPlans(DEMO_PRODUCTS, filter({ months: 12 }), [1099]))).toEqual([1013, 1012, 1011]);
    expect(ids(filterPlans(DEMO_PRODUCTS, filter({ addressType: 'BUS' }), [1099]))).toEqual([
      3003, 3002, 3001,
    ]);
  });

  it('never lists add-ons, even named ones', () => {
    const addonAsPlan = { ...demoProduct(9001), address_type: 'RES' as const, months: 24 };
    expect(ids(filterPlans([addonAsPlan], filter(), [9001]))).toEqual([]);
  });

  it('sorts by speed descending and keeps the catalogue order of equal speeds', () => {
    const a = { ...demoProduct(1001), id_product: 1, speed: 400 };
    const b = { ...demoProduct(1001), id_product: 2, speed: 900 };
    const c = { ...demoProduct(1001), id_product: 3, speed: 400 };
    const d = { ...demoProduct(1001), id_product: 4, speed: 150 };
    expect(ids(filterPlans([a, b, c, d], filter()))).toEqual([2, 1, 3, 4]);
    expect(ids(filterPlans([d, c, b, a], filter()))).toEqual([2, 3, 1, 4]);
  });

  it('does not reorder the catalogue it is given', () => {
    const catalogue = [demoProduct(1001), demoProduct(1003)];
    filterPlans(catalogue, filter());
    expect(ids(catalogue)).toEqual([1001, 1003]);
  });

  it('keeps every listed plan sorted and within the filter (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('RES', 'HWRK', 'BUS', 'MSM' as const),
        fc.constantFrom('BBO', 'BBANDP' as const),
        fc.constantFrom(24, 12, 0),
        fc.subarray(DEMO_PRODUCTS.map((item) => item.id_product)),
        (addressType, packageType, months, named) => {
          const value = { addressType, packageType, months };
          const listed = filterPlans(DEMO_PRODUCTS, value, named);
          const effective = effectiveContractLength(value);
          for (const [index, item] of listed.entries()) {
            expect(item.product_type).toBe('PRODUCT');
            expect(item.months).toBe(effective);
            expect(item.address_type).toBe(addressType === 'MSM' ? 'RES' : addressType);
            expect(item.enabled_for_web || named.includes(item.id_product)).toBe(true);
            if (index > 0) expect(listed[index - 1]!.speed).toBeGreaterThanOrEqual(item.speed);
          }
        },
      ),
    );
  });
});

describe('productDescription', () => {
  it('shows the display description when there is one', () => {
    expect(productDescription({ ...demoProduct(1001), display_description: 'Great for families' })).toBe(
      'Great for families',
    );
    expect(productDescription({ ...demoProduct(1001), display_description: '  Padded  ' })).toBe('Padded');
  });

  it('shows every demo plan a whole display description, never a cut one (decision 0474)', () => {
    const plans = DEMO_PRODUCTS.filter((product) => product.product_type === 'PRODUCT');
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const text = productDescription(plan);
      expect(text).toBe(plan.display_description);
      expect(Array.from(text).length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
      expect(text.endsWith(TRUNCATION_MARK)).toBe(false);
      expect(text).toContain('Unlimited data, no line rental.');
    }
  });

  it('falls back to the description when the display description is empty or blank', () => {
    const short = { ...demoProduct(1001), description: 'Fast and symmetric.' };
    expect(productDescription({ ...short, display_description: '' })).toBe('Fast and symmetric.');
    expect(productDescription({ ...short, display_description: '   ' })).toBe('Fast and symmetric.');
    expect(productDescription({ ...short, display_description: null })).toBe('Fast and symmetric.');
  });

  it('truncates a long demo description to 90 characters ending in an ellipsis', () => {
    const text = productDescription({ ...demoProduct(1001), display_description: null });
    expect(demoProduct(1001).description.length).toBeGreaterThan(90);
    expect(text).toBe(
      '150 Mbps full-fibre broadband with matching upload speed on a 24-month contract, unlimite…',
    );
    expect(text).toHaveLength(DESCRIPTION_MAX_LENGTH);
    expect(TRUNCATION_MARK).toBe('…');
  });

  it('keeps a description of exactly 90 characters and cuts one of 91', () => {
    const ninety = 'x'.repeat(90);
    expect(productDescription({ ...demoProduct(1001), display_description: null, description: ninety })).toBe(
      ninety,
    );
    expect(
      productDescription({ ...demoProduct(1001), display_description: null, description: `${ninety}y` }),
    ).toBe(`${'x'.repeat(89)}…`);
  });

  it('drops spaces before the ellipsis', () => {
    const description = `${'a'.repeat(88)} bbbbbb`;
    expect(productDescription({ ...demoProduct(1001), display_description: null, description })).toBe(
      `${'a'.repeat(88)}…`,
    );
  });

  it('counts characters, so an emoji is never split', () => {
    const description = '🚀'.repeat(95);
    const text = productDescription({ ...demoProduct(1001), display_description: null, description });
    expect(Array.from(text)).toHaveLength(90);
    expect(text).toBe(`${'🚀'.repeat(89)}…`);
  });

  it('is never longer than 90 characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (description) => {
        const text = productDescription({ ...demoProduct(1001), display_description: null, description });
        expect(Array.from(text).length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
        if (Array.from(description).length <= DESCRIPTION_MAX_LENGTH) expect(text).toBe(description);
        else expect(text.endsWith(TRUNCATION_MARK)).toBe(true);
      }),
    );
  });
});

describe('planAddons', () => {
  it('gives the add-ons each demo plan lists', () => {
    expect(ids(planAddons(demoProduct(1002), DEMO_PRODUCTS))).toEqual([9001, 9002, 9004]);
    expect(ids(planAddons(demoProduct(2001), DEMO_PRODUCTS))).toEqual([9001, 9002, 9003, 9004]);
    expect(ids(planAddons(demoProduct(3001), DEMO_PRODUCTS))).toEqual([9001, 9002, 9003]);
  });

  it('keeps the order the plan lists them in', () => {
    expect(ids(planAddons({ ...demoProduct(1002), addons: [9004, 9001] }, DEMO_PRODUCTS))).toEqual([
      9004, 9001,
    ]);
  });

  it('drops add-ons not enabled for web, unknown ids and listed plans', () => {
    const catalogue = DEMO_PRODUCTS.map((item) =>
      item.id_product === 9002 ? { ...item, enabled_for_web: false } : item,
    );
    expect(
      ids(planAddons({ ...demoProduct(1002), addons: [9001, 9002, 4242, 1001, 9004] }, catalogue)),
    ).toEqual([9001, 9004]);
  });
});

describe('offeredAddons (the add-on chooser)', () => {
  const ids = (products: readonly { id_product: number }[]) => products.map((product) => product.id_product);

  it('offers every web add-on the plans of the address type list when staff named none', () => {
    expect(ids(offeredAddons(DEMO_PRODUCTS, { productIds: [], addressType: 'RES' }))).toEqual([
      9001, 9002, 9004,
    ]);
    expect(ids(offeredAddons(DEMO_PRODUCTS, { productIds: [], addressType: 'HWRK' }))).toEqual([
      9001, 9002, 9003, 9004,
    ]);
    expect(ids(offeredAddons(DEMO_PRODUCTS, { productIds: [], addressType: 'MSM' }))).toEqual([
      9001, 9002, 9004,
    ]);
  });

  it('keeps the named add-ons in staff’s order, once each, leaving out plans and unknown ids', () => {
    expect(
      ids(offeredAddons(DEMO_PRODUCTS, { productIds: [9004, 1003, 9001, 4242, 9004], addressType: 'RES' })),
    ).toEqual([9004, 9001]);
  });

  it('has no matches for an add-on no plan of the address type lists', () => {
    expect(offeredAddons(DEMO_PRODUCTS, { productIds: [9003], addressType: 'RES' })).toEqual([]);
    expect(ids(offeredAddons(DEMO_PRODUCTS, { productIds: [9003], addressType: 'BUS' }))).toEqual([9003]);
  });
});
