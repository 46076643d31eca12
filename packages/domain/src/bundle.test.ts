import { describe, expect, it } from 'vitest';
import { bundlePrice, bundleProducts } from './bundle';
import { DEMO_PRODUCTS } from './demo/products';
import { demoPromotion } from './test-support/builders';

describe('bundleProducts', () => {
  it('takes the listed plan as the primary and the add-ons as the others', () => {
    const bundle = bundleProducts(DEMO_PRODUCTS, [9001, 1003, 9004]);
    expect(bundle?.primary.id_product).toBe(1003);
    expect(bundle?.others.map((product) => product.id_product)).toEqual([9001, 9004]);
    expect(bundle?.all.map((product) => product.id_product)).toEqual([9001, 1003, 9004]);
  });

  it('refuses a bundle with an unknown id, no plan or two plans', () => {
    expect(bundleProducts(DEMO_PRODUCTS, [1003, 4242])).toBeNull();
    expect(bundleProducts(DEMO_PRODUCTS, [9001, 9004])).toBeNull();
    expect(bundleProducts(DEMO_PRODUCTS, [1002, 1003])).toBeNull();
    expect(bundleProducts(DEMO_PRODUCTS, [])).toBeNull();
  });

  it('names products explicitly, so a plan not enabled for the web may be bundled', () => {
    expect(bundleProducts(DEMO_PRODUCTS, [1099])?.primary.name).toBe('Fibre 2000 Trial');
  });
});

describe('bundlePrice (§9)', () => {
  const fibre400AndPhone = bundleProducts(DEMO_PRODUCTS, [1002, 9001]);
  if (!fibre400AndPhone) throw new Error('demo bundle missing');

  it('adds the others’ monthly prices to the plan’s: Fibre 400 with Home Phone is £37', () => {
    expect(bundlePrice(fibre400AndPhone, null, 'RES')).toBe(3700);
  });

  it('adjusts only the plan by a RECURAMTOFF or RECUR%OFF promotion', () => {
    // WELCOME10 takes 10% off Fibre 400's £30 (demo-data.md: £27), not off the phone.
    expect(bundlePrice(fibre400AndPhone, demoPromotion('WELCOME10'), 'RES')).toBe(3400);
    expect(bundlePrice(fibre400AndPhone, demoPromotion('BUILD20'), 'RES')).toBe(3500);
  });

  it('ignores promotions of other kinds', () => {
    expect(bundlePrice(fibre400AndPhone, demoPromotion('FREE3'), 'RES')).toBe(3700);
    expect(bundlePrice(fibre400AndPhone, demoPromotion('FRIEND50'), 'RES')).toBe(3700);
  });
});
