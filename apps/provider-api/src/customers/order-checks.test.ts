import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import type { OrderKind } from '@fibre/domain/order-address';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { checkAddress } from './order-checks';

// Which address suits which order is the domain's rule (order-address.test.ts walks every demo
// address); here, the answer the provider gives for each way an address is refused.

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
  it('passes an order at 1 Fibre Street and a pre-order at 10 Build Road', () => {
    expect(refusal(byUprn('100000000001'), 'order')).toBeNull();
    expect(refusal(byUprn('100000000021'), 'preorder')).toBeNull();
  });

  it('refuses a postcode that is not the address’s own', () => {
    expect(refusal(byUprn('100000000001'), 'order', 'HB1 1AB')).toEqual({
      status: 422,
      key: 'customer.postcode_mismatch',
      message: ERROR_MESSAGES['customer.postcode_mismatch'],
      fields: [{ path: 'postcode', message: "The uprn's postcode is HB1 1AA" }],
    });
  });

  it.each<OrderKind>(['order', 'preorder'])(
    'a %s at an existing customer’s address is a conflict',
    (kind) => {
      expect(refusal(byUprn('100000000011'), kind)).toMatchObject({
        status: 409,
        key: 'customer.existing_customer',
        message: ERROR_MESSAGES['customer.existing_customer'],
      });
      // An update (no existing-customer check) meets the serviceability rule instead.
      expect(refusal(byUprn('100000000011'), kind, 'HB1 1AB', false)?.key).not.toBe(
        'customer.existing_customer',
      );
    },
  );

  it('refuses an order where the network cannot serve yet', () => {
    expect(refusal(byUprn('100000000021'), 'order')).toEqual({
      status: 422,
      key: 'customer.address_not_available',
      message: ERROR_MESSAGES['customer.address_not_available'],
      fields: [{ path: 'uprn', message: 'Not serviceable for this order' }],
    });
  });

  it('refuses a pre-order where the network is not planned', () => {
    expect(refusal(byUprn('100000000031'), 'preorder')).toEqual({
      status: 422,
      key: 'customer.address_not_eligible',
      message: 'This address cannot be pre-ordered: our network is not planned there',
      fields: [{ path: 'uprn', message: 'Not serviceable for this order' }],
    });
  });

  it('refuses a pre-order where the network can serve now (decision 0121)', () => {
    expect(refusal(byUprn('100000000001'), 'preorder')).toEqual({
      status: 422,
      key: 'customer.address_not_eligible',
      message: 'This address cannot be pre-ordered: our network can serve it now, so place an order instead',
      fields: [{ path: 'uprn', message: 'Ready for service: order it with SIGNUP' }],
    });
  });
});
