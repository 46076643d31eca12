// @vitest-environment jsdom
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { registerInterestOrder } from '@fibre/domain/register-interest-order';
import { afterEach, describe, expect, it } from 'vitest';
import {
  REGISTER_INTEREST_STORAGE_KEYS,
  readInterestAddress,
  readInterestOrder,
  rememberInterestAddress,
  rememberInterestOrder,
} from './register-interest-storage';

const farLane = DEMO_ADDRESSES.find((address) => address.uprn === '100000000031')!;

afterEach(() => window.sessionStorage.clear());

describe('the register-interest session storage', () => {
  it('keeps and forgets the interest address, refusing a tampered one', () => {
    expect(readInterestAddress()).toBeNull();
    rememberInterestAddress(farLane);
    expect(readInterestAddress()).toEqual(farLane);
    window.sessionStorage.setItem(
      REGISTER_INTEREST_STORAGE_KEYS.address,
      JSON.stringify({ ...farLane, uprn: 'x' }),
    );
    expect(readInterestAddress()).toBeNull();
    window.sessionStorage.setItem(REGISTER_INTEREST_STORAGE_KEYS.address, '{not json');
    expect(readInterestAddress()).toBeNull();
    rememberInterestAddress(farLane);
    rememberInterestAddress(null);
    expect(window.sessionStorage.getItem(REGISTER_INTEREST_STORAGE_KEYS.address)).toBeNull();
  });

  it('reads the order info back only for its own code', () => {
    rememberInterestOrder(registerInterestOrder('C42', 'sam@example.com'));
    expect(readInterestOrder('C42')).toEqual({
      orderNumber: 'C42',
      customerCode: 'C42',
      email: 'sam@example.com',
      action: 'ROI',
    });
    expect(readInterestOrder('C43')).toBeNull();
  });
});
