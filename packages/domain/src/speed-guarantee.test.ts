import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './demo/products';
import { minimumGuaranteedMbps, minimumGuaranteedSpeedText } from './speed-guarantee';

describe('minimumGuaranteedMbps', () => {
  it.each([
    [900, 450],
    [400, 200],
    [150, 75],
    [75, 37],
    [0, 0],
  ])('a plan sold at %i Mbps guarantees %i Mbps', (sold, minimum) => {
    expect(minimumGuaranteedMbps(sold)).toBe(minimum);
  });

  it('is a whole number, never above the sold speed, and more than nothing for any plan with a speed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000 }), (sold) => {
        const minimum = minimumGuaranteedMbps(sold);
        return Number.isInteger(minimum) && minimum > 0 && minimum < sold;
      }),
    );
  });
});

describe('minimumGuaranteedSpeedText', () => {
  it('states figures, not "up to", with the remedy', () => {
    const text = minimumGuaranteedSpeedText({ down: 900, up: 100 });
    expect(text).toBe(
      'Minimum guaranteed speed: 450 Mbps download and 50 Mbps upload over a wired connection, half the speeds this plan is sold at. ' +
        'If your speed stays below it and we cannot fix it within 30 days, you may leave without an early exit charge.',
    );
    expect(text).not.toContain('up to');
  });

  it('guarantees less than every demo plan is sold at', () => {
    for (const plan of DEMO_PRODUCTS.filter((product) => product.speed_down > 0)) {
      expect(minimumGuaranteedMbps(plan.speed_down)).toBeLessThan(plan.speed_down);
    }
  });
});
