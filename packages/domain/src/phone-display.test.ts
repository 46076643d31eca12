import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVIDER_PHONE } from './contact-phone';
import { phoneInGroups, phoneTelHref } from './phone-display';

describe('phoneInGroups (3-4-4 digits, §2 bundle hero)', () => {
  it('groups the provider phone 3-4-4 whatever spacing it was written with', () => {
    expect(phoneInGroups(PROVIDER_PHONE.display)).toBe('080 8157 0192');
    expect(phoneInGroups('08081570192')).toBe('080 8157 0192');
    expect(phoneInGroups('0808-157-0192')).toBe('080 8157 0192');
  });

  it('shows +44 and 44 numbers from their national 0', () => {
    expect(phoneInGroups(PROVIDER_PHONE.tel)).toBe('080 8157 0192');
    expect(phoneInGroups('+44 20 7946 0000')).toBe('020 7946 0000');
    expect(phoneInGroups('442079460000')).toBe('020 7946 0000');
  });

  it('keeps short and long numbers whole', () => {
    expect(phoneInGroups('999')).toBe('999');
    expect(phoneInGroups('01234')).toBe('012 34');
    expect(phoneInGroups('0123456789012')).toBe('012 3456 7890 12');
    expect(phoneInGroups('')).toBe('');
  });

  it('never drops or reorders a digit of a national number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[0-9]{10}$/), (digits) => {
        const shown = phoneInGroups(digits);
        expect(shown.replaceAll(' ', '')).toBe(digits);
        expect(shown.split(' ').map((group) => group.length)).toEqual([3, 4, 4]);
      }),
    );
  });
});

describe('phoneTelHref', () => {
  it('dials the number in international form', () => {
    expect(phoneTelHref('0808 157 0192')).toBe('tel:+448081570192');
    expect(phoneTelHref('+44 808 157 0192')).toBe('tel:+448081570192');
  });
});
