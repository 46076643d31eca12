import { describe, expect, it } from 'vitest';
import {
  isUkPostcode,
  normalisePostcode,
  POSTCODE_MAX_INPUT_LENGTH,
  postcodeSearchMessage,
} from './postcode-format';

describe('isUkPostcode and normalisePostcode', () => {
  it('ignore outer whitespace and letter case', () => {
    expect(isUkPostcode(' hb1 1aa ')).toBe(true);
    expect(isUkPostcode('HB11AF')).toBe(true);
    expect(normalisePostcode(' hb11aa ')).toBe('HB1 1AA');
  });
  it('refuse what is not a postcode', () => {
    expect(isUkPostcode('HB9')).toBe(false);
    expect(isUkPostcode('')).toBe(false);
    expect(normalisePostcode('HB9')).toBeNull();
  });
  it('looks at no more than 16 characters of input', () => {
    expect(POSTCODE_MAX_INPUT_LENGTH).toBe(16);
  });
});

describe('postcode-format', () => {
  it('does not import zod, so the browser can use it', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('./postcode-format.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from 'zod'/);
  });
});

describe('postcodeSearchMessage (decision 0472)', () => {
  it("says 'Field is required' for a blank box", () => {
    expect(postcodeSearchMessage('')).toBe('Field is required');
    expect(postcodeSearchMessage('   ')).toBe('Field is required');
  });
  it("says 'Invalid postcode format' for text that is not a postcode", () => {
    expect(postcodeSearchMessage('XYZ')).toBe('Invalid postcode format');
    expect(postcodeSearchMessage('HB1')).toBe('Invalid postcode format');
  });
  it('says nothing for a postcode in any case or spacing, known to us or not', () => {
    expect(postcodeSearchMessage('hb11aa')).toBeNull();
    expect(postcodeSearchMessage(' HB9 9ZZ ')).toBeNull();
  });
});
