import { describe, expect, it } from 'vitest';
import { validateAnchor } from './anchor';

describe('validateAnchor', () => {
  it('takes an id on the page and refuses a hash, a space or a leading digit', () => {
    expect(validateAnchor('bundle-select_2')).toBe(true);
    for (const bad of ['#plans', 'two words', '2plans', '', null, undefined]) {
      expect(validateAnchor(bad)).toBe('Letters, digits, - and _ only, starting with a letter.');
    }
  });
});
