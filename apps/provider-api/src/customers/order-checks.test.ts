import type { AddressItem } from '@fibre/domain';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { checkAddress, type OrderKind } from './order-checks';

const byUprn = (uprn: string): AddressItem => {
  const address = DEMO_ADDRESSES.find((entry) => entry.uprn === uprn);
  if (!address) throw new Error(`No demo address ${uprn}`);
  return address;
};

/** The refusal checkAddress raises, as status and key with its fields, or null when it passes. */
function refusal(address: AddressItem, kind: OrderKind, postcode = address.postcode, checkExisting = true) {
  try {
    checkAddress(address, postcode, kind, checkExisting);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode, key: error.key, message: error.message, fields: error.fields };
  }
}

describe('checkAddress', () => {
  it('refuses a postcode that is not the address’s own', () => {
    expect(refusal(byUprn('100000000001'), 'order', 'HB1 1AB')).toEqual({
      status: 422,
      key: 'customer.postcode_mismatch',
      message: 'The postcode is not the postcode of that uprn',
      fields: [{ path: 'postcode', message: "The uprn's postcode is HB1 1AA" }],
    });
  });

  it.each<OrderKind>(['order', 'preorder'])(
    'a %s at an existing customer’s address is a conflict',
    (kind) => {
      expect(refusal(byUprn('100000000011'), kind)).toMatchObject({
        status: 409,
        key: 'customer.existing_customer',
      });
      // An update (no existing-customer check) meets the serviceability rule instead.
      expect(refusal(byUprn('100000000011'), kind, 'HB1 1AB', false)?.key).not.toBe(
        'customer.existing_customer',
      );
    },
  );

  describe('order (SIGNUP)', () => {
    it.each(['100000000001', '100000000013', '100000000041', '100000000051', '100000000061'])(
      'takes %s, which can be installed now',
      (uprn) => {
        expect(refusal(byUprn(uprn), 'order')).toBeNull();
      },
    );
    it.each(['100000000021', '100000000031', '100000000055', '100000000057'])(
      'refuses %s, which cannot be installed yet',
      (uprn) => {
        expect(refusal(byUprn(uprn), 'order')).toEqual({
          status: 422,
          key: 'customer.address_not_available',
          message: 'Our network cannot serve this address yet',
          fields: [{ path: 'uprn', message: 'Not serviceable for this order' }],
        });
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
      expect(refusal(byUprn(uprn), 'preorder')).toBeNull();
    });

    it('takes a PASSSERV address the network cannot sell to yet (CERTIFIED_CUSTOMER)', () => {
      expect(refusal({ ...byUprn('100000000001'), oss_type: 'CERTIFIED_CUSTOMER' }, 'preorder')).toBeNull();
    });

    it.each(['100000000031', '100000000032'])('refuses %s, where the network is not planned', (uprn) => {
      expect(refusal(byUprn(uprn), 'preorder')).toEqual({
        status: 422,
        key: 'customer.address_not_eligible',
        message: 'This address cannot be pre-ordered: our network is not planned there',
        fields: [{ path: 'uprn', message: 'Not serviceable for this order' }],
      });
    });

    it.each([
      ['100000000001', 'PASSSERV'],
      ['100000000013', 'PASSSERV'],
      ['100000000041', 'PASSSERV business unit'],
      ['100000000051', 'PASSSERV in a building ready for service (RFS)'],
      ['100000000061', 'PASSSERV home worker'],
    ])('refuses %s (%s), which can be ordered now, so nobody gets the preorder price there', (uprn) => {
      expect(refusal(byUprn(uprn), 'preorder')).toEqual({
        status: 422,
        key: 'customer.address_not_eligible',
        message:
          'This address cannot be pre-ordered: our network can serve it now, so place an order instead',
        fields: [{ path: 'uprn', message: 'Ready for service: order it with SIGNUP' }],
      });
    });

    it('refuses PREINSTALLED and a non-existing CUSTOMER address too: both can be ordered now', () => {
      const fibreStreet = byUprn('100000000001');
      for (const coverage of ['PREINSTALLED', 'CUSTOMER']) {
        expect(refusal({ ...fibreStreet, coverage }, 'preorder')?.message).toBe(
          'This address cannot be pre-ordered: our network can serve it now, so place an order instead',
        );
      }
    });
  });
});
