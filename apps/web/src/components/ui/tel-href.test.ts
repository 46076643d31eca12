import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('dials a UK number in international form, and keeps one that already is', () => {
    expect(telHref('0808 157 0192')).toBe('tel:+448081570192');
    expect(telHref('+44 20 7946 0000')).toBe('tel:+442079460000');
  });
});
