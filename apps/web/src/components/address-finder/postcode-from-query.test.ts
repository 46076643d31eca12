import { describe, expect, it } from 'vitest';
import { postcodeFromQuery } from './postcode-from-query';

describe('postcodeFromQuery', () => {
  it('reads the searched postcode in capitals, trimmed, spaces collapsed', () => {
    expect(postcodeFromQuery(new URLSearchParams('postcode=+hb1++1aa+'))).toBe('HB1 1AA');
    expect(postcodeFromQuery(new URLSearchParams('checkoutSkipTo=x&postcode=hb11aa'))).toBe('HB11AA');
  });

  it('cuts what no postcode box would hold', () => {
    expect(postcodeFromQuery(new URLSearchParams(`postcode=${'A'.repeat(500)}`))).toBe('A'.repeat(10));
  });

  it('finds none when the parameter is missing or blank', () => {
    expect(postcodeFromQuery(new URLSearchParams(''))).toBeNull();
    expect(postcodeFromQuery(new URLSearchParams('postcode=%20%20'))).toBeNull();
  });
});
