import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_TYPES } from './constants';
import { excludingVat, onVatBasis, vatBasisFor, vatBasisWords, vatSuffix } from './vat-basis';

describe('vatBasisFor', () => {
  it('shows business visitors prices without VAT and everyone else prices with VAT', () => {
    expect(vatBasisFor('BUS')).toBe('excluding-vat');
    expect(vatBasisFor('RES')).toBe('including-vat');
    expect(vatBasisFor('HWRK')).toBe('including-vat');
    expect(vatBasisFor('MSM')).toBe('including-vat');
  });
});

describe('excludingVat', () => {
  it("applies the spec's factor 0.83334, rounded to the penny", () => {
    expect(excludingVat(4800)).toBe(4000); // Business 900: 48 x 0.83334 = 40.00032
    expect(excludingVat(300)).toBe(250); // the April rise of £3
    expect(excludingVat(5000)).toBe(4167);
    expect(excludingVat(0)).toBe(0);
  });

  it('never adds to a price and is never more than a penny from price x 0.83334', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => {
        const result = excludingVat(pence);
        expect(result).toBeLessThanOrEqual(pence);
        expect(Math.abs(result - pence * 0.83334)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('onVatBasis and the words of each basis', () => {
  it('converts only for the basis without VAT', () => {
    for (const type of ADDRESS_TYPES) {
      const basis = vatBasisFor(type);
      expect(onVatBasis(4800, basis)).toBe(type === 'BUS' ? 4000 : 4800);
    }
  });

  it('says which basis a price is on', () => {
    expect(vatSuffix('excluding-vat')).toBe(' ex VAT');
    expect(vatSuffix('including-vat')).toBe('');
    expect(vatBasisWords('excluding-vat')).toBe('without VAT');
    expect(vatBasisWords('including-vat')).toBe('including VAT');
  });
});
