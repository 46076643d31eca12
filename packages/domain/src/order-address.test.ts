import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVERAGE_STATUSES, MDU_STATUSES } from './constants';
import { isEligible } from './eligibility';
import { isOrderableNow, type OrderKind, orderAddressRefusal } from './order-address';
import type { AddressItem } from './schemas/address-item';
import { anAddress, demoAddressByUprn } from './test-support/builders';

function refusal(
  address: AddressItem,
  kind: OrderKind,
  postcode = address.postcode,
  checkExistingCustomer = true,
) {
  return orderAddressRefusal(address, { kind, postcode, checkExistingCustomer });
}

describe('orderAddressRefusal', () => {
  it('refuses a postcode that is not the address’s own, before anything else', () => {
    expect(refusal(demoAddressByUprn('100000000001'), 'order', 'HB1 1AB')).toBe('postcode-mismatch');
    expect(refusal(demoAddressByUprn('100000000011'), 'preorder', 'HB1 1AA')).toBe('postcode-mismatch');
  });

  it.each<OrderKind>(['order', 'preorder'])('refuses a %s at an existing customer’s address', (kind) => {
    expect(refusal(demoAddressByUprn('100000000011'), kind)).toBe('existing-customer');
    expect(refusal(demoAddressByUprn('100000000012'), kind)).toBe('existing-customer');
    // An update of the customer's own order (no existing-customer check) meets the serviceability rule.
    expect(refusal(demoAddressByUprn('100000000011'), kind, 'HB1 1AB', false)).not.toBe('existing-customer');
  });

  describe('order (SIGNUP)', () => {
    it.each(['100000000001', '100000000013', '100000000041', '100000000051', '100000000061'])(
      'takes %s, which can be installed now',
      (uprn) => {
        expect(refusal(demoAddressByUprn(uprn), 'order')).toBeNull();
      },
    );
    it.each(['100000000021', '100000000031', '100000000055', '100000000057'])(
      'refuses %s, which cannot be installed yet',
      (uprn) => {
        expect(refusal(demoAddressByUprn(uprn), 'order')).toBe('not-orderable-yet');
      },
    );
  });

  describe('pre-order (PREORDER, PREORDERDDSDU, PREORDERDDMDU)', () => {
    it.each([
      ['100000000021', 'DESIGN'],
      ['100000000023', 'INPROGRESS'],
      ['100000000024', 'PASSED'],
      ['100000000025', 'CERTIFIED'],
      ['100000000055', 'PASSSERV in a building not yet ready (STARTED)'],
      ['100000000057', 'PASSSERV in a building not yet ready (ADVANCED)'],
    ])('takes %s (%s), which the network is planned at but cannot serve yet', (uprn) => {
      expect(refusal(demoAddressByUprn(uprn), 'preorder')).toBeNull();
    });

    it('takes a PASSSERV address the network cannot sell to yet (CERTIFIED_CUSTOMER)', () => {
      expect(refusal(anAddress({ oss_type: 'CERTIFIED_CUSTOMER' }), 'preorder')).toBeNull();
    });

    it.each(['100000000031', '100000000032'])('refuses %s, where the network is not planned', (uprn) => {
      expect(refusal(demoAddressByUprn(uprn), 'preorder')).toBe('not-planned');
    });

    it.each([
      ['100000000001', 'PASSSERV'],
      ['100000000013', 'PASSSERV'],
      ['100000000041', 'PASSSERV business unit'],
      ['100000000051', 'PASSSERV in a building ready for service (RFS)'],
      ['100000000061', 'PASSSERV home worker'],
    ])('refuses %s (%s), which can be ordered now, so nobody gets the preorder price there', (uprn) => {
      expect(refusal(demoAddressByUprn(uprn), 'preorder')).toBe('orderable-now');
    });

    it('refuses PREINSTALLED and a non-existing CUSTOMER address too: both can be ordered now', () => {
      for (const coverage of ['PREINSTALLED', 'CUSTOMER']) {
        expect(refusal(anAddress({ coverage }), 'preorder')).toBe('orderable-now');
      }
    });
  });

  it('takes every address for exactly one of order and pre-order, or for neither when not eligible (property)', () => {
    const addressArbitrary = fc.record({
      coverage: fc.constantFrom(...COVERAGE_STATUSES, '', 'SOMETHINGNEW'),
      oss_type: fc.constantFrom(null, 'CERTIFIED_CUSTOMER', 'ACTIVECUST'),
      ismdu: fc.boolean(),
      mdu_status: fc.constantFrom(null, ...MDU_STATUSES),
    });
    fc.assert(
      fc.property(addressArbitrary, (overrides) => {
        const address = anAddress(overrides);
        const order = refusal(address, 'order', address.postcode, false) === null;
        const preorder = refusal(address, 'preorder', address.postcode, false) === null;
        expect(order && preorder).toBe(false);
        expect(order || preorder).toBe(isEligible(address));
        expect(order).toBe(isOrderableNow(address));
      }),
    );
  });
});
