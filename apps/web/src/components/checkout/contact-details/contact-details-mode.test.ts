import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { describe, expect, it } from 'vitest';
import {
  contactDetailsMode,
  contactDetailsOptions,
  nextLabel,
  stepHeading,
  submitStatus,
} from './contact-details-mode';

const served = DEMO_ADDRESSES.find((item) => item.address.startsWith('2 Fibre Street')) ?? null;
const building = DEMO_ADDRESSES.find((item) => item.address.startsWith('10 Build Road')) ?? null;
const order = {
  orderNumber: 'HB-1',
  customerCode: 'HB-1',
  email: 'a@b.test',
  action: 'PREORDER' as const,
  productId: 1,
};

describe('contactDetailsMode', () => {
  it('is a sign-up at a served address, a pre-order at one being built, and plain once the order exists', () => {
    expect(contactDetailsMode(served, null)).toEqual({ preorder: false, plain: false });
    expect(contactDetailsMode(building, null)).toEqual({ preorder: true, plain: false });
    expect(contactDetailsMode(building, order)).toEqual({ preorder: true, plain: true });
    expect(contactDetailsMode(null, null)).toEqual({ preorder: false, plain: false });
  });

  it('asks the Direct Debit choice only of a new pre-order', () => {
    const options = (mode: { preorder: boolean; plain: boolean }) =>
      contactDetailsOptions({ today: '2026-11-23', item: building, hasHomePhoneAddon: false, mode }).preorder;
    expect(options({ preorder: true, plain: false })).toBe(true);
    expect(options({ preorder: true, plain: true })).toBe(false);
  });
});

describe('the step words', () => {
  it('names where the button goes', () => {
    expect(nextLabel({ preorder: false, plain: false }, '')).toBe('Continue to installation');
    expect(nextLabel({ preorder: true, plain: false }, '')).toBe('Continue to payment');
    expect(nextLabel({ preorder: true, plain: false }, 'no')).toBe('Continue to review');
    expect(nextLabel({ preorder: true, plain: true }, 'no')).toBe('Save and continue');
    expect(stepHeading({ preorder: true, plain: false })).toBe('Your pre-order details');
    expect(stepHeading({ preorder: false, plain: true })).toBe('Your details');
  });

  it('says why the submit is disabled, and nothing while it is enabled or sending', () => {
    expect(submitStatus({ baseValid: false, progressAllowed: true, busy: false })).toBe(
      'Fill in your details above to continue.',
    );
    expect(submitStatus({ baseValid: true, progressAllowed: false, busy: false })).toBe(
      'You can’t continue online: please call us.',
    );
    expect(submitStatus({ baseValid: true, progressAllowed: true, busy: false })).toBe('');
    expect(submitStatus({ baseValid: false, progressAllowed: true, busy: true })).toBe('');
  });
});
