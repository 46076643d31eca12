import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, penceFromPounds, poundsFromPence } from './money';

describe('formatPrice', () => {
  it.each([
    [3200, '£32'],
    [2250, '£22.50'],
    [2205, '£22.05'],
    [0, '£0'],
    [123456, '£1,234.56'],
    [-300, '-£3'],
  ])('formats %i pence as %s', (pence, text) => {
    expect(formatPrice(pence)).toBe(text);
  });

  it('keeps .00 when forced', () => {
    expect(formatPrice(3200, { forceDecimals: true })).toBe('£32.00');
    expect(formatPrice(2250, { forceDecimals: true })).toBe('£22.50');
  });
});

describe('pounds and pence', () => {
  it('converts the wire figures to whole pence', () => {
    expect(penceFromPounds(27)).toBe(2700);
    expect(penceFromPounds(0.07)).toBe(7);
    expect(penceFromPounds(40.00032)).toBe(4000);
    expect(penceFromPounds(-3.5)).toBe(-350);
    expect(poundsFromPence(2250)).toBe(22.5);
  });

  it('round-trips every whole-pence amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (pence) => {
        expect(penceFromPounds(poundsFromPence(pence))).toBe(pence);
      }),
    );
  });
});
